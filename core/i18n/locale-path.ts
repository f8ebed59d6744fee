import type { Locale, ShopLocales } from './locales.ts';

/**
 * Where a page's language lives in its address. The default language has none (`/shop/`); every other
 * one is the first segment (`/fr/shop/`), before the same English slugs: one route table serves every
 * language, a page's address in another language is found without a lookup, and the prefix alone tells
 * the page cache, the sitemap and the switcher which language a page is in (docs/decisions.md).
 */
export interface LocatedPath {
  locale: Locale;
  /** `/fr` for a prefixed language, `''` for the default. */
  prefix: string;
  /** The path without the prefix, as the routes know it (`/shop/`). */
  path: string;
}

/** The language a request path is in and the path without its prefix. `/fr` alone is not stripped: it redirects to `/fr/`. */
export function locatePath(pathname: string, locales: ShopLocales): LocatedPath {
  for (const tag of locales.others) {
    const prefix = `/${tag}`;
    if (pathname === `${prefix}/` || pathname.startsWith(`${prefix}/`)) return { locale: tag, prefix, path: pathname.slice(prefix.length) };
  }
  return { locale: locales.default, prefix: '', path: pathname };
}

/** The prefix of a language's pages: `''` for the default, `/fr` for French. */
export function localePrefix(locale: Locale, locales: ShopLocales): string {
  return locale === locales.default || !locales.others.includes(locale) ? '' : `/${locale}`;
}

/** A site path (`/shop/`, `/product/x/?a=1`) in a language: prefixed unless it is the default. Other addresses pass unchanged. */
export function localizedPath(path: string, locale: Locale, locales: ShopLocales): string {
  return prefixedPath(path, localePrefix(locale, locales));
}

/**
 * Addresses that speak no language: the back office, the APIs and stored files. They have one address
 * each; under a language's prefix (`/fr/admin/`) they name nothing (server/http/locale-routing.ts).
 */
export const LANGUAGE_FREE_PREFIXES: readonly string[] = ['/admin/', '/wp-json/', '/wp-admin/', '/uploads/', '/assets/'];

/** Whether a site path (without a language prefix) is one of the addresses that speak no language. */
export function speaksNoLanguage(path: string): boolean {
  return LANGUAGE_FREE_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/**
 * A site path under a language's prefix (`/fr`); full addresses, `//host` ones, anchors, relative paths
 * and the addresses that speak no language pass unchanged.
 */
export function prefixedPath(path: string, prefix: string): string {
  if (prefix === '' || !path.startsWith('/') || path.startsWith('//') || speaksNoLanguage(path)) return path;
  return `${prefix}${path}`;
}
