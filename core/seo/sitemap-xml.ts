import type { Locale, ShopLocales } from '../i18n/locales.ts';
import { shopLocales } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/locale-path.ts';
import type { SitemapPage } from './sitemap-entries.ts';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/**
 * One language's sitemap (sitemaps.org 0.9): every page at its address in `locale`, each with its
 * alternates in the shop's other languages and `x-default`, as Google reads language versions.
 */
export function sitemapXml(pages: readonly SitemapPage[], locale: Locale, locales: ShopLocales, siteOrigin: string): string {
  const tags = shopLocales({ store: { locales } });
  const multilingual = tags.length > 1;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`];
  for (const page of pages) {
    lines.push('<url>', `<loc>${xml(siteOrigin + localizedPath(page.path, locale, locales))}</loc>`);
    if (page.lastModified) lines.push(`<lastmod>${xml(page.lastModified.slice(0, 10))}</lastmod>`);
    if (multilingual) {
      for (const tag of tags) lines.push(`<xhtml:link rel="alternate" hreflang="${tag}" href="${xml(siteOrigin + localizedPath(page.path, tag, locales))}"/>`);
      lines.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(siteOrigin + page.path)}"/>`);
    }
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** The sitemap of each language, for robots.txt: `/sitemap.xml` for the default, `/fr/sitemap.xml` for French. */
export function sitemapPaths(locales: ShopLocales): string[] {
  return shopLocales({ store: { locales } }).map((tag) => localizedPath('/sitemap.xml', tag, locales));
}
