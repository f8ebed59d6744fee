import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { DIALECTS } from './dialects.ts';
import { decode, textOf } from './fixtures/visitor.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { useHttpShop } from './http-shop.ts';

/** The demo shop in English, French and German, with products and pages made to be found. */
const FILE: ConfigFile = { store: { locales: { default: 'en', others: ['fr', 'de'] } } };

const names = (html: string) => [...html.matchAll(/<h[23] class="woocommerce-loop-product__title">([^<]*)<\/h[23]>/g)].map((match) => decode(match[1] ?? ''));
const bodyClass = (html: string) => /<body class="([^"]*)"/.exec(html)?.[1] ?? '';
const resultCount = (html: string) => textOf(/<p class="woocommerce-result-count"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');
/** The sort form: its action and what it holds. */
const sortForm = (html: string) => {
  const form = /<form class="woocommerce-ordering"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  return { action: decode(/\saction="([^"]*)"/.exec(form)?.[1] ?? ''), html: form };
};
const selectedSort = (html: string) => /<option value="([^"]+)" selected="">/.exec(html)?.[1];

describe.each(DIALECTS)('product search on %s', (dialect) => {
  const shop = useHttpShop(dialect, FILE);
  const page = async (path: string) => {
    const response = await shop.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    const { db } = shop.database;
    // Relevance: the exact SKU, then the names, then the short description, then the description.
    await insertProduct(db, { name: 'Teapot with a zephyr of steam', slug: 'zephyr-teapot', menu_order: 0, description: 'Zephyr' });
    await insertProduct(db, { name: 'Plain cup', slug: 'zephyr-cup', short_description: 'Light as a zephyr' });
    await insertProduct(db, { name: 'Stool', slug: 'zephyr-stool', description: 'Sits like a zephyr' });
    await insertProduct(db, { name: 'Ordinary jar', slug: 'zephyr-jar', sku: 'ZEPHYR', menu_order: 9 });
    const kettle = await insertProduct(db, { name: 'Zephyr Kettle', slug: 'zephyr-kettle', sku: 'ZK-1', menu_order: 1 });
    await db.insertInto('product_translations').values({ product_id: kettle, locale: 'de', name: 'Zephyr-Wasserkocher' }).execute();
    await insertProduct(db, { name: 'Zephyr draft', slug: 'zephyr-draft', status: 'draft' });
    const bowl = await insertProduct(db, { name: 'Apple bowl', slug: 'apple-bowl' });
    await db.insertInto('product_translations').values({ product_id: bowl, locale: 'de', name: 'Äpfelschale' }).execute();
    // Words found in different texts; LIKE's wildcards as plain characters.
    await insertProduct(db, { name: 'Quokka lamp', slug: 'quokka-lamp', description: 'Brass and linen' });
    await insertProduct(db, { name: 'Wombat 50% off', slug: 'wombat-percent' });
    await insertProduct(db, { name: 'Wombat 500 off', slug: 'wombat-hundreds' });
    await insertProduct(db, { name: 'Wombat snake_case', slug: 'wombat-underscore' });
    await insertProduct(db, { name: 'Wombat snakeXcase', slug: 'wombat-letter' });
    // Fourteen to page through, at twelve a page.
    for (let n = 1; n <= 14; n += 1) await insertProduct(db, { name: `Numbat ${String(n).padStart(2, '0')}`, slug: `numbat-${n}`, price: 100 * (15 - n), menu_order: n });
    const now = new Date().toISOString();
    const post = (type: 'post' | 'page', slug: string, title: string, content: string, status: 'publish' | 'draft' = 'publish') =>
      db.insertInto('posts').values({ type, slug, title, excerpt: '', content, image: null, status, published_at: now }).returning('id').executeTakeFirstOrThrow();
    const guide = await post('page', 'quokka-care', 'Caring for a quokka', '<p>Feed it leaves.</p>');
    await db.insertInto('post_translations').values({ post_id: guide.id, locale: 'de', title: 'Pflege eines Quokkas' }).execute();
    await post('post', 'quokka-news', 'News from the workshop', '<p>A quokka visited.</p>');
    await post('page', 'quokka-secret', 'Quokka secrets', '<p>Draft</p>', 'draft');
  });

  it('answers /?s=<terms>&post_type=product with the products found: body class, heading, count, noindex', async () => {
    const html = await page('/?s=zephyr&post_type=product');
    expect(bodyClass(html).split(' ')).toEqual(expect.arrayContaining(['search', 'search-results', 'post-type-archive-product', 'woocommerce-shop']));
    expect(bodyClass(html)).not.toMatch(/(^| )home( |$)/);
    expect(html).toMatch(/<h1 class="woocommerce-products-header__title page-title">Search results: “zephyr”<\/h1>/);
    expect(resultCount(html)).toBe('Showing all 5 results');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(names(html)).not.toContain('Zephyr draft');
    // The header's search field shows what was searched, so it can be refined.
    expect(html).toMatch(/<input type="search" id="site-header-search-field"[^>]* value="zephyr"/);
    // The home page is still the home page.
    expect(bodyClass(await page('/'))).toMatch(/(^| )home( |$)/);
  });

  it('orders by relevance by default: the exact SKU, the name, the short description, the description', async () => {
    const html = await page('/?s=zephyr&post_type=product');
    expect(names(html)).toEqual(['Ordinary jar', 'Teapot with a zephyr of steam', 'Zephyr Kettle', 'Plain cup', 'Stool']);
    expect(selectedSort(html)).toBe('relevance');
    expect(html).toContain('<option value="relevance" selected="">Relevance</option>');
    // The sort form keeps the search.
    expect(sortForm(html).action).toBe('/');
    expect(sortForm(html).html).toContain('<input type="hidden" name="s" value="zephyr"/><input type="hidden" name="post_type" value="product"/>');
    // The shop's own sort offers no relevance.
    expect(await page('/shop/')).not.toContain('value="relevance"');
  });

  it('matches every word, in any of the texts, case-insensitively', async () => {
    expect(names(await page('/?s=ZEPHYR+kettle&post_type=product'))).toEqual(['Zephyr Kettle']);
    expect(names(await page('/?s=quokka%20BRASS&post_type=product'))).toEqual(['Quokka lamp']);
    expect(names(await page('/?s=quokka+copper&post_type=product'))).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(names(await page('/?s=50%25&post_type=product'))).toEqual(['Wombat 50% off']);
    expect(names(await page('/?s=snake_case&post_type=product'))).toEqual(['Wombat snake_case']);
    expect(names(await page('/?s=%25&post_type=product'))).toEqual(['Wombat 50% off']);
    expect(names(await page('/?s=_&post_type=product'))).toEqual(['Wombat snake_case']);
  });

  it('finds products by their name in the page’s language under /de/, with links and the form there', async () => {
    const html = await page('/de/?s=wasserkocher&post_type=product');
    expect(html).toContain('<html lang="de"');
    expect(names(html)).toEqual(['Zephyr-Wasserkocher']);
    expect(html).toContain('Suchergebnisse: „wasserkocher“');
    expect(sortForm(html).action).toBe('/de/');
    expect(names(await page('/?s=wasserkocher&post_type=product'))).toEqual([]);
    // Letters beyond ASCII fold too, on both databases.
    expect(names(await page(`/de/?s=${encodeURIComponent('äpfel')}&post_type=product`))).toEqual(['Äpfelschale']);
    expect(names(await page(`/de/?s=${encodeURIComponent('ÄPFELSCHALE')}&post_type=product`))).toEqual(['Äpfelschale']);
  });

  it('finds pages and posts too at /?s= without post_type, products first, drafts never; in German by the translated title', async () => {
    const html = await page('/?s=quokka');
    expect(bodyClass(html)).toBe('search search-results');
    expect(names(html)).toEqual(['Quokka lamp']);
    const section = /<section class="search-content-results"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const productsAt = html.indexOf('<ul class="products');
    expect(productsAt).toBeGreaterThan(0);
    expect(productsAt).toBeLessThan(html.indexOf('<section class="search-content-results"'));
    expect(section).toContain('<a href="/quokka-care/">Caring for a quokka</a>');
    expect(section).toContain('<a href="/blog/quokka-news/">News from the workshop</a>');
    expect(section).not.toContain('secret');
    // Titles first.
    expect(section.indexOf('quokka-care')).toBeLessThan(section.indexOf('quokka-news'));
    expect(await page('/?s=quokka&post_type=product')).not.toContain('<section class="search-content-results"');
    const german = await page('/de/?s=pflege');
    expect(german).toContain('<a href="/de/quokka-care/">Pflege eines Quokkas</a>');
  });

  it('says no products were found, as WooCommerce does', async () => {
    const html = await page('/?s=nothing-like-this&post_type=product');
    expect(html).toContain('<p class="woocommerce-info" role="status">No products were found matching your selection.</p>');
    expect(html).not.toContain('<form class="woocommerce-ordering"');
    expect(await page('/fr/?s=nothing-like-this&post_type=product')).toContain('Aucun produit ne correspond à votre sélection.');
  });

  it('pages at /page/N/?s=…, keeps the search and the order in the links, 301 from page 1, 404 past the last', async () => {
    const first = await page('/?s=numbat&post_type=product');
    expect(resultCount(first)).toBe('Showing 1–12 of 14 results');
    expect(names(first)[0]).toBe('Numbat 01');
    expect(first).toContain('href="/page/2/?s=numbat&amp;post_type=product"');
    const second = await page('/page/2/?s=numbat&post_type=product');
    expect(names(second)).toEqual(['Numbat 13', 'Numbat 14']);
    const cheapest = await page('/?s=numbat&post_type=product&orderby=price');
    expect(names(cheapest)[0]).toBe('Numbat 14');
    expect(selectedSort(cheapest)).toBe('price');
    expect(cheapest).toContain('href="/page/2/?s=numbat&amp;post_type=product&amp;orderby=price"');
    expect(names(await page('/page/2/?s=numbat&post_type=product&orderby=price'))).toEqual(['Numbat 02', 'Numbat 01']);
    const one = await shop.request('/page/1/?s=numbat&post_type=product&orderby=price');
    expect(one.status).toBe(301);
    expect(one.headers.get('location')).toBe('/?s=numbat&post_type=product&orderby=price');
    expect((await shop.request('/page/3/?s=numbat&post_type=product')).status).toBe(404);
    expect((await shop.request('/page/2/')).status).toBe(404);
    // An unknown order is relevance.
    expect(selectedSort(await page('/?s=numbat&post_type=product&orderby=nonsense'))).toBe('relevance');
  });

  it('lists every product for an empty search of products, and the home page for an empty search of everything', async () => {
    const all = await page('/?s=&post_type=product');
    expect(bodyClass(all)).toContain('search-results');
    expect(resultCount(all)).toMatch(/of \d+ results/);
    expect(bodyClass(await page('/?s='))).toMatch(/(^| )home( |$)/);
  });

  it('bounds hostile searches: very long terms, many words, quotes and backslashes never fail', async () => {
    const long = await page(`/?s=${'zephyr'.repeat(2000)}&post_type=product`);
    expect(long).toContain('No products were found matching your selection.');
    const words = Array.from({ length: 60 }, (_, n) => `w${n}`).join('+');
    expect(await page(`/?s=${words}&post_type=product`)).toContain('No products were found');
    expect(await page(`/?s=${encodeURIComponent(`'"\\%_;--`)}`)).toContain('search-results');
    expect((await shop.request('/?s=a&s=b&post_type=product&post_type=x')).status).toBe(200);
    // The text index's operators are words like any other.
    for (const terms of ['"zephyr', 'zeph*', 'NEAR(zephyr kettle)', 'zephyr OR stool', '-zephyr', '^zephyr', 'name:zephyr', 'zephyr & !kettle', "zephyr:*A | 'x'", '🫖', `${'ü'.repeat(100)}`]) {
      expect(await page(`/?s=${encodeURIComponent(terms)}&post_type=product`), terms).toContain('No products were found matching your selection.');
    }
  });
});
