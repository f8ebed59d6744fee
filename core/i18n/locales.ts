/**
 * The languages a shop can speak. Tags are BCP 47 language subtags; each locale is named in its own
 * language, as a language switcher shows it.
 */
export const SUPPORTED_LOCALES = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
  { tag: 'de', name: 'Deutsch' },
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number]['tag'];

export const LOCALE_TAGS: readonly Locale[] = SUPPORTED_LOCALES.map((locale) => locale.tag);

/** The shop's default locale and the others it is translated into (never the default again). */
export interface ShopLocales {
  default: Locale;
  others: readonly Locale[];
}

export const DEFAULT_SHOP_LOCALES: ShopLocales = { default: 'en', others: [] };

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_TAGS as readonly string[]).includes(value);
}

/** The locale's own name ("Français"), or the tag itself for one the shop does not ship. */
export function localeName(tag: string): string {
  return SUPPORTED_LOCALES.find((locale) => locale.tag === tag)?.name ?? tag;
}

/** Every locale the shop serves, the default first. */
export function shopLocales(config: { store: { locales: ShopLocales } }): Locale[] {
  const { default: first, others } = config.store.locales;
  return [first, ...others.filter((tag) => tag !== first)];
}

/** Why a `store.locales` value cannot be used, or null when it can (the config schema reports this). */
export function shopLocalesProblem(value: { default: string; others: readonly string[] }): { path: (string | number)[]; message: string } | null {
  const supported = LOCALE_TAGS.join(', ');
  const notATag = (tag: string) => `"${tag}" is not a BCP 47 language tag (such as fr or de-CH)`;
  if (!isLanguageTag(value.default)) return { path: ['default'], message: notATag(value.default) };
  if (!isSupportedLocale(value.default)) return { path: ['default'], message: `must be one of the supported locales (${supported})` };
  for (const [index, tag] of value.others.entries()) {
    if (!isLanguageTag(tag)) return { path: ['others', index], message: notATag(tag) };
    if (!isSupportedLocale(tag)) return { path: ['others', index], message: `must be one of the supported locales (${supported})` };
    if (tag === value.default) return { path: ['others', index], message: 'must not repeat the default locale' };
    if (value.others.indexOf(tag) !== index) return { path: ['others', index], message: 'each locale may appear once' };
  }
  return null;
}

/** True for a well-formed BCP 47 tag ("fr", "de-CH"), whether or not the shop ships it. */
export function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
