import type { RouterContextProvider } from 'react-router';
import { services } from '../context.ts';
import { intlLocale } from '../../core/i18n/format.ts';
import type { ViewLocale } from '../../core/i18n/catalog-views.ts';
import { localizedPath } from '../../core/i18n/locale-path.ts';
import { translator, type Translate } from '../../core/i18n/translator.ts';
import { ownerText, ownerTextIn } from '../../core/i18n/owner-text.ts';

/** What a catalogue or content page's loader needs to speak the page's language. */
export interface PageLanguageTools {
  /** Which translations to read, falling back to the default language's text, kept until the next edit. */
  choice: ViewLocale;
  /** The Intl locale of prices and dates (the currency stays the shop's). */
  intl: string;
  /** The page's words: titles and descriptions the loader writes. */
  t: Translate;
  /** A site path in the page's language (`/fr/shop/`), for canonical addresses (a redirect takes the site path: the router adds the prefix). */
  path: (sitePath: string) => string;
  /** The owner's own words (the tagline…) in the page's language where the owner translated them, else as written. */
  owner: (text: string) => string;
}

export function pageLanguage(context: Readonly<RouterContextProvider>): PageLanguageTools {
  const { locale, config, catalog, ownerTranslations } = services(context);
  const lookup = ownerTextIn(ownerTranslations, locale);
  return {
    choice: { locale, defaultLocale: config.store.locales.default, reads: catalog },
    intl: intlLocale(locale, config.store.locale),
    t: translator(locale),
    path: (sitePath) => localizedPath(sitePath, locale, config.store.locales),
    owner: (text) => ownerText(lookup, text),
  };
}
