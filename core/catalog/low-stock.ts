import type { Db } from '../../db/connect.ts';

/** At or below this many units a managed product is listed on the dashboard. */
export const LOW_STOCK_THRESHOLD = 3;

/** Products whose managed stock is at or below the threshold, fewest first. */
export async function listLowStockProducts(db: Db, threshold = LOW_STOCK_THRESHOLD, limit = 10) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'stock', 'stock_status'])
    .where('stock', 'is not', null)
    .where('stock', '<=', threshold)
    .orderBy('stock')
    .orderBy('name')
    .limit(limit)
    .execute();
}
