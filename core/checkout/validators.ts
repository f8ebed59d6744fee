/**
 * The spec's contact rules (section 5) as pure functions, shared by checkout and anything else that
 * takes an address.
 */

// Local part: dot-separated atoms of the characters mail allows unquoted.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
// Domain labels: letters, digits, inner hyphens; then a top-level domain of 2 to 63 letters.
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}';
const EMAIL = new RegExp(`^(?:mailto:)?${LOCAL}@${DOMAIN}$`, 'i');

/** An optional `mailto:` prefix, then an address whose top-level domain is 2 to 63 letters. */
export function isValidEmail(value: string): boolean {
  return value.length <= 261 && EMAIL.test(value);
}

/** The address without a `mailto:` prefix, as it is stored and written to. */
export function normalizeEmail(value: string): string {
  return value.trim().replace(/^mailto:/i, '');
}

const PHONE_SEPARATORS = /[\s\-.()]/g;
const PHONE = /^(?:tel:)?\+?\d{6,15}$/i;

/** 6 to 15 digits, with an optional `+` and optional `tel:` prefix, once dashes, dots, parentheses and spaces are stripped. */
export function isValidPhone(value: string): boolean {
  return value.length <= 64 && PHONE.test(value.replace(PHONE_SEPARATORS, ''));
}

/** The number as typed, minus a `tel:` prefix (separators stay: people read them). */
export function normalizePhone(value: string): string {
  return value.trim().replace(/^tel:/i, '').trim();
}
