import { describe, expect, it } from 'vitest';
import { deleteProduct } from '../core/catalog/product-editor.ts';
import { countedTotal } from '../core/catalog/query/counted-total.ts';
import { describeCatalogQuery, type CatalogQueryInput } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

describe.each(DIALECTS)('the kept product counts on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  /** The counts kept, next to the counts of the rows themselves, by status and type. */
  async function counts(): Promise<{ kept: Record<string, number>; counted: Record<string, number> }> {
    const { db } = database;
    const kept = Object.fromEntries(
      (await db.selectFrom('product_counts').select(['status', 'type', 'count']).execute()).filter((row) => Number(row.count) !== 0).map((row) => [`${row.status}/${row.type}`, Number(row.count)]),
    );
    const counted = Object.fromEntries(
      (await db.selectFrom('products').select(['status', 'type', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy(['status', 'type']).execute()).map((row) => [`${row.status}/${row.type}`, Number(row.n)]),
    );
    return { kept, counted };
  }

  it('follow every insert, publish, draft, change of type and delete', async () => {
    const { db } = database;
    const lamp = await insertProduct(db, { name: 'Kept lamp' });
    const draft = await insertProduct(db, { name: 'Kept draft', status: 'draft' });
    const parent = await insertProduct(db, { name: 'Kept variable', type: 'variable' });
    const variation = await insertProduct(db, { name: 'Kept variation', type: 'variation', parent_id: parent });
    let now = await counts();
    expect(now.kept).toEqual(now.counted);
    await db.updateTable('products').set({ status: 'publish' }).where('id', '=', draft).execute();
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', lamp).execute();
    await db.updateTable('products').set({ type: 'external' }).where('id', '=', lamp).execute();
    // A write that changes neither column changes no count.
    await db.updateTable('products').set({ name: 'Kept lamp, renamed', status: 'draft' }).where('id', '=', lamp).execute();
    now = await counts();
    expect(now.kept).toEqual(now.counted);
    await deleteProduct(db, parent);
    await db.deleteFrom('products').where('id', '=', lamp).execute();
    now = await counts();
    expect(now.kept).toEqual(now.counted);
    expect(await db.selectFrom('products').select('id').where('id', '=', variation).executeTakeFirst()).toBeUndefined();
  });

  it('answer the totals of listings without filters, and leave filtered ones to be counted', async () => {
    const { db } = database;
    const shelves = await insertCategory(db, 'Kept shelves');
    for (const [index, status] of (['publish', 'publish', 'draft'] as const).entries()) {
      const id = await insertProduct(db, { name: `Kept shelf ${index}`, status, price: 1000 + index });
      await db.insertInto('product_categories').values({ product_id: id, category_id: shelves }).execute();
    }
    const query = (input: Partial<CatalogQueryInput>) => describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 2, ...input });
    const counted = async (input: Partial<CatalogQueryInput>) => {
      // No product has the id 0: leaving it out is no kept count.
      const result = await runCatalogQuery(db, query({ ...input, excludeIds: [0] }), ['id']);
      return result.ok ? result.page.total : -1;
    };
    for (const input of [
      {},
      { categories: [shelves] },
      { categories: ['kept-shelves'] },
      { types: ['simple' as const] },
      { scope: 'owner' as const },
      { scope: 'owner' as const, statuses: ['draft' as const] },
      // A stock status alone is kept counted too (migration 035), and a price range on the shop or a category (048).
      { stockStatuses: ['instock' as const] },
      { minPrice: 1001 },
      { categories: [shelves], maxPrice: 1000 },
    ]) {
      const kept = countedTotal(db, query(input));
      expect(kept).not.toBeNull();
      expect(await kept).toBe(await counted(input));
    }
    expect(await countedTotal(db, query({ categories: [shelves] }))).toBe(2);
    for (const input of [{ search: 'shelf' }, { minPrice: 1001, types: ['simple' as const] }, { onSale: true }, { categories: [shelves, 'other'] }, { stockStatuses: ['instock' as const], categories: [shelves] }, { excludeIds: [1] }]) {
      expect(countedTotal(db, query(input))).toBeNull();
    }
  });
});
