import { renderToString } from 'react-dom/server';
import type { DisplayContent } from '../../../core/content/display.ts';
import { EntryContent } from './EntryContent.tsx';

/**
 * A page's content alone, as its page renders it (`.entry-content`), for a modal or a lightbox to show:
 * the same component, so the fragment and the page never differ.
 */
export function renderContentFragment(body: DisplayContent): string {
  return renderToString(<EntryContent body={body} />);
}
