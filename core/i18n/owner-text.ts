/**
 * Translations of the owner's own words ("string translations"): a text the owner wrote in the shop's
 * default language (a home page heading, the tagline, a menu label, the store notice) and what it says in
 * another locale, as pages use them. No Node built-in here: the root route's loader reads these. Storage
 * is in ./owner-strings.ts.
 */

/** By locale, then source text: the translation. Read once per content version and shared by every request. */
export type OwnerTranslations = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The owner's text in a page's locale, or undefined when it has no translation there. */
export type OwnerTextLookup = (text: string) => string | undefined;

export const NO_OWNER_TRANSLATIONS: OwnerTranslations = new Map();

const NONE: OwnerTextLookup = () => undefined;

const lookups = new WeakMap<OwnerTranslations, Map<string, OwnerTextLookup>>();

/**
 * The lookup for pages in `locale` (nothing for a locale without translations, the default's included).
 * One function per translations and locale, so what is worked out from it can be kept per function.
 */
export function ownerTextIn(translations: OwnerTranslations, locale: string): OwnerTextLookup {
  const texts = translations.get(locale);
  if (!texts || texts.size === 0) return NONE;
  let byLocale = lookups.get(translations);
  if (!byLocale) lookups.set(translations, (byLocale = new Map()));
  let lookup = byLocale.get(locale);
  if (!lookup) byLocale.set(locale, (lookup = (text) => texts.get(text)));
  return lookup;
}

/** A text in the page's language: the owner's translation, else as written. */
export function ownerText(lookup: OwnerTextLookup, text: string): string {
  return lookup(text) ?? text;
}

/** A text's translations in every locale that has one (the header menu's `labels`), or undefined. */
export function ownerLabels(translations: OwnerTranslations, text: string): Readonly<Record<string, string>> | undefined {
  let labels: Record<string, string> | undefined;
  for (const [locale, texts] of translations) {
    const translated = texts.get(text);
    if (translated !== undefined) (labels ??= {})[locale] = translated;
  }
  return labels;
}

