import type { NextFunction, Request, Response } from 'express';
import type { Db } from '../../db/connect.ts';
import type { ShopLocales } from '../../core/i18n/locales.ts';
import { sitemapPages } from '../../core/seo/sitemap-entries.ts';
import { sitemapPaths, sitemapXml } from '../../core/seo/sitemap-xml.ts';
import { locatedPathOf } from './locale-routing.ts';

/** What crawlers may not fetch: pages of one visitor, the back office and the cart's protocol links. */
const ROBOTS_RULES = ['User-agent: *', 'Disallow: /cart/', 'Disallow: /checkout/', 'Disallow: /my-account/', 'Disallow: /admin/', 'Disallow: /*?add-to-cart=', 'Disallow: /*?wc-ajax='];
const LOCALIZED_PAGE_RULES = ['/cart/', '/checkout/', '/my-account/'];

/**
 * `/sitemap.xml` in each language (`/fr/sitemap.xml`: core/seo/sitemap-xml.ts) and `/robots.txt`, which
 * names them all and keeps crawlers out of every language's cart, checkout and account pages.
 */
export function sitemapAndRobots({ db, locales, siteOrigin }: { db: Db; locales: ShopLocales; siteOrigin: string }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      if (req.path === '/robots.txt') {
        const prefixed = locales.others.flatMap((tag) => LOCALIZED_PAGE_RULES.map((path) => `Disallow: /${tag}${path}`));
        const sitemaps = sitemapPaths(locales).map((path) => `Sitemap: ${siteOrigin}${path}`);
        res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send([...ROBOTS_RULES, ...prefixed, '', ...sitemaps, ''].join('\n'));
        return;
      }
      const located = locatedPathOf(res);
      if (located.path !== '/sitemap.xml') return next();
      const xml = sitemapXml(await sitemapPages(db), located.locale, locales, siteOrigin);
      res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(xml);
    } catch (error) {
      next(error);
    }
  };
}
