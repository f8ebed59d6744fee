import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { keptCountMismatches } from '../bench/scale-catalog.ts';
import { deleteProduct } from '../core/catalog/product-editor.ts';
import type { NewProduct } from '../db/schema.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

/**
 * The counts of two filters together (migration 041): two terms, a category and a term, a term and a
 * stock status, among listed products. After every kind of write they say what counting the rows says.
 */
describe.each(DIALECTS)('the kept pair counts on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const terms: Record<string, number> = {};
  const categories: Record<string, number> = {};
  const ids: Record<string, number> = {};

  const mismatches = () => keptCountMismatches(async <T,>(query: string) => (await sql.raw<T>(query).execute(database.db)).rows);
  /** Rows of the three tables that are not 0, as `table key key count`, sorted. */
  const kept = async () => {
    const { db } = database;
    const [pairs, categoryTerms, stock] = await Promise.all([
      db.selectFrom('term_pair_counts').select(['term_id as a', 'other_term_id as b', 'count']).where('count', '<>', 0).execute(),
      db.selectFrom('category_term_counts').select(['category_id as a', 'term_id as b', 'count']).where('count', '<>', 0).execute(),
      db.selectFrom('term_stock_counts').select(['term_id as a', 'stock_status as b', 'count']).where('count', '<>', 0).execute(),
    ]);
    return [
      ...pairs.map((row) => `pair ${row.a} ${row.b} ${Number(row.count)}`),
      ...categoryTerms.map((row) => `category ${row.a} ${row.b} ${Number(row.count)}`),
      ...stock.map((row) => `stock ${row.a} ${row.b} ${Number(row.count)}`),
    ].sort();
  };
  /** The kept links of a category and a term (migration 047), as `category term product`, sorted. */
  const pairLinks = async () =>
    (await database.db.selectFrom('category_term_links').select(['category_id', 'term_id', 'product_id']).execute()).map((row) => `${row.category_id} ${row.term_id} ${row.product_id}`).sort();
  const link = (product: number, ...names: string[]) => names.map((name) => ({ product_id: product, term_id: terms[name]! }));

  beforeAll(async () => {
    const { db } = database;
    for (const [slug, termSlugs] of [
      ['pair-colour', ['sage', 'rust', 'oat']],
      ['pair-size', ['s', 'm']],
    ] as const) {
      const attribute = await db.insertInto('attributes').values({ slug, name: slug }).returning('id').executeTakeFirstOrThrow();
      for (const [index, term] of termSlugs.entries()) {
        terms[term] = (await db.insertInto('attribute_terms').values({ attribute_id: attribute.id, slug: term, name: term, menu_order: index }).returning('id').executeTakeFirstOrThrow()).id;
      }
    }
    categories.kitchen = await insertCategory(db, 'Pair kitchen');
    categories.garden = await insertCategory(db, 'Pair garden');
    ids.a = await insertProduct(db, { name: 'Pair A' });
    ids.b = await insertProduct(db, { name: 'Pair B', stock_status: 'outofstock', stock: 0 });
    ids.draft = await insertProduct(db, { name: 'Pair draft', status: 'draft' });
    ids.variable = await insertProduct(db, { name: 'Pair variable', type: 'variable' });
    ids.variation = await insertProduct(db, { name: 'Pair variation', type: 'variation', parent_id: ids.variable });
  });

  it('start at nothing and count links added one at a time', async () => {
    const { db } = database;
    expect(await kept()).toEqual([]);
    for (const row of [...link(ids.a!, 'sage', 'm'), ...link(ids.variation!, 'sage', 'm'), ...link(ids.draft!, 'sage', 'm')]) {
      await db.insertInto('product_attribute_terms').values(row).execute();
    }
    await db.insertInto('product_categories').values({ product_id: ids.a!, category_id: categories.kitchen! }).execute();
    await db.insertInto('product_categories').values({ product_id: ids.draft!, category_id: categories.kitchen! }).execute();
    // Only A is listed: the variation and the draft count nowhere.
    expect(await kept()).toEqual(
      [
        `pair ${terms.sage} ${terms.m} 1`,
        `pair ${terms.m} ${terms.sage} 1`,
        `category ${categories.kitchen} ${terms.sage} 1`,
        `category ${categories.kitchen} ${terms.m} 1`,
        `stock ${terms.sage} instock 1`,
        `stock ${terms.m} instock 1`,
      ].sort(),
    );
    // The links are kept for every product, listed or not: the reader checks the products it finds.
    expect(await pairLinks()).toEqual(
      [ids.a!, ids.draft!].flatMap((product) => [terms.sage!, terms.m!].map((term) => `${categories.kitchen} ${term} ${product}`)).sort(),
    );
    expect(await mismatches()).toEqual([]);
  });

  it('count links added many at a time: new beside new, new beside old, and none', async () => {
    const { db } = database;
    await db
      .insertInto('product_attribute_terms')
      .values([...link(ids.a!, 'rust', 's'), ...link(ids.b!, 'sage', 'rust', 'oat', 'm'), ...link(ids.variable!, 'sage', 'rust'), ...link(ids.draft!, 'oat')])
      .execute();
    expect(await mismatches()).toEqual([]);
    expect(await kept()).toContain(`pair ${terms.sage} ${terms.rust} 3`);
    await db
      .insertInto('product_categories')
      .values([ids.a!, ids.b!, ids.variable!, ids.variation!].map((product) => ({ product_id: product, category_id: categories.garden! })))
      .execute();
    await db.insertInto('product_categories').values({ product_id: ids.b!, category_id: categories.kitchen! }).execute();
    expect(await mismatches()).toEqual([]);
    // A statement that inserts no row, and one that copies rows (an import's insert … select).
    await sql`insert into product_attribute_terms (product_id, term_id) select product_id, term_id from product_attribute_terms where product_id < 0`.execute(db);
    await sql`insert into product_categories (product_id, category_id) select product_id, category_id from product_categories where product_id < 0`.execute(db);
    const c = await insertProduct(db, { name: 'Pair C', stock_status: 'onbackorder' });
    await sql`insert into product_attribute_terms (product_id, term_id) select ${c}, term_id from product_attribute_terms where product_id = ${ids.b!}`.execute(db);
    await sql`insert into product_categories (product_id, category_id) select ${c}, category_id from product_categories where product_id = ${ids.b!}`.execute(db);
    ids.c = c;
    expect(await mismatches()).toEqual([]);
  });

  it('follow links removed, one and many, and links moved to another term, category or product', async () => {
    const { db } = database;
    const writes = [
      () => db.deleteFrom('product_attribute_terms').where('product_id', '=', ids.a!).where('term_id', '=', terms.s!).execute(),
      // Two links of one product and one of another, in one statement.
      () => db.deleteFrom('product_attribute_terms').where((eb) => eb.or([eb.and([eb('product_id', '=', ids.b!), eb('term_id', 'in', [terms.sage!, terms.oat!])]), eb.and([eb('product_id', '=', ids.c!), eb('term_id', '=', terms.m!)])])).execute(),
      () => db.deleteFrom('product_categories').where('product_id', '=', ids.b!).where('category_id', '=', categories.kitchen!).execute(),
      () => db.deleteFrom('product_categories').where('category_id', '=', categories.garden!).where('product_id', 'in', [ids.a!, ids.c!]).execute(),
      () => db.updateTable('product_attribute_terms').set({ term_id: terms.oat! }).where('product_id', '=', ids.a!).where('term_id', '=', terms.rust!).execute(),
      () => db.updateTable('product_attribute_terms').set({ product_id: ids.c! }).where('product_id', '=', ids.b!).where('term_id', '=', terms.m!).execute(),
      () => db.updateTable('product_attribute_terms').set({ product_id: ids.variable! }).where('product_id', '=', ids.c!).where('term_id', '=', terms.m!).execute(),
      // Two links of a product moved to other terms in one statement: each sees the one moved before it.
      () => sql`update product_attribute_terms set term_id = case when term_id = ${terms.sage!} then cast(${terms.s!} as integer) else cast(${terms.oat!} as integer) end where product_id = ${ids.variable!} and term_id in (${terms.sage!}, ${terms.rust!})`.execute(db),
      () => db.updateTable('product_categories').set({ category_id: categories.garden! }).where('product_id', '=', ids.a!).where('category_id', '=', categories.kitchen!).execute(),
      () => db.updateTable('product_categories').set({ product_id: ids.c! }).where('product_id', '=', ids.variation!).execute(),
      // A write to a link that moves nothing.
      () => db.updateTable('product_categories').set({ category_id: categories.garden! }).where('product_id', '=', ids.a!).execute(),
    ];
    for (const [index, write] of writes.entries()) {
      await write();
      expect({ index, mismatches: await mismatches() }).toEqual({ index, mismatches: [] });
    }
  });

  it('follow a product unpublished and republished, its type and its stock status changed, in one statement or many', async () => {
    const { db } = database;
    const before = await kept();
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', ids.a!).execute();
    expect(await mismatches()).toEqual([]);
    expect(await kept()).not.toEqual(before);
    await db.updateTable('products').set({ status: 'publish' }).where('id', '=', ids.a!).execute();
    expect(await kept()).toEqual(before);
    const writes = [
      () => db.updateTable('products').set({ stock_status: 'outofstock' }).where('id', '=', ids.a!).execute(),
      () => db.updateTable('products').set({ stock_status: 'instock', status: 'draft' }).where('id', '=', ids.c!).execute(),
      () => db.updateTable('products').set({ stock_status: 'onbackorder' }).where('id', '=', ids.draft!).execute(),
      () => db.updateTable('products').set({ status: 'publish', stock_status: 'instock' }).where('id', 'in', [ids.draft!, ids.c!]).execute(),
      () => db.updateTable('products').set({ type: 'simple', parent_id: null }).where('id', '=', ids.variation!).execute(),
      () => db.updateTable('products').set({ type: 'variation', parent_id: ids.variable! }).where('id', '=', ids.b!).execute(),
      () => db.updateTable('products').set({ status: 'draft' }).where('id', 'in', [ids.a!, ids.variable!, ids.variation!]).execute(),
      () => db.updateTable('products').set({ status: 'publish' }).execute(),
      // A change of neither status, type nor stock.
      () => db.updateTable('products').set({ name: sql`name || ' (new)'` }).execute(),
      // Prices, kept for the shop and its categories (migration 048): one, all, and a sale that ends where it began.
      () => db.updateTable('products').set({ price: 1234 }).where('id', '=', ids.a!).execute(),
      () => db.updateTable('products').set({ price: sql`price + 1` }).execute(),
      () => db.updateTable('products').set({ price: 1234, total_sales: 3 }).where('id', '=', ids.a!).execute(),
      () => db.updateTable('products').set({ price: 900, status: 'draft' }).where('id', '=', ids.c!).execute(),
      () => db.updateTable('products').set({ status: 'publish' }).where('id', '=', ids.c!).execute(),
    ];
    for (const [index, write] of writes.entries()) {
      await write();
      expect({ index, mismatches: await mismatches() }).toEqual({ index, mismatches: [] });
    }
  });

  it('follow products, terms and categories deleted, and their links with them', async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const product = (name: string, values: Partial<NewProduct> = {}): NewProduct => ({
      slug: name.toLowerCase().replaceAll(' ', '-'), name, status: 'publish', type: 'simple', parent_id: null, regular_price: 700, price: 700, max_price: null,
      stock: null, stock_status: 'instock', short_description: '', description: '', created_at: now, updated_at: now, ...values,
    });
    const made = await db.insertInto('products').values([product('Pair D'), product('Pair E', { stock_status: 'outofstock' }), product('Pair F', { status: 'draft' })]).returning('id').execute();
    await db.insertInto('product_attribute_terms').values(made.flatMap((row) => link(row.id, 'sage', 'rust', 'm'))).execute();
    await db.insertInto('product_categories').values(made.flatMap((row) => [categories.kitchen!, categories.garden!].map((category) => ({ product_id: row.id, category_id: category })))).execute();
    expect(await mismatches()).toEqual([]);
    const linksOf = async (product: number) => (await pairLinks()).filter((row) => row.endsWith(` ${product}`));
    expect(await linksOf(made[0]!.id)).toHaveLength(6);
    await db.deleteFrom('products').where('id', '=', made[0]!.id).execute();
    expect(await linksOf(made[0]!.id)).toEqual([]);
    expect(await mismatches()).toEqual([]);
    await db.deleteFrom('products').where('id', 'in', [made[1]!.id, made[2]!.id]).execute();
    expect(await mismatches()).toEqual([]);
    await deleteProduct(db, ids.variable!);
    expect(await mismatches()).toEqual([]);
    await db.deleteFrom('attribute_terms').where('id', '=', terms.rust!).execute();
    expect(await mismatches()).toEqual([]);
    await db.deleteFrom('categories').where('id', '=', categories.kitchen!).execute();
    expect(await mismatches()).toEqual([]);
    await db.deleteFrom('products').execute();
    expect(await mismatches()).toEqual([]);
    expect(await kept()).toEqual([]);
    expect(await pairLinks()).toEqual([]);
  });
});
