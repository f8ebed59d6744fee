import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import { updateRowsById } from '../../db/update-by-id.ts';
import { PRICE_SUMMARY_COLUMNS, syncGroupedPrices } from './grouped-prices.ts';
import { priceInForce, scheduleOf } from './sale-schedule.ts';
import { variableParentPrices } from './variation-rules.ts';

/**
 * Brings a variable product's own row in line with its variations: price range (from each variation's
 * price in force at `now`), regular and sale price, and availability. Every write to a variation (and to
 * a variable product) ends here, and so does the scheduled-sales job when a variation's sale starts or ends.
 */
export async function syncVariableParent(db: Db, parentId: number, now: Date = new Date()): Promise<void> {
  const variations = await db.selectFrom('products').select(VARIATION_COLUMNS).where('parent_id', '=', parentId).where('type', '=', 'variation').execute();
  await db.updateTable('products').set(parentRow(variations, now)).where('id', '=', parentId).where('type', '=', 'variable').execute();
  // A grouped product that lists this one takes its price range from it.
  await syncGroupedPrices(db, [parentId]);
}

const VARIATION_COLUMNS = ['status', 'regular_price', 'sale_price', 'date_on_sale_from', 'date_on_sale_to', 'stock', 'stock_status'] as const;
type VariationColumns = Pick<Product, (typeof VARIATION_COLUMNS)[number]>;

/** A variable product's own columns from its variations. */
function parentRow(variations: readonly VariationColumns[], now: Date) {
  const summary = variableParentPrices(variations.map((row) => ({ status: row.status, price: priceInForce(scheduleOf(row), now), regularPrice: row.regular_price, stock: row.stock, stockStatus: row.stock_status })));
  return { price: summary.price, max_price: summary.maxPrice, regular_price: summary.regularPrice, sale_price: summary.salePrice, stock: null, stock_status: summary.stockStatus };
}

/** Parents brought in line a statement or two at a time. */
const PARENTS_A_STEP = 1000;

/**
 * `syncVariableParent` for several products at once (an import's batch of variations): their variations
 * read in one query and their rows written in one statement a step, then the groups that list them.
 */
export async function syncVariableParents(db: Db, parentIds: readonly number[], now: Date = new Date()): Promise<void> {
  const ids = [...new Set(parentIds)];
  for (let start = 0; start < ids.length; start += PARENTS_A_STEP) {
    const part = ids.slice(start, start + PARENTS_A_STEP);
    const variations = await db
      .selectFrom('products')
      .select(['parent_id', ...VARIATION_COLUMNS])
      .where('parent_id', 'in', part)
      .where('type', '=', 'variation')
      .execute();
    const byParent = new Map<number, typeof variations>(part.map((id) => [id, []]));
    for (const row of variations) byParent.get(row.parent_id as number)?.push(row);
    const rows = [...byParent].map(([id, own]) => ({ id, values: parentRow(own, now) }));
    await updateRowsById(db, 'products', PRICE_SUMMARY_COLUMNS, rows, sql`products.type = 'variable'`);
  }
  // A grouped product that lists one of them takes its price range from it.
  await syncGroupedPrices(db, ids);
}
