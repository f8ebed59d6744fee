import { htmlToText, sanitizeOwnerHtml, type SanitizedHtml } from '../content/sanitize-html.ts';

/**
 * A product's description and short description are HTML, as WooCommerce's are. Every writer (the admin
 * form, the CSV import, wc/v3, the translations form, the demo seed) stores them through
 * `productDescriptionHtml`, and the page sanitises them again when it shows them, so a row written past
 * the save is still harmless.
 */

/** Elements that make their own block: text between them is a paragraph of its own (WordPress's list, trimmed). */
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|p|h[1-6]|hr|section|article|aside|header|footer|nav|figure|figcaption|details|summary|menu)';
const BLOCK_OPEN = new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi');
const BLOCK_CLOSE = new RegExp(`(</${BLOCKS}>)`, 'gi');
const P_AROUND_BLOCK = new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)\\s*</p>`, 'gi');
const P_BEFORE_BLOCK = new RegExp(`<p>\\s*(<${BLOCKS}[^>]*>)`, 'gi');
const P_AFTER_BLOCK = new RegExp(`(</${BLOCKS}>)\\s*</p>`, 'gi');
const BR_AFTER_BLOCK = new RegExp(`(</?${BLOCKS}[^>]*>)\\s*<br />`, 'gi');
const BR_BEFORE_BLOCK = /<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi;

/**
 * WordPress's `wpautop`, the part a description needs: text separated by a blank line becomes a paragraph
 * and a single line break a `<br />`, outside block elements. WooCommerce exports descriptions as they
 * were typed (line breaks, no `<p>`) and adds the paragraphs when it shows them; here they are added when
 * the text is stored. Running it twice gives the same HTML.
 */
export function autoParagraphs(html: string): string {
  let text = html.replace(/\r\n?/g, '\n').trim();
  if (text === '') return '';
  // <pre> keeps its line breaks as they are.
  const kept: string[] = [];
  text = text.replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => `<pre data-kept="${kept.push(pre) - 1}"></pre>`);
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n').replace(BLOCK_OPEN, '\n\n$1').replace(BLOCK_CLOSE, '$1\n\n');
  text = text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => `<p>${chunk}</p>\n`)
    .join('');
  text = text.replace(P_AROUND_BLOCK, '$1').replace(P_BEFORE_BLOCK, '$1').replace(P_AFTER_BLOCK, '$1');
  text = text.replace(/(?<!<br\s*\/?>)[ \t]*\n(?!$)/g, '<br />\n');
  text = text.replace(BR_AFTER_BLOCK, '$1').replace(BR_BEFORE_BLOCK, '$1').replace(/\n$/, '');
  return text.replace(/<pre data-kept="(\d+)"><\/pre>/g, (_, index: string) => kept[Number(index)] ?? '');
}

/**
 * A description as it is stored (its control characters already dropped by the field's rules): sanitised
 * first, so a removed script leaves no empty paragraph behind, then given its paragraphs, then sanitised
 * again (the paragraphs may have closed an element early).
 */
export function productDescriptionHtml(text: string): SanitizedHtml {
  return sanitizeOwnerHtml(autoParagraphs(sanitizeOwnerHtml(text)));
}

/** A stored description, sanitised again for the page (the stored row may predate the rules). */
export function descriptionForDisplay(html: string): SanitizedHtml {
  return sanitizeOwnerHtml(html);
}

/** The words of a description, for meta descriptions, JSON-LD and anything else that wants text. */
export function descriptionText(html: string): string {
  return htmlToText(html);
}
