import { createContext, useContext } from 'react';
import type { Locale } from '../../../core/i18n/locales.ts';
import { prefixedPath } from '../../../core/i18n/locale-path.ts';

/** The language a page is in and the prefix of its addresses (`/fr`, or `''` for the shop's default language). */
export interface PageLocale {
  locale: Locale;
  prefix: string;
}

/** Provided by the root layout from its loader's data, on the server and in the browser alike. */
export const LocaleContext = createContext<PageLocale>({ locale: 'en', prefix: '' });

export function usePageLocale(): PageLocale {
  return useContext(LocaleContext);
}

/**
 * `href('/shop/')` → `/fr/shop/` on a French page: every link a page writes to another of the shop's
 * pages stays in the page's language. React Router's own `<Link>` and `<Form>` add the prefix themselves
 * (it is their basename); plain `<a>` and `<form>` take it from here.
 */
export function useLocalizedHref(): (path: string) => string {
  const { prefix } = useContext(LocaleContext);
  return (path) => prefixedPath(path, prefix);
}
