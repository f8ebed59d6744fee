import type { DisplayContent } from '../../../core/content/display.ts';
import { ContentBlocks } from './ContentBlocks.tsx';
import { OwnerHtml } from './OwnerHtml.tsx';

/**
 * A post's or page's body in `.entry-content`: text as headings, paragraphs and lists; HTML as the
 * sanitised markup its loader prepared. `lead` (a post's excerpt) comes first.
 */
export function EntryContent({ body, lead }: { body: DisplayContent; lead?: string }) {
  return (
    <div className="entry-content">
      {lead === undefined ? null : <p className="entry-lead">{lead}</p>}
      {body.format === 'text' ? <ContentBlocks text={body.text} /> : <OwnerHtml className="owner-html" html={body.html} />}
    </div>
  );
}
