import type { Db } from '../../db/connect.ts';
import { syncGroupedPrices } from './grouped-prices.ts';
import { priceInForce, scheduleOf } from './sale-schedule.ts';
import { variableParentPrices } from './variation-rules.ts';

/**
 * Brings a variable product's own row in line with its variations: price range (from each variation's
 * price in force at `now`), regular and sale price, and availability. Every write to a variation (and to
 * a variable product) ends here, and so does the scheduled-sales job when a variation's sale starts or ends.
 */
export async function syncVariableParent(db: Db, parentId: number, now: Date = new Date()): Promise<void> {
  const variations = await db
    .selectFrom('products')
    .select(['status', 'regular_price', 'sale_price', 'date_on_sale_from', 'date_on_sale_to', 'stock', 'stock_status'])
    .where('parent_id', '=', parentId)
    .where('type', '=', 'variation')
    .execute();
  const summary = variableParentPrices(variations.map((row) => ({ status: row.status, price: priceInForce(scheduleOf(row), now), regularPrice: row.regular_price, stock: row.stock, stockStatus: row.stock_status })));
  await db
    .updateTable('products')
    .set({ price: summary.price, max_price: summary.maxPrice, regular_price: summary.regularPrice, sale_price: summary.salePrice, stock: null, stock_status: summary.stockStatus })
    .where('id', '=', parentId)
    .where('type', '=', 'variable')
    .execute();
  // A grouped product that lists this one takes its price range from it.
  await syncGroupedPrices(db, [parentId]);
}
