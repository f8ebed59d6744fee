import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingFacets } from '../core/catalog/listing-facets.ts';
import { describeCatalogQuery } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import type { NewProduct } from '../db/schema.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

/**
 * The shop's first view reads its layered navigation from counts the database keeps (migration 035):
 * after every kind of write they say what counting the rows says.
 */
describe.each(DIALECTS)("the whole shop's facet counts on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const ids: Record<string, number> = {};
  const terms: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = database;
    const attribute = await db.insertInto('attributes').values({ slug: 'finish', name: 'Finish' }).returning('id').executeTakeFirstOrThrow();
    for (const [index, slug] of ['oiled', 'waxed', 'raw'].entries()) {
      terms[slug] = (await db.insertInto('attribute_terms').values({ attribute_id: attribute.id, slug, name: slug, menu_order: index }).returning('id').executeTakeFirstOrThrow()).id;
    }
    const category = await insertCategory(db, 'Boards');
    ids.a = await insertProduct(db, { name: 'A', regular_price: 1200 });
    ids.b = await insertProduct(db, { name: 'B', regular_price: 800, stock_status: 'outofstock', stock: 0 });
    ids.c = await insertProduct(db, { name: 'C', type: 'variable', regular_price: 1500, max_price: 4000 });
    ids.variation = await insertProduct(db, { name: 'C – L', type: 'variation', parent_id: ids.c, regular_price: 4000 });
    ids.draft = await insertProduct(db, { name: 'D', status: 'draft', regular_price: 100 });
    for (const [product, term] of [
      [ids.a, 'oiled'],
      [ids.b, 'oiled'],
      [ids.b, 'waxed'],
      [ids.c, 'waxed'],
      [ids.variation, 'raw'],
      [ids.draft, 'raw'],
    ] as const) {
      await db.insertInto('product_attribute_terms').values({ product_id: product, term_id: terms[term]! }).execute();
    }
    for (const product of [ids.a, ids.c, ids.draft]) await db.insertInto('product_categories').values({ product_id: product, category_id: category }).execute();
  });

  const shop = describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16 });
  const vocabulary = { attributes: new Map(), details: new Map() };
  // A price floor of nothing matches the same products, and its other choices are counted over the rows; so
  // does every stock status, and the price range is then read from the rows. (A choice counted without its own
  // filter, with no other, is the whole shop's: it is read from the kept counts too.)
  const kept = () => listingFacets(database.db, shop, vocabulary, { categories: true });
  const grouped = async () => {
    const [floored, stocked] = await Promise.all([
      listingFacets(database.db, { ...shop, minPrice: 0 }, vocabulary, { categories: true }),
      listingFacets(database.db, { ...shop, stockStatuses: ['instock', 'outofstock', 'onbackorder'] }, vocabulary, { categories: true }),
    ]);
    return { ...floored, price: stocked.price };
  };

  // Each term link carries its product's sort columns and whether it is listed (migration 040).
  const termLinksInStep = async () => {
    const links = await database.db
      .selectFrom('product_attribute_terms as pat')
      .innerJoin('products as p', 'p.id', 'pat.product_id')
      .select([
        'pat.listed', 'pat.name', 'pat.price', 'pat.menu_order', 'pat.created_at', 'pat.total_sales', 'pat.average_rating', 'pat.rating_count',
        'p.name as productName', 'p.price as productPrice', 'p.menu_order as productOrder', 'p.created_at as productCreated', 'p.total_sales as productSales',
        'p.average_rating as productRating', 'p.rating_count as productRatings', 'p.status', 'p.type',
        'pat.stock_status', 'pat.top_price', 'p.stock_status as productStock', 'p.max_price',
      ])
      .execute();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect([link.listed, link.name, Number(link.price), link.menu_order, link.created_at, link.total_sales, link.average_rating, link.rating_count, link.stock_status, Number(link.top_price)]).toEqual([
        link.status === 'publish' && link.type !== 'variation' ? 1 : 0, link.productName, Number(link.productPrice), link.productOrder, link.productCreated,
        link.productSales, link.productRating, link.productRatings, link.productStock, Number(link.max_price ?? link.productPrice),
      ]);
    }
  };

  // A listing led by a term's links (two terms every product must have) counts its stock statuses and its
  // price range from the links (migration 044): what the products having both terms say.
  const termLedInStep = async () => {
    const { db } = database;
    const both = { ...shop, attributes: [{ taxonomy: 'pa_finish', terms: ['oiled', 'waxed'], queryType: 'and' as const }] };
    const facets = await listingFacets(db, both, vocabulary, { categories: true });
    const having = (term: number) => db.selectFrom('product_attribute_terms').select('product_id').where('term_id', '=', term);
    const products = await db
      .selectFrom('products')
      .select(['stock_status', 'price', 'max_price'])
      .where('status', '=', 'publish')
      .where('type', '<>', 'variation')
      .where('id', 'in', having(terms.oiled!))
      .where('id', 'in', having(terms.waxed!))
      .execute();
    for (const stock of facets.stock) expect(stock.count, stock.status).toBe(products.filter((product) => product.stock_status === stock.status).length);
    const prices = products.map((product) => Number(product.price));
    const tops = products.map((product) => Number(product.max_price ?? product.price));
    expect(facets.price).toEqual(products.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...tops) });
  };

  // A category's links carry its products' stock status and top price (migration 043), and its own page's
  // stock statuses and price range, read from them, are what counting its products says.
  const categoryInStep = async () => {
    const { db } = database;
    const links = await db
      .selectFrom('product_categories as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select(['pc.stock_status', 'pc.top_price', 'p.stock_status as productStock', 'p.price', 'p.max_price', 'pc.category_id'])
      .execute();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect([link.stock_status, Number(link.top_price)]).toEqual([link.productStock, Number(link.max_price ?? link.price)]);
    const category = links[0]!.category_id;
    const page = { ...shop, categories: [category] };
    const [kept, floored, stocked] = await Promise.all([
      listingFacets(db, page, vocabulary, { categories: false }),
      listingFacets(db, { ...page, minPrice: 0 }, vocabulary, { categories: false }),
      listingFacets(db, { ...page, stockStatuses: ['instock', 'outofstock', 'onbackorder'] }, vocabulary, { categories: false }),
    ]);
    expect(kept.stock).toEqual(floored.stock);
    expect(kept.price).toEqual(stocked.price);
  };

  it('starts as the rows say, variations and drafts left out', async () => {
    const facets = await kept();
    expect(facets.attributes[0]?.terms.map((term) => [term.slug, term.count])).toEqual([
      ['oiled', 2],
      ['waxed', 2],
    ]);
    expect(facets.stock.map((stock) => [stock.status, stock.count])).toEqual([
      ['instock', 2],
      ['outofstock', 1],
      ['onbackorder', 0],
    ]);
    expect(facets.price).toEqual({ min: 800, max: 4000 });
    expect(facets.categories.map((category) => category.count)).toEqual([2]);
    expect(facets).toEqual(await grouped());
  });

  it('counts a narrowed listing up to a limit, says there are more, and reads its later pages forwards', async () => {
    // A price range the kept prices do not answer (leaving out a product no one has): counted.
    const narrowed = { ...shop, minPrice: 0, excludeIds: [0], sort: storefrontSort('price'), perPage: 1 };
    const first = await runCatalogQuery(database.db, narrowed, ['id'], { countLimit: 2 });
    expect(first).toMatchObject({ ok: true, page: { total: 2, capped: true } });
    expect(first.ok && first.page.rows.map((row) => row.id)).toEqual([ids.b]);
    // Page 2 of a cut total is not the last page: read from the far end, it would be the dearest.
    const second = await runCatalogQuery(database.db, { ...narrowed, page: 2 }, ['id'], { countLimit: 2 });
    expect(second.ok && second.page.rows.map((row) => row.id)).toEqual([ids.a]);
    expect(await runCatalogQuery(database.db, narrowed, ['id'], { countLimit: 3 })).toMatchObject({ ok: true, page: { total: 3, capped: false } });
    expect(await runCatalogQuery(database.db, narrowed, ['id'])).toMatchObject({ ok: true, page: { total: 3, capped: false } });
    // In another order, a price range past the limit is checked as the page walks that order: the same products.
    const byName = { ...narrowed, sort: storefrontSort('menu_order'), perPage: 3 };
    const walked = await runCatalogQuery(database.db, byName, ['id'], { countLimit: 2 });
    const counted = await runCatalogQuery(database.db, byName, ['id'], { countLimit: 10 });
    expect(walked).toMatchObject({ ok: true, page: { total: 2, capped: true } });
    expect(walked.ok && walked.page.rows).toEqual(counted.ok && counted.page.rows);
    // A price range alone is kept counted (migration 048): exact past the limit.
    const priced = { ...shop, minPrice: 0, sort: storefrontSort('price'), perPage: 1 };
    expect(await runCatalogQuery(database.db, priced, ['id'], { countLimit: 2 })).toMatchObject({ ok: true, page: { total: 3, capped: false } });
  });

  it('follows every write: publish, draft, stock, a term added, moved and removed, a type change, a delete', async () => {
    const { db } = database;
    const writes = [
      () => db.updateTable('products').set({ status: 'publish' }).where('id', '=', ids.draft!).execute(),
      () => db.updateTable('products').set({ stock_status: 'onbackorder' }).where('id', '=', ids.a!).execute(),
      () => db.updateTable('products').set({ status: 'draft' }).where('id', '=', ids.b!).execute(),
      () => db.insertInto('product_attribute_terms').values({ product_id: ids.a!, term_id: terms.raw! }).execute(),
      () => db.updateTable('product_attribute_terms').set({ term_id: terms.waxed! }).where('product_id', '=', ids.a!).where('term_id', '=', terms.oiled!).execute(),
      () => db.updateTable('products').set({ price: 650, name: 'A (new)', menu_order: 4, total_sales: 9, average_rating: 4.5, rating_count: 2 }).where('id', '=', ids.a!).execute(),
      () => db.insertInto('product_attribute_terms').values({ product_id: ids.c!, term_id: terms.oiled! }).execute(),
      () => db.updateTable('products').set({ max_price: 5200, stock_status: 'outofstock' }).where('id', '=', ids.c!).execute(),
      () => db.updateTable('product_attribute_terms').set({ product_id: ids.c! }).where('product_id', '=', ids.draft!).where('term_id', '=', terms.raw!).execute(),
      () => db.deleteFrom('product_attribute_terms').where('product_id', '=', ids.c!).execute(),
      () => db.updateTable('products').set({ type: 'simple', parent_id: null }).where('id', '=', ids.variation!).execute(),
      () => db.deleteFrom('products').where('id', '=', ids.a!).execute(),
      () => sql`update products set status = 'publish' where id = ${ids.b!}`.execute(db),
    ];
    for (const write of writes) {
      await write();
      expect(await kept()).toEqual(await grouped());
      await termLinksInStep();
      await termLedInStep();
      await categoryInStep();
    }
    expect((await kept()).stock.map((stock) => stock.count)).toEqual([2, 2, 0]);
  });

  it('follows inserts of many rows in one statement: products of each status, type and stock, their term and category links, and none', async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const product = (name: string, values: Partial<NewProduct> = {}): NewProduct => ({
      slug: name.toLowerCase().replaceAll(' ', '-'), name, status: 'publish', type: 'simple', parent_id: null, regular_price: 700, price: 700, max_price: null,
      stock: null, stock_status: 'instock', short_description: '', description: '', created_at: now, updated_at: now, ...values,
    });
    const boards = (await db.selectFrom('categories').select('id').where('slug', '=', 'boards').executeTakeFirstOrThrow()).id;
    const stools = await insertCategory(db, 'Stools');
    const statements = {
      products: () =>
        db.insertInto('products').values([
          product('Tallowwood oak'),
          product('Tallowwood ash', { stock_status: 'outofstock', stock: 0 }),
          product('Tallowwood elm', { stock_status: 'onbackorder', price: 2500, regular_price: 2500 }),
          product('Tallowwood beech', { status: 'draft' }),
          product('Tallowwood pine', { type: 'variable', max_price: 5000 }),
          product('Tallowwood birch', { type: 'external', stock_status: 'outofstock' }),
        ]).returning(['id', 'name']).execute(),
      variations: (parent: number) =>
        db.insertInto('products').values([
          product('Tallowwood pine S', { type: 'variation', parent_id: parent }),
          product('Tallowwood pine L', { type: 'variation', parent_id: parent, stock_status: 'outofstock' }),
        ]).returning(['id', 'name']).execute(),
      none: () =>
        sql`insert into products (slug, name, regular_price, price, stock_status, created_at, updated_at)
            select slug || '-again', name, regular_price, price, stock_status, created_at, updated_at from products where id < 0`.execute(db),
    };
    const counted = async () => {
      expect(await kept()).toEqual(await grouped());
      const byStatusAndType = await db.selectFrom('products').select(['status', 'type', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy(['status', 'type']).execute();
      const keptByStatusAndType = await db.selectFrom('product_counts').select(['status', 'type', 'count']).where('count', '<>', 0).execute();
      const key = (row: { status: string; type: string; count: unknown }) => `${row.status} ${row.type} ${Number(row.count)}`;
      expect(keptByStatusAndType.map(key).sort()).toEqual(byStatusAndType.map(key).sort());
    };
    const made = await statements.products();
    await counted();
    const id = Object.fromEntries(made.map((row) => [row.name, row.id]));
    const variations = await statements.variations(id['Tallowwood pine']!);
    await counted();
    await statements.none();
    await counted();
    const all = [...made, ...variations].map((row) => row.id);
    // Several terms, linked to products of every status and type, in one statement; then no link at all.
    await db.insertInto('product_attribute_terms').values(all.flatMap((productId, index) => (index % 2 === 0 ? [terms.oiled!, terms.raw!] : [terms.waxed!]).map((termId) => ({ product_id: productId, term_id: termId })))).execute();
    await counted();
    await sql`insert into product_attribute_terms (product_id, term_id) select product_id, term_id from product_attribute_terms where product_id < 0`.execute(db);
    await counted();
    // Two categories in one statement; then no link at all.
    await db.insertInto('product_categories').values(all.flatMap((productId) => [boards, stools].map((categoryId) => ({ product_id: productId, category_id: categoryId })))).execute();
    await counted();
    await sql`insert into product_categories (product_id, category_id) select product_id, category_id from product_categories where product_id < 0`.execute(db);
    await counted();
    // A new price and a new name go into the links (migration 029) and leave the counts as they are.
    await db.updateTable('products').set({ price: 900, name: sql`name || ' (new)'` }).where('id', 'in', all).execute();
    await db.updateTable('products').set({ name: sql`replace(name, ' (new)', '')` }).where('id', 'in', all).execute();
    await counted();
    await termLinksInStep();
    await categoryInStep();
    // Each link carries its product's sort columns and whether it is listed (migration 029).
    const links = await db
      .selectFrom('product_categories as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select(['pc.listed', 'pc.name', 'pc.price', 'pc.menu_order', 'pc.created_at', 'p.name as productName', 'p.price as productPrice', 'p.menu_order as productOrder', 'p.created_at as productCreated', 'p.status', 'p.type'])
      .where('pc.product_id', 'in', all)
      .execute();
    expect(links).toHaveLength(all.length * 2);
    for (const link of links) {
      expect([link.listed, link.name, Number(link.price), link.menu_order, link.created_at]).toEqual([
        link.status === 'publish' && link.type !== 'variation' ? 1 : 0, link.productName, Number(link.productPrice), link.productOrder, link.productCreated,
      ]);
    }
    // The shop finds the listed ones by name, in their category too.
    const found = async (extra: { categories?: number[] } = {}) => {
      const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 100, search: 'tallowwood', ...extra });
      const result = await runCatalogQuery(db, query, ['name']);
      return result.ok ? result.page.rows.map((row) => row.name).sort() : [];
    };
    const listed = ['Tallowwood ash', 'Tallowwood birch', 'Tallowwood elm', 'Tallowwood oak', 'Tallowwood pine'];
    expect(await found()).toEqual(listed);
    expect(await found({ categories: [stools] })).toEqual(listed);
  });

  it("counts a listing narrowed by one stock status among its products, and offers the other statuses with the whole shop's counts", async () => {
    const { db } = database;
    const outOfStock = await listingFacets(db, { ...shop, stockStatuses: ['outofstock'] }, vocabulary, { categories: true });
    const rows = await db.selectFrom('products').select(['stock_status', (eb) => eb.fn.countAll<number | string>().as('count')]).where('status', '=', 'publish').where('type', '<>', 'variation').groupBy('stock_status').execute();
    expect(outOfStock.stock.map((stock) => [stock.status, stock.count])).toEqual(
      (['instock', 'outofstock', 'onbackorder'] as const).map((status) => [status, Number(rows.find((row) => row.stock_status === status)?.count ?? 0)]),
    );
    expect(outOfStock.stock.find((stock) => stock.status === 'outofstock')?.chosen).toBe(true);
    // The other choices are counted among the out-of-stock products alone.
    const outOfStockIds = (await db.selectFrom('products').select('id').where('stock_status', '=', 'outofstock').where('status', '=', 'publish').where('type', '<>', 'variation').execute()).map((row) => row.id);
    const termsOfThose = await db.selectFrom('product_attribute_terms').select('term_id').where('product_id', 'in', outOfStockIds.length > 0 ? outOfStockIds : [0]).execute();
    expect(outOfStock.attributes.flatMap((facet) => facet.terms).reduce((sum, term) => sum + term.count, 0)).toBe(termsOfThose.length);
  });

  it("offers a narrowed listing of more products than it counts the shop's choices, uncounted; a category's own page is counted", async () => {
    const narrowed = { ...shop, minPrice: 0 };
    const over = await listingFacets(database.db, narrowed, vocabulary, { categories: true, countLimit: 1 });
    expect(over.counted).toBe(false);
    // The whole shop's choices and price range, as its first view has them.
    expect({ ...over, counted: true }).toEqual(await kept());
    expect(await listingFacets(database.db, narrowed, vocabulary, { categories: true, countLimit: 100 })).toMatchObject({ counted: true });
    const category = (await database.db.selectFrom('categories').select('id').where('slug', '=', 'boards').executeTakeFirstOrThrow()).id;
    const own = await listingFacets(database.db, { ...shop, categories: [category] }, vocabulary, { categories: false, countLimit: 1 });
    expect(own.counted).toBe(true);
  });
});
