/**
 * Visitor-supplied text reduced to one line of plain text: markup removed, control and bidi-override
 * characters replaced, whitespace collapsed, cut to a maximum length. Linear in the input, so a hostile
 * megabyte of `<<<<` costs no more than a megabyte of letters.
 */

// C0/C1 controls, line/paragraph separators and the bidi embedding/override/isolate marks.
const CONTROL = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const WHITESPACE = /\s+/gu;
// Half of a surrogate pair on its own is not text, and PostgreSQL would refuse it as UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Removes `<…>` tags, then any stray angle bracket, so no markup can survive in the result. */
export function stripTags(value: string): string {
  let out = '';
  let tagStart = -1;
  for (const char of value) {
    if (char === '<') {
      tagStart = out.length;
    } else if (char === '>') {
      if (tagStart >= 0) out = out.slice(0, tagStart);
      tagStart = -1;
    } else {
      out += char;
    }
  }
  return out;
}

/** Cuts to `max` UTF-16 units without leaving half of a surrogate pair behind. */
function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

export function plainText(value: string, maxLength: number): string {
  // Cleaning only shortens text, so input far beyond the cap is cut first instead of scanned whole.
  const bounded = truncate(value, maxLength * 8).replace(LONE_SURROGATE, '');
  const text = stripTags(bounded).replace(CONTROL, ' ').replace(WHITESPACE, ' ').trim();
  return truncate(text, maxLength).trimEnd();
}
