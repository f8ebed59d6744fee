import { describe, expect, it } from 'vitest';
import { useHttpShop } from './http-shop.ts';
import { DIALECTS } from './dialects.ts';

const LOCALES = { store: { locales: { default: 'en' as const, others: ['fr' as const, 'de' as const] } } };

describe.each(DIALECTS)('pages in several languages on %s', (dialect) => {
  const shop = useHttpShop(dialect, { ...LOCALES, pageCache: { enabled: true } });

  it('serves a page in the language its prefix names, with its html lang, alternates and switcher', async () => {
    const french = await (await shop.request('/fr/shop/')).text();
    expect(french).toContain('<html lang="fr" dir="ltr">');
    for (const [tag, path] of [['en', '/shop/'], ['fr', '/fr/shop/'], ['de', '/de/shop/'], ['x-default', '/shop/']]) {
      expect(french).toContain(`<link rel="alternate" hrefLang="${tag}" href="${shop.url}${path}"/>`);
    }
    expect(french).toMatch(/<nav class="language-switcher[^"]*" aria-label="Langue">/);
    expect(french).toContain('<a href="/de/shop/" hrefLang="de" lang="de" data-language="de">Deutsch</a>');
    const english = await (await shop.request('/shop/')).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toMatch(/<nav class="language-switcher[^"]*" aria-label="Language">/);
  });

  it('keeps each language of a page as its own cache entry', async () => {
    await shop.request('/de/');
    const german = await shop.request('/de/');
    expect(german.headers.get('x-cache')).toBe('HIT');
    expect(await german.text()).toContain('<html lang="de" dir="ltr">');
    const english = await shop.request('/');
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('gives the bare prefix its slash, and answers 404 for addresses that speak no language', async () => {
    const bare = await shop.request('/fr');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/fr/');
    for (const path of ['/fr/admin/', '/de/wp-json/', '/fr/uploads/x.webp', '/fr/assets/x.js']) {
      expect((await shop.request(path)).status, path).toBe(404);
    }
  });

  it('keeps the language through a page redirect', async () => {
    const checkout = await shop.request('/fr/checkout/');
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get('location')).toBe('/fr/cart/');
    const english = await shop.request('/checkout/');
    expect(english.headers.get('location')).toBe('/cart/');
  });

  it('lists every language in robots.txt and a sitemap per language with its alternates', async () => {
    const robots = await (await shop.request('/robots.txt')).text();
    expect(robots).toContain('Disallow: /checkout/');
    expect(robots).toContain('Disallow: /fr/checkout/');
    for (const path of ['/sitemap.xml', '/fr/sitemap.xml', '/de/sitemap.xml']) expect(robots).toContain(`Sitemap: ${shop.url}${path}`);

    const sitemap = await shop.request('/fr/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${shop.url}/fr/shop/</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${shop.url}/fr/product/[a-z0-9-]+/</loc>`));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${shop.url}/de/shop/"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${shop.url}/shop/"/>`);
    expect(xml).not.toContain('/cart/');
    expect(await (await shop.request('/sitemap.xml')).text()).toContain(`<loc>${shop.url}/shop/</loc>`);
  });
});

describe.each(DIALECTS)('a shop of one language on %s', (dialect) => {
  const shop = useHttpShop(dialect);

  it('has no prefixes, alternates or switcher', async () => {
    const html = await (await shop.request('/shop/')).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('hrefLang');
    expect(html).not.toContain('<nav class="language-switcher');
    expect((await shop.request('/fr/shop/')).status).toBe(404);
    expect(await (await shop.request('/robots.txt')).text()).not.toContain('/fr/');
  });
});
