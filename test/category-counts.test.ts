import { beforeAll, describe, expect, it } from 'vitest';
import { listCategoriesWithCounts } from '../core/catalog/categories.ts';
import { deleteProduct } from '../core/catalog/product-editor.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

describe.each(DIALECTS)("a category's count of published products on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let lamps: number;
  let chairs: number;
  beforeAll(async () => {
    lamps = await insertCategory(database.db, 'Counted lamps');
    chairs = await insertCategory(database.db, 'Counted chairs');
  });

  /** The count as the shop reads it, next to a count made from the rows themselves. */
  async function counts(): Promise<{ kept: Record<number, number>; counted: Record<number, number> }> {
    const { db } = database;
    const kept = Object.fromEntries((await listCategoriesWithCounts(db, '/uploads')).filter((c) => c.id === lamps || c.id === chairs).map((c) => [c.id, c.count]));
    const counted: Record<number, number> = {};
    for (const id of [lamps, chairs]) {
      const row = await db
        .selectFrom('product_categories as pc')
        .innerJoin('products as p', 'p.id', 'pc.product_id')
        .where('pc.category_id', '=', id)
        .where('p.status', '=', 'publish')
        .where('p.type', '<>', 'variation')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      counted[id] = Number(row.n);
    }
    return { kept, counted };
  }
  const link = (productId: number, categoryId: number) => database.db.insertInto('product_categories').values({ product_id: productId, category_id: categoryId }).execute();

  it('follows links, publishing, drafts, variations, moves and deletes', async () => {
    const { db } = database;
    const desk = await insertProduct(db, { name: 'Counted desk lamp' });
    const floor = await insertProduct(db, { name: 'Counted floor lamp' });
    const draft = await insertProduct(db, { name: 'Counted draft lamp', status: 'draft' });
    await link(desk, lamps);
    await link(floor, lamps);
    await link(draft, lamps);
    await link(desk, chairs);
    expect(await counts()).toEqual({ kept: { [lamps]: 2, [chairs]: 1 }, counted: { [lamps]: 2, [chairs]: 1 } });

    await db.updateTable('products').set({ status: 'publish' }).where('id', '=', draft).execute();
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', floor).execute();
    // A save that leaves the status as it was changes nothing.
    await db.updateTable('products').set({ status: 'publish', name: 'Counted desk lamp, brass' }).where('id', '=', desk).execute();
    expect((await counts()).kept).toEqual({ [lamps]: 2, [chairs]: 1 });

    await db.updateTable('product_categories').set({ category_id: chairs }).where('product_id', '=', draft).where('category_id', '=', lamps).execute();
    expect((await counts()).kept).toEqual({ [lamps]: 1, [chairs]: 2 });

    await db.deleteFrom('product_categories').where('product_id', '=', desk).where('category_id', '=', chairs).execute();
    expect(await deleteProduct(db, draft)).toBe(true);
    expect(await counts()).toEqual({ kept: { [lamps]: 1, [chairs]: 0 }, counted: { [lamps]: 1, [chairs]: 0 } });

    // A variation never counts, even linked.
    await db.updateTable('products').set({ type: 'variation' }).where('id', '=', desk).execute();
    expect(await counts()).toEqual({ kept: { [lamps]: 0, [chairs]: 0 }, counted: { [lamps]: 0, [chairs]: 0 } });
  });
});
