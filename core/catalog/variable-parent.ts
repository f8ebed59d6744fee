import type { Db } from '../../db/connect.ts';
import { variableParentPrices } from './variation-rules.ts';

/**
 * Brings a variable product's own row in line with its variations: price range, regular and sale
 * price, and availability. Every write to a variation (and to a variable product) ends here.
 */
export async function syncVariableParent(db: Db, parentId: number): Promise<void> {
  const variations = await db
    .selectFrom('products')
    .select(['status', 'price', 'regular_price', 'stock', 'stock_status'])
    .where('parent_id', '=', parentId)
    .where('type', '=', 'variation')
    .execute();
  const summary = variableParentPrices(variations.map((row) => ({ status: row.status, price: row.price, regularPrice: row.regular_price, stock: row.stock, stockStatus: row.stock_status })));
  await db
    .updateTable('products')
    .set({ price: summary.price, max_price: summary.maxPrice, regular_price: summary.regularPrice, sale_price: summary.salePrice, stock: null, stock_status: summary.stockStatus })
    .where('id', '=', parentId)
    .where('type', '=', 'variable')
    .execute();
}
