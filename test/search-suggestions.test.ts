import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { bestMatches } from '../core/catalog/query/best-matches.ts';
import { describeCatalogQuery } from '../core/catalog/query/description.ts';
import { planSearch } from '../core/catalog/query/search.ts';
import { textIndexOf } from '../core/catalog/query/text-index.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { useHttpShop } from './http-shop.ts';

const FILE: ConfigFile = { store: { locales: { default: 'en', others: ['fr', 'de'] } } };
const ENDPOINT = '/wp-json/vitrine/v1/product-suggestions';

interface SuggestionsJson {
  search: string;
  total: number;
  summary: string;
  results_url: string;
  results_label: string;
  products: { id: number; name: string; url: string; price: string; price_label: string; image: { src: string; srcset: string; alt: string } | null }[];
}

describe.each(DIALECTS)('search suggestions on %s', (dialect) => {
  const shop = useHttpShop(dialect, FILE);
  const suggest = async (query: string) => {
    const response = await shop.request(`${ENDPOINT}?${query}`);
    return { response, json: (await response.json()) as SuggestionsJson };
  };

  beforeAll(async () => {
    const { db } = shop.database;
    const kettle = await insertProduct(db, { name: 'Quokka Kettle', slug: 'quokka-kettle', sku: 'QK-1', price: 4500, regular_price: 5000, sale_price: 4500 });
    await db.insertInto('product_translations').values({ product_id: kettle, locale: 'de', name: 'Quokka-Wasserkocher' }).execute();
    await insertProduct(db, { name: 'Quokka mug', slug: 'quokka-mug', price: 1800, regular_price: 1800 });
    await insertProduct(db, { name: 'Plain plate', slug: 'plain-plate', description: 'A quokka drew it' });
    await insertProduct(db, { name: 'Quokka draft', slug: 'quokka-draft', status: 'draft' });
    for (let index = 0; index < 8; index++) await insertProduct(db, { name: `Wombat print ${index}`, slug: `wombat-print-${index}` });
  });

  it('lists the products found, best first, with their page, price and what a screen reader hears', async () => {
    const { response, json } = await suggest('search=quokka');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(json.products.map((product) => product.name)).toEqual(['Quokka Kettle', 'Quokka mug', 'Plain plate']);
    expect(json.products[0]).toMatchObject({ url: '/product/quokka-kettle/', price: '$45.00', price_label: 'Original price was: $50.00. Current price is: $45.00.' });
    expect(json.products[1]).toMatchObject({ url: '/product/quokka-mug/', price: '$18.00', price_label: '$18.00' });
    expect(json).toMatchObject({ search: 'quokka', total: 3, more: false, summary: '3 products found', results_url: '/?s=quokka&post_type=product', results_label: 'See all 3 results' });
  });

  it('shows at most six and counts them all', async () => {
    const { json } = await suggest('search=wombat');
    expect(json.products).toHaveLength(6);
    expect(json.total).toBe(8);
    expect(json.summary).toBe('8 products found');
  });

  it('puts a SKU holding the words before names, and names before other texts, whatever was added first', async () => {
    const { db } = shop.database;
    await insertProduct(db, { name: 'Teapot', slug: 'numbat-teapot', description: 'Numbat pattern' });
    await insertProduct(db, { name: 'Numbat teapot', slug: 'numbat-named' });
    await insertProduct(db, { name: 'Teapot stand', slug: 'numbat-stand', sku: 'NUMBAT' });
    const { json } = await suggest('search=numba');
    expect(json.products.map((product) => product.name)).toEqual(['Teapot stand', 'Numbat teapot', 'Teapot']);
    expect(json).toMatchObject({ total: 3, more: false });
  });

  it('counts up to its limit and then says there are more', async () => {
    const { db } = shop.database;
    const index = textIndexOf(db);
    const found = async (search: string, limit: number) =>
      bestMatches(db, describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 2, search }), await planSearch(db, search, index), index, limit);
    expect(await found('wombat', 8)).toMatchObject({ more: false });
    expect((await found('wombat', 8))?.ids).toHaveLength(8);
    const capped = await found('wombat', 5);
    expect(capped).toMatchObject({ more: true });
    expect(capped?.ids).toHaveLength(5);
    // A word the index cannot look up is left to the catalogue query.
    expect(await found('QK-1', 5)).toBeNull();
  });

  it("answers in the shopper's language: names, pages and words", async () => {
    const { json } = await suggest('search=wasserkocher&lang=de');
    expect(json.products.map((product) => [product.name, product.url])).toEqual([['Quokka-Wasserkocher', '/de/product/quokka-kettle/']]);
    expect(json.summary).toBe('1 Produkt gefunden');
    expect(json.results_url).toBe('/de/?s=wasserkocher&post_type=product');
    const french = await suggest('search=quokka%20mug&lang=fr');
    expect(french.json.products[0]).toMatchObject({ url: '/fr/product/quokka-mug/', price: '18,00\u00a0$US' });
    expect(french.json.summary).toBe('1 produit trouvé');
  });

  it('suggests nothing for a letter or nothing found, and says so', async () => {
    expect((await suggest('search=q')).json).toMatchObject({ products: [], total: 0, summary: 'No products found' });
    expect((await suggest('search=')).json).toMatchObject({ products: [], total: 0 });
    expect((await suggest('search=zzzqqq')).json).toMatchObject({ products: [], total: 0, summary: 'No products found' });
  });

  it('refuses what it cannot read with the reason, and takes hostile words as words', async () => {
    const language = await suggest('search=quokka&lang=xx');
    expect(language.response.status).toBe(400);
    expect(JSON.stringify(language.json)).toContain('lang');
    const long = await suggest(`search=${'a'.repeat(201)}`);
    expect(long.response.status).toBe(400);
    for (const hostile of ['%25', '_', "'", '"quokka" OR 1=1', 'quokka*', '<script>']) {
      const { response } = await suggest(`search=${encodeURIComponent(hostile)}`);
      expect(response.status, hostile).toBe(200);
    }
  });
});
