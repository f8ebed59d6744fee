import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import type { NewProduct } from '../db/schema.ts';
import { SORT_OPTIONS } from '../core/catalog/listing.ts';
import { listProducts } from '../core/catalog/product-list.ts';
import { describeCatalogQuery, type CatalogQueryInput, type CatalogScope, type CatalogSort } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { storefrontSort, WOO_PRODUCT_ORDERS, wooSort } from '../core/catalog/query/sorts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

/**
 * Fourteen parent products with many ties (equal prices, sales, ratings, dates, menu orders and names),
 * a variable product with two variations, a draft, a grouped and an external product, in two categories.
 */
const DAY = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
type Seed = Partial<NewProduct> & { name: string; categories?: ('mugs' | 'bowls')[]; fr?: string };
const SEEDS: Seed[] = [
  { name: 'Ash mug', price: 1500, menu_order: 1, total_sales: 10, average_rating: 4.1, rating_count: 3, created_at: DAY(1), categories: ['mugs'], fr: 'Tasse frêne' },
  { name: 'Birch mug', price: 1500, menu_order: 1, total_sales: 10, average_rating: 4.1, rating_count: 3, created_at: DAY(1), categories: ['mugs'], fr: '' },
  { name: 'Cedar mug', price: 1500, menu_order: 2, total_sales: 10, average_rating: 4.1, rating_count: 2, created_at: DAY(2), categories: ['mugs', 'bowls'] },
  { name: 'Birch mug', price: 900, menu_order: 1, total_sales: 0, average_rating: 0, created_at: DAY(2), categories: ['mugs'], fr: 'Bol bouleau' },
  { name: 'Dune bowl', price: 2500, menu_order: 3, total_sales: 70, average_rating: 2.5, rating_count: 1, created_at: DAY(3), categories: ['bowls'] },
  { name: 'Elm bowl', price: 2500, menu_order: 3, total_sales: 70, average_rating: 2.5, rating_count: 1, created_at: DAY(3), categories: ['bowls'], stock: 0, stock_status: 'outofstock' },
  { name: 'Fir bowl', price: 300, regular_price: 600, sale_price: 300, menu_order: 0, total_sales: 5, average_rating: 4.9, created_at: DAY(4), categories: ['bowls'], stock_status: 'onbackorder' },
  { name: 'Gum plate', price: 1200, menu_order: 5, total_sales: 33, average_rating: 4.5, created_at: DAY(5) },
  { name: 'Hazel plate', price: 1200, menu_order: 5, total_sales: 33, average_rating: 4.5, created_at: DAY(5) },
  { name: 'Ivy cup', price: 700, menu_order: 2, total_sales: 1, average_rating: 3, created_at: DAY(6), categories: ['mugs'] },
  { name: 'Juniper set', type: 'grouped', price: 0, menu_order: 4, created_at: DAY(7) },
  { name: 'Kelp print', type: 'external', price: 4000, menu_order: 4, created_at: DAY(7), external_url: 'https://example.test/kelp', button_text: 'Buy' },
  { name: 'Larch jug', type: 'variable', price: 1800, max_price: 2200, menu_order: 2, total_sales: 12, created_at: DAY(8), categories: ['mugs'], fr: 'Pichet mélèze' },
  { name: 'Maple draft', status: 'draft', price: 1500, menu_order: 0, total_sales: 999, average_rating: 5, created_at: DAY(9), categories: ['mugs'] },
];

