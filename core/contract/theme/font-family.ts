/**
 * Font families the owner uploaded (Settings → Fonts), as the theme's `brand.fonts.body` and
 * `brand.fonts.headings` name them: `family:<name>`, beside the system stacks' keys. The name is the
 * family's as the font library holds it; a value whose family is no longer there falls back to the
 * system stack. Names keep to letters, digits, spaces and hyphens, so one is safe inside a quoted CSS
 * string and an attribute without escaping.
 */

export const FONT_FAMILY_PREFIX = 'family:';

/** An uploaded family as the theme stores it. */
export type FontFamilyValue = `family:${string}`;

export const FONT_FAMILY_NAME_MAX = 60;

const FAMILY_NAME = new RegExp(`^[\\p{L}\\p{N}](?:[\\p{L}\\p{N} -]{0,${FONT_FAMILY_NAME_MAX - 1}})$`, 'u');

/** A typed family name as it is kept: composed (NFC), ends trimmed, each run of spaces one space. */
export function normaliseFamilyName(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Why a (normalised) family name is refused, or null when it is fine. */
export function familyNameProblem(name: string): string | null {
  if (name === '') return 'Enter the font’s family name, such as Inter or Source Serif.';
  if (name.length > FONT_FAMILY_NAME_MAX) return `Keep the family name to ${FONT_FAMILY_NAME_MAX} characters.`;
  if (!FAMILY_NAME.test(name)) return 'Use only letters, digits, spaces and hyphens, starting with a letter or digit.';
  return null;
}

export function fontFamilyValue(name: string): FontFamilyValue {
  return `${FONT_FAMILY_PREFIX}${name}`;
}

/** The family a stored font value names, or null for a system stack's key (or anything else). */
export function familyOfFontValue(value: string): string | null {
  if (!value.startsWith(FONT_FAMILY_PREFIX)) return null;
  const name = value.slice(FONT_FAMILY_PREFIX.length);
  return familyNameProblem(name) === null ? name : null;
}

export function isFontFamilyValue(value: unknown): value is FontFamilyValue {
  return typeof value === 'string' && familyOfFontValue(value) !== null;
}
