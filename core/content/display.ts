import { shortenAtWord, summarise } from './blocks.ts';
import { htmlToText, sanitizeOwnerHtml, type SanitizedHtml } from './sanitize-html.ts';

/**
 * A post's or page's content is written in one of two formats: 'text' (plain text with light structure,
 * see blocks.ts) or 'html' (owner-written HTML that may carry the theme's markup). HTML is sanitised on
 * the way into the database and again on the way onto the page.
 */
export type ContentFormat = 'text' | 'html';

/** Content ready for a page: text (shown as elements, never as markup), or HTML only after sanitising. */
export type DisplayContent = { format: 'text'; text: string } | { format: 'html'; html: SanitizedHtml };

export function contentForDisplay(content: string, format: ContentFormat): DisplayContent {
  return format === 'html' ? { format, html: sanitizeOwnerHtml(content) } : { format: 'text', text: content };
}

/** Content as it is stored: HTML already sanitised, so what an export or the API reads is harmless too. */
export function contentForStorage(content: string, format: ContentFormat): string {
  return format === 'html' ? sanitizeOwnerHtml(content) : content;
}

/** A fallback meta description: the text's first paragraph, or the start of the HTML's words. */
export function contentSummary(content: string, format: ContentFormat, maxLength = 160): string {
  return format === 'html' ? shortenAtWord(htmlToText(content), maxLength) : summarise(content, maxLength);
}