describe.each(DIALECTS)('the catalogue query on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const ids = new Map<string, number>();
  const variationIds: number[] = [];
  let mugs: number;
  let bowls: number;

  beforeAll(async () => {
    const { db } = database;
    mugs = await insertCategory(db, 'Mugs');
    bowls = await insertCategory(db, 'Bowls');
    for (const [index, { categories = [], fr, ...values }] of SEEDS.entries()) {
      const id = await insertProduct(db, { slug: `p-${index}`, updated_at: DAY(20 - index), ...values });
      ids.set(`${values.name}#${index}`, id);
      for (const category of categories) await db.insertInto('product_categories').values({ product_id: id, category_id: category === 'mugs' ? mugs : bowls }).execute();
      if (fr !== undefined) await db.insertInto('product_translations').values({ product_id: id, locale: 'fr', name: fr }).execute();
    }
    const jug = ids.get(`Larch jug#${SEEDS.findIndex((seed) => seed.name === 'Larch jug')}`)!;
    for (const [size, price] of [['Small', 1800], ['Large', 2200]] as const) {
      const id = await insertProduct(db, { name: `Larch jug – ${size}`, slug: `larch-jug-${size.toLowerCase()}`, type: 'variation', parent_id: jug, price, created_at: DAY(30), total_sales: 500 });
      await db.insertInto('product_categories').values({ product_id: id, category_id: mugs }).execute();
      variationIds.push(id);
    }
  });

  const run = async (db: Db, input: Omit<CatalogQueryInput, 'page' | 'perPage'> & { page?: number; perPage?: number }) => {
    const result = await runCatalogQuery(db, describeCatalogQuery({ page: 1, perPage: 100, ...input }), ['id', 'name', 'type', 'status', 'price']);
    if (!result.ok) throw new Error('refused');
    return result.page;
  };
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

  /** Every page by number, then every page by cursor, three rows a page. */
  async function walk(scope: CatalogScope, sort: CatalogSort, extra: Partial<CatalogQueryInput> = {}) {
    const { db } = database;
    const all = await run(db, { scope, sort, ...extra });
    const byOffset: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) byOffset.push(...idsOf((await run(db, { scope, sort, page, perPage: 3, ...extra })).rows));
    const byKeyset: number[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await run(db, { scope, sort, perPage: 3, ...(after ? { after } : {}), ...extra });
      expect(page.total).toBe(all.total);
      byKeyset.push(...idsOf(page.rows));
      if (page.nextCursor === null) break;
      after = page.nextCursor;
    }
    return { all: idsOf(all.rows), total: all.total, byOffset, byKeyset };
  }

  const sorts: [string, CatalogSort][] = [
    ...SORT_OPTIONS.map((option): [string, CatalogSort] => [`shop ${option}`, storefrontSort(option)]),
    ...WOO_PRODUCT_ORDERS.filter((order) => order !== 'include').flatMap((order) => (['asc', 'desc'] as const).map((direction): [string, CatalogSort] => [`rest ${order} ${direction}`, wooSort(order, direction)])),
  ];

  it.each(sorts)('pages by cursor exactly as by page number, without a gap or a repeat: %s', async (_label, sort) => {
    for (const scope of ['storefront', 'owner'] as const) {
      for (const locale of [null, { locale: 'fr', defaultLocale: 'en' }]) {
        const { all, total, byOffset, byKeyset } = await walk(scope, sort, { locale });
        expect(all).toHaveLength(total);
        expect(new Set(all).size).toBe(total);
        expect(byOffset).toEqual(all);
        expect(byKeyset).toEqual(all);
        expect(total).toBe(scope === 'storefront' ? 13 : 14);
      }
    }
  });

  it('never lists a variation, in any scope, filter or search; lists a draft only to the owner', async () => {
    const { db } = database;
    for (const scope of ['storefront', 'owner'] as const) {
      const everything = await run(db, { scope, sort: wooSort('popularity', 'desc') });
      expect(everything.rows.some((row) => variationIds.includes(row.id))).toBe(false);
      expect(everything.rows.some((row) => row.type === 'variation')).toBe(false);
      expect(everything.rows.some((row) => row.status === 'draft')).toBe(scope === 'owner');
      const searched = await run(db, { scope, sort: wooSort('id', 'asc'), search: 'larch', categories: [mugs] });
      expect(searched.rows.map((row) => row.name)).toEqual(['Larch jug']);
      expect((await run(db, { scope, sort: wooSort('id', 'asc'), include: variationIds })).total).toBe(0);
    }
  });

  it('filters by type, category (id or slug), price bounds, stock status, sale and ids', async () => {
    const { db } = database;
    const names = async (input: Partial<CatalogQueryInput>) => (await run(db, { scope: 'storefront', sort: wooSort('title', 'asc'), ...input })).rows.map((row) => row.name);
    expect(await names({ types: ['variable'] })).toEqual(['Larch jug']);
    expect(await names({ types: ['grouped', 'external'] })).toEqual(['Juniper set', 'Kelp print']);
    expect(await names({ types: ['simple'] })).toHaveLength(10);
    expect(await names({ categories: [bowls] })).toEqual(['Cedar mug', 'Dune bowl', 'Elm bowl', 'Fir bowl']);
    expect(await names({ categories: ['bowls', mugs] })).toEqual(['Ash mug', 'Birch mug', 'Birch mug', 'Cedar mug', 'Dune bowl', 'Elm bowl', 'Fir bowl', 'Ivy cup', 'Larch jug']);
    expect(await names({ categories: [] })).toEqual([]);
    expect(await names({ minPrice: 1500, maxPrice: 2500 })).toEqual(['Ash mug', 'Birch mug', 'Cedar mug', 'Dune bowl', 'Elm bowl', 'Larch jug']);
    expect(await names({ stockStatuses: ['outofstock', 'onbackorder'] })).toEqual(['Elm bowl', 'Fir bowl']);
    expect(await names({ onSale: true })).toEqual(['Fir bowl']);
    const ash = ids.get('Ash mug#0')!;
    const ivy = ids.get('Ivy cup#9')!;
    expect(await names({ include: [ivy, ash], excludeIds: [ivy] })).toEqual(['Ash mug']);
    expect(await names({ include: [] })).toEqual([]);
    // The include order: the ids as given, no cursor.
    const included = await run(db, { scope: 'storefront', sort: { kind: 'include', direction: 'asc' }, include: [ivy, ash] });
    expect(idsOf(included.rows)).toEqual([ivy, ash]);
    expect(included.nextCursor).toBeNull();
  });

  it('reads names in the page language, falling back to the stored name where a translation is missing or empty, and sorts them as the default language has them', async () => {
    const { db } = database;
    const page = await run(db, { scope: 'storefront', sort: wooSort('id', 'asc'), locale: { locale: 'fr', defaultLocale: 'en' }, types: ['simple', 'variable'], categories: [mugs] });
    expect(page.rows.map((row) => row.name)).toEqual(['Tasse frêne', 'Birch mug', 'Cedar mug', 'Bol bouleau', 'Ivy cup', 'Pichet mélèze']);
    const sortedByName = await run(db, { scope: 'storefront', sort: wooSort('title', 'asc'), locale: { locale: 'fr', defaultLocale: 'en' }, categories: [mugs] });
    // Ash, Birch, Birch, Cedar, Ivy, Larch: one order in every language, kept by an index at any size.
    expect(sortedByName.rows.map((row) => row.name)).toEqual(['Tasse frêne', 'Birch mug', 'Bol bouleau', 'Cedar mug', 'Ivy cup', 'Pichet mélèze']);
    expect(sortedByName.rows.some((row) => 'sort_name' in row)).toBe(false);
    const cards = await listProducts(db, { page: 1, perPage: 2, categoryId: mugs, locale: { locale: 'fr', defaultLocale: 'en' }, uploadsUrl: '/uploads', sort: 'date' });
    expect(cards.products.map((card) => card.name)).toEqual(['Pichet mélèze', 'Ivy cup']);
    expect(cards.total).toBe(6);
  });

  it('refuses a garbled, forged or foreign cursor instead of reading it', async () => {
    const { db } = database;
    const query = (after: string, sort = storefrontSort('price')) => runCatalogQuery(db, describeCatalogQuery({ scope: 'storefront', sort, page: 1, perPage: 3, after }), ['id']);
    const first = await runCatalogQuery(db, describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('price'), page: 1, perPage: 3 }), ['id', 'price']);
    if (!first.ok || first.page.nextCursor === null) throw new Error('expected a next page');
    expect((await query(first.page.nextCursor)).ok).toBe(true);
    expect(await query('garbage!')).toEqual({ ok: false, reason: 'invalid-cursor' });
    expect(await query(Buffer.from('{"s":"price:asc","v":["1 or 1=1",1]}').toString('base64url'))).toEqual({ ok: false, reason: 'invalid-cursor' });
    expect(await query(first.page.nextCursor, storefrontSort('popularity'))).toEqual({ ok: false, reason: 'invalid-cursor' });
    expect(await query(first.page.nextCursor, { kind: 'include', direction: 'asc' })).toEqual({ ok: false, reason: 'invalid-cursor' });
    expect(await query(first.page.nextCursor, storefrontSort('relevance'))).toEqual({ ok: false, reason: 'invalid-cursor' });
  });

  it('orders a search by relevance, names in the page language first, and matches every word in any scope', async () => {
    const { db } = database;
    const names = async (input: Partial<CatalogQueryInput>) => (await run(db, { scope: 'storefront', sort: storefrontSort('relevance'), ...input })).rows.map((row) => row.name);
    // Names holding the word, by menu order then id; the French names are searched on a French page.
    expect(await names({ search: 'MUG' })).toEqual(['Ash mug', 'Birch mug', 'Birch mug', 'Cedar mug']);
    expect(await names({ search: 'bol', locale: { locale: 'fr', defaultLocale: 'en' } })).toEqual(['Bol bouleau']);
    expect(await names({ search: 'birch 900' })).toEqual([]);
    expect(await names({ search: 'birch mug', scope: 'owner' })).toEqual(['Birch mug', 'Birch mug']);
    expect(await names({ search: 'mug birch', scope: 'owner', sort: wooSort('id', 'asc') })).toEqual(['Birch mug', 'Birch mug']);
    // Without a search, relevance is the menu order.
    expect((await names({ types: ['simple'], categories: [bowls] }))[0]).toBe('Fir bowl');
  });
});
