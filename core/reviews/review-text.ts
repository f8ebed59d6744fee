import { stripTags } from '../attribution/plain-text.ts';

/** WordPress's limit for a comment's text, in characters. */
export const REVIEW_MAX_LENGTH = 5000;
export const REVIEW_NAME_MAX_LENGTH = 100;
export const REVIEW_EMAIL_MAX_LENGTH = 254;

// Control and bidi-override characters, but not the line breaks and tabs a review's paragraphs keep.
const CONTROL = /(?![\n\t])[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A review's text as it is stored and shown: markup taken out (a review is text, never HTML), line
 * endings made one kind, spaces at the ends of lines and runs of blank lines folded. Only ever shorter
 * than its input, so input far beyond the limit is cut first rather than scanned whole.
 */
export function reviewText(value: string): string {
  const bounded = value.slice(0, REVIEW_MAX_LENGTH * 4).replace(LONE_SURROGATE, '');
  return stripTags(bounded)
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A name or e-mail address: one line of text without markup. */
export function reviewLine(value: string, max: number): string {
  return stripTags(value.slice(0, max * 4).replace(LONE_SURROGATE, ''))
    .replace(CONTROL, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, max + 1);
}

/** The paragraphs of a stored review, for display. */
export function reviewParagraphs(content: string): string[] {
  return content.split(/\n{2,}/).map((paragraph) => paragraph.trim()).filter(Boolean);
}
