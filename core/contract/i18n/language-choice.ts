/**
 * The visitor's chosen language, remembered only with consent for the `preferences` category. Pages never
 * redirect on it (the address always names the language, and crawlers must see every page as linked):
 * it only decides which language the page suggests (app/widgets/language/).
 */
export const LANGUAGE_COOKIE = 'vitrine_language';
export const LANGUAGE_COOKIE_CATEGORY = 'preferences';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** In the tab's session storage once the visitor closes the suggestion: it is not offered again in that tab. */
export const LANGUAGE_SUGGESTION_DISMISSED_KEY = 'vitrine_language_suggestion_dismissed';
export const LANGUAGE_SWITCHER_SELECTOR = 'nav.language-switcher';

/**
 * The language to suggest on a page in `pageLanguage`, or null: the remembered choice when it is another
 * offered language; else the visitor's first browser language the shop offers, unless the page is
 * already in a language the visitor ranks as high. Tags compare by their primary subtag (`fr-CA` → `fr`).
 */
export function suggestedLanguage(pageLanguage: string, offered: readonly string[], browserLanguages: readonly string[], remembered: string | null): string | null {
  if (remembered !== null) return remembered !== pageLanguage && offered.includes(remembered) ? remembered : null;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (primary === pageLanguage) return null;
    if (offered.includes(primary)) return primary;
  }
  return null;
}
