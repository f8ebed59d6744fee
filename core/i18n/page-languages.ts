import { localeName, shopLocales, type Locale, type ShopLocales } from './locales.ts';
import { localizedPath } from './locale-path.ts';

/** One language a page is offered in: for the `hreflang` alternates of its head and the language switcher. */
export interface PageLanguage {
  tag: Locale;
  /** The language's own name ("Français"). */
  name: string;
  /** The same page in this language, with the page's query (`/fr/shop/?orderby=price`): where the switcher goes. */
  href: string;
  /** The page's absolute address in this language, without a query: what search engines are told. */
  url: string;
  current: boolean;
}

/** What the page says, in a language, to a visitor who may prefer it (app/widgets/language/). */
export interface LanguageSuggestion {
  /** "This page is also available in English." */
  text: string;
  /** The link's words: "Switch to English". */
  link: string;
  dismiss: string;
  /** The note's name: "Language". */
  label: string;
}

/**
 * The page at `path` (without its language prefix) in every language the shop speaks, the default first.
 * A shop of one language has none to offer: no alternates, no switcher.
 */
export function pageLanguages(path: string, search: string, current: Locale, locales: ShopLocales, siteOrigin: string): PageLanguage[] {
  const tags = shopLocales({ store: { locales } });
  if (tags.length < 2) return [];
  return tags.map((tag) => {
    const localized = localizedPath(path, tag, locales);
    return { tag, name: localeName(tag), href: `${localized}${search}`, url: `${siteOrigin}${localized}`, current: tag === current };
  });
}

/** For each language the page is offered in but not shown in, its suggestion in its own words. */
export function languageSuggestions(languages: readonly PageLanguage[], translate: (locale: Locale) => (key: 'language.suggestion' | 'language.suggestion.link' | 'language.suggestion.dismiss' | 'language.switcher') => string): Record<string, LanguageSuggestion> {
  const suggestions: Record<string, LanguageSuggestion> = {};
  for (const language of languages) {
    if (language.current) continue;
    const t = translate(language.tag);
    suggestions[language.tag] = { text: t('language.suggestion'), link: t('language.suggestion.link'), dismiss: t('language.suggestion.dismiss'), label: t('language.switcher') };
  }
  return suggestions;
}
