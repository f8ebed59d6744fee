import sanitizeHtml from 'sanitize-html';

/**
 * The one place owner-written HTML is made harmless: pages and posts in the HTML format go through
 * `sanitizeOwnerHtml` when they are saved and again when they are rendered, so a row written past the
 * save (an import, a hand-edited database) is still harmless on the page.
 *
 * An allowlist, not a blocklist: structural and text elements, the attributes the theme's widgets read
 * (the contract's `data-*` names, WAI-ARIA), links and images. Everything else is dropped: scripts,
 * styles, frames, plugins, forms, `on*` handlers, `style` attributes, and any URL that is not http(s),
 * mailto, tel, a path or an anchor (an image may also be an inline `data:image/…`).
 */

/** Sanitised HTML: only `sanitizeOwnerHtml` makes one, and only it may be written into a page unescaped. */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

const TEXT_TAGS = ['p', 'br', 'hr', 'span', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup'];
const PHRASE_TAGS = ['abbr', 'cite', 'code', 'pre', 'q', 'time', 'blockquote', 'dl', 'dt', 'dd'];
const STRUCTURE_TAGS = ['section', 'article', 'aside', 'div', 'nav', 'header', 'footer', 'figure', 'figcaption', 'address'];
const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LIST_TAGS = ['ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const WIDGET_TAGS = ['a', 'img', 'button', 'dialog', 'details', 'summary'];

/** The contract's theme markup ("Theme" in docs/contract.md): the only `data-*` attributes kept. */
export const THEME_DATA_ATTRIBUTES = [
  'data-sticky',
  'data-sticky-to',
  'data-reveal',
  'data-background',
  'data-text-effect',
  'data-text-effect-mode',
  'data-countup',
  'data-min',
  'data-max',
  'data-stop',
  'data-prefix',
  'data-suffix',
  'data-duration',
  'data-decimals',
  'data-masonry',
  'data-lightbox',
  'data-lightbox-type',
  'data-tabs-hash',
  'data-modal',
  'data-modal-url',
  'data-dropdown',
  'data-collapse',
  'data-map',
  'data-lat',
  'data-lng',
  'data-zoom',
  'data-type',
] as const;

export const ALLOWED_TAGS: readonly string[] = [
  ...TEXT_TAGS,
  ...PHRASE_TAGS,
  ...STRUCTURE_TAGS,
  ...HEADING_TAGS,
  ...LIST_TAGS,
  ...TABLE_TAGS,
  ...WIDGET_TAGS,
];

export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['id', 'class', 'title', 'lang', 'dir', 'role', 'aria-*', 'tabindex', 'hidden', ...THEME_DATA_ATTRIBUTES],
  a: ['href', 'target', 'rel', 'hreflang'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  button: ['type'],
  details: ['open'],
  ol: ['start', 'reversed'],
  time: ['datetime'],
  th: ['scope', 'colspan', 'rowspan', 'headers'],
  td: ['colspan', 'rowspan', 'headers'],
  col: ['span'],
  colgroup: ['span'],
};

/** Elements dropped together with their text: it is code, not prose. */
const DROPPED_WITH_TEXT = ['script', 'style', 'textarea', 'option', 'select', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe', 'template', 'title', 'svg', 'math'];

/**
 * Ids become window properties (named access) and anchor targets: lower-case words with hyphens only, so
 * content cannot shadow a camel-case global the shop's scripts read, and every id works as `#anchor`.
 */
const SAFE_ID = /^[a-z][a-z0-9-]{0,99}$/;
/** `data:` is allowed for an image only, and only as a raster image (an SVG could carry markup). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;
/** A modal's content is fetched from the shop itself: a site path, never another origin. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const TARGETS = new Set(['_blank', '_self']);
const REL_TOKEN = /^[a-z-]+$/;

type Attributes = Record<string, string>;

function keepIf(attribs: Attributes, name: string, valid: (value: string) => boolean): void {
  const value = attribs[name];
  if (value !== undefined && !valid(value)) delete attribs[name];
}

/** Rules on attribute values that an allowlist of names cannot say. */
function checkValues(tagName: string, attribs: Attributes): Attributes {
  keepIf(attribs, 'id', (value) => SAFE_ID.test(value));
  // A positive tabindex reorders the whole page's keyboard path: only "in the path" or "focusable by script".
  keepIf(attribs, 'tabindex', (value) => value === '0' || value === '-1');
  keepIf(attribs, 'data-modal-url', (value) => SITE_PATH.test(value));
  if (tagName === 'button') attribs['type'] = 'button';
  if (tagName === 'img') {
    keepIf(attribs, 'src', (value) => !/^\s*data:/i.test(value) || DATA_IMAGE.test(value.trim()));
    keepIf(attribs, 'srcset', (value) => !/data:/i.test(value));
    keepIf(attribs, 'loading', (value) => value === 'lazy' || value === 'eager');
  }
  if (tagName === 'a') linkRules(attribs);
  return attribs;
}

/** Links open in a new tab only with `rel="noopener"`, so the opened page cannot reach back to this one. */
function linkRules(attribs: Attributes): void {
  keepIf(attribs, 'target', (value) => TARGETS.has(value));
  const rel = new Set((attribs['rel'] ?? '').toLowerCase().split(/\s+/).filter((token) => REL_TOKEN.test(token)));
  if (attribs['target'] === '_blank') rel.add('noopener');
  if (rel.size > 0) attribs['rel'] = [...rel].join(' ');
  else delete attribs['rel'];
}

/** `allowedEmptyAttributes` is a sanitize-html option its type definitions do not list yet. */
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'ping'],
  allowProtocolRelative: false,
  allowedEmptyAttributes: ['alt', 'hidden'],
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_TEXT,
  parseStyleAttributes: false,
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: checkValues(tagName, { ...attribs }) }) },
};

/** Owner-written HTML reduced to the allowlist above. Running it twice gives the same text. */
export function sanitizeOwnerHtml(html: string): SanitizedHtml {
  return sanitizeHtml(html, OPTIONS) as SanitizedHtml;
}

/** The text of owner-written HTML, without any markup (for summaries and meta descriptions). */
export function htmlToText(html: string): string {
  // A block's end is a word break in the text (a heading's last word and the next paragraph's first).
  const spaced = html.replace(BLOCK_END, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_TEXT });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|dt|dd|div|section|article|header|footer|figcaption|blockquote|td|th|caption)\s*>|<br\s*\/?>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** sanitize-html escapes its text output; a summary is plain text again (React escapes it when shown). */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}
