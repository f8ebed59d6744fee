import type { SanitizedHtml } from '../../../core/content/sanitize-html.ts';

/**
 * The one place the shop writes stored HTML into a page unescaped. It takes only `SanitizedHtml`, which
 * only the server-side sanitiser makes (the loader sanitises on every render, so this component and the
 * browser bundle never carry the sanitiser).
 */
export function OwnerHtml({ html, className }: { html: SanitizedHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
