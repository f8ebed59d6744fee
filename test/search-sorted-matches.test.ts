import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeCatalogQuery, type CatalogSort, type FieldsSort } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { carriedSortFields, sortMatches } from '../core/catalog/query/sorted-matches.ts';
import { storefrontSort, wooSort } from '../core/catalog/query/sorts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

/**
 * A search sorted by columns sorts its matches outside the database, from the columns each match carries
 * from its tier (core/catalog/query/sorted-matches.ts): every page, by number or by cursor, must list them
 * as the database orders them, ties and all.
 */
describe.each(DIALECTS)("a search's matches sorted by columns on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const matching: number[] = [];

  beforeAll(async () => {
    const { db } = database;
    // Ties in every column: two prices, two dates, two sales counts and ratings, one menu order for most.
    const rows = [
      { price: 500, created: '2026-01-02T10:00:00.000Z', sales: 3, rating: 4.5, ratings: 2, order: 0 },
      { price: 900, created: '2026-01-01T10:00:00.000Z', sales: 3, rating: 4.5, ratings: 1, order: 0 },
      { price: 500, created: '2026-01-03T10:00:00.000Z', sales: 10, rating: 0, ratings: 0, order: 2 },
      { price: 120, created: '2026-01-02T10:00:00.000Z', sales: 0, rating: 3, ratings: 5, order: 0 },
      { price: 900, created: '2025-12-31T23:59:59.999Z', sales: 1, rating: 4.5, ratings: 2, order: 1 },
      { price: 500, created: '2026-01-03T10:00:00.000Z', sales: 3, rating: 5, ratings: 1, order: 0 },
      { price: 75, created: '2026-01-01T10:00:00.000Z', sales: 10, rating: 0, ratings: 0, order: 0 },
    ];
    for (const [at, row] of rows.entries()) {
      matching.push(
        await insertProduct(db, {
          name: `Heron print ${at}`,
          slug: `heron-print-${at}`,
          regular_price: row.price,
          created_at: row.created,
          total_sales: row.sales,
          average_rating: row.rating,
          rating_count: row.ratings,
          menu_order: row.order,
        }),
      );
    }
    await insertProduct(db, { name: 'Egret print', slug: 'egret-print' });
  });

  /** The matches in the database's own order for the sort. */
  const databaseOrder = async (sort: FieldsSort) => {
    const direction = sql.raw(sort.direction);
    const columns = [...sort.fields.map((field) => sql`${sql.ref(field)} ${direction}`), sql`id ${direction}`];
    const rows = await sql<{ id: number }>`select id from products where id in (${sql.join(matching)}) order by ${sql.join(columns)}`.execute(database.db);
    return rows.rows.map((row) => Number(row.id));
  };

  const sorts: [string, FieldsSort][] = [
    ['newest first', wooSort('date', 'desc') as FieldsSort],
    ['oldest first', wooSort('date', 'asc') as FieldsSort],
    ['price', storefrontSort('price') as FieldsSort],
    ['price, dearest first', storefrontSort('price-desc') as FieldsSort],
    ['popularity', storefrontSort('popularity') as FieldsSort],
    ['rating', storefrontSort('rating') as FieldsSort],
    ['menu order', wooSort('menu_order', 'asc') as FieldsSort],
  ];

  it.each(sorts)('lists them %s as the database orders them, page by page and cursor by cursor', async (_name, sort) => {
    const { db } = database;
    expect(carriedSortFields(describeCatalogQuery({ scope: 'storefront', sort, page: 1, perPage: 3, search: 'heron' }))).not.toBeNull();
    const expected = await databaseOrder(sort);
    const byNumber: number[] = [];
    for (const page of [1, 2, 3]) {
      const result = await runCatalogQuery(db, describeCatalogQuery({ scope: 'storefront', sort, page, perPage: 3, search: 'heron' }), ['id']);
      expect(result).toMatchObject({ ok: true, page: { total: 7, capped: false } });
      if (result.ok) byNumber.push(...result.page.rows.map((row) => Number(row.id)));
    }
    expect(byNumber).toEqual(expected);

    const byCursor: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 3; page += 1) {
      const result = await runCatalogQuery(db, describeCatalogQuery({ scope: 'storefront', sort, page: 1, perPage: 3, search: 'heron', ...(after ? { after } : {}) }), ['id']);
      if (!result.ok) throw new Error('cursor refused');
      byCursor.push(...result.page.rows.map((row) => Number(row.id)));
      after = result.page.nextCursor ?? undefined;
      if (!after) break;
    }
    expect(byCursor).toEqual(expected);
  });
});

describe('sorting matches outside the database', () => {
  it('keeps names and slugs for the database, whose collation sorts them', () => {
    const query = (sort: CatalogSort) => describeCatalogQuery({ scope: 'storefront', sort, page: 1, perPage: 3, search: 'heron' });
    expect(carriedSortFields(query(wooSort('title', 'asc')))).toBeNull();
    expect(carriedSortFields(query(storefrontSort('menu_order')))).toBeNull();
    expect(carriedSortFields(query({ kind: 'relevance' }))).toBeNull();
    expect(carriedSortFields(query(storefrontSort('rating')))).toEqual(['average_rating', 'rating_count']);
  });

  it('puts a missing value where each database does: last going up on PostgreSQL, first on SQLite', () => {
    const values = new Map<number, unknown[]>([
      [1, [null]],
      [2, ['12']],
      [3, [9]],
    ]);
    expect(sortMatches([1, 2, 3], values, ['price'], 'asc', 'postgres')).toEqual([3, 2, 1]);
    expect(sortMatches([1, 2, 3], values, ['price'], 'desc', 'postgres')).toEqual([1, 2, 3]);
    expect(sortMatches([1, 2, 3], values, ['price'], 'asc', 'sqlite')).toEqual([1, 3, 2]);
    expect(sortMatches([1, 2, 3], values, ['price'], 'desc', 'sqlite')).toEqual([2, 3, 1]);
  });
});
