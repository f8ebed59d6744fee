import type { Db } from '../../db/connect.ts';
import type { StockStatus } from './stock-status.ts';

/** A grouped product's row as its children make it: its price range and whether any child can be bought. */
export interface GroupedPrices {
  price: number;
  maxPrice: number | null;
  stockStatus: StockStatus;
}

/** One published child: its price paid now and, for a variable child, its dearest variation. */
export interface GroupedChild {
  price: number;
  maxPrice: number | null;
  stockStatus: StockStatus;
}

/**
 * WooCommerce's grouped product price: from its cheapest child to its dearest ("$18.00 – $54.00"), one
 * price when they cost the same; it sorts by the cheapest. Available when any child is.
 */
export function groupedPrices(children: readonly GroupedChild[]): GroupedPrices {
  if (children.length === 0) return { price: 0, maxPrice: null, stockStatus: 'outofstock' };
  const price = Math.min(...children.map((child) => child.price));
  const dearest = Math.max(...children.map((child) => Math.max(child.price, child.maxPrice ?? child.price)));
  const stockStatus: StockStatus = children.some((child) => child.stockStatus === 'instock') ? 'instock' : children.some((child) => child.stockStatus === 'onbackorder') ? 'onbackorder' : 'outofstock';
  return { price, maxPrice: dearest > price ? dearest : null, stockStatus };
}

/**
 * Brings the grouped products among `productIds`, and those that list any of them as a child, in line
 * with their published children. Every write that can change a product's price, status or stock, or a
 * group's children, ends here (the editor, wc/v3, variations, the scheduled-sales job, the CSV import).
 */
export async function syncGroupedPrices(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)];
  const groups = await db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'grouped')
    .where((eb) => eb.or([eb('id', 'in', ids), eb('id', 'in', eb.selectFrom('product_links').select('product_id').where('kind', '=', 'grouped').where('linked_id', 'in', ids))]))
    .execute();
  for (const { id } of groups) await syncGroup(db, id);
}

/** Every grouped product of the shop, after a change too wide to follow row by row (an import). */
export async function syncAllGroupedPrices(db: Db): Promise<void> {
  const groups = await db.selectFrom('products').select('id').where('type', '=', 'grouped').execute();
  for (const { id } of groups) await syncGroup(db, id);
}

async function syncGroup(db: Db, groupId: number): Promise<void> {
  const children = await db
    .selectFrom('product_links')
    .innerJoin('products', 'products.id', 'product_links.linked_id')
    .select(['products.price', 'products.max_price', 'products.stock_status'])
    .where('product_links.product_id', '=', groupId)
    .where('product_links.kind', '=', 'grouped')
    .where('products.status', '=', 'publish')
    .execute();
  const prices = groupedPrices(children.map((child) => ({ price: Number(child.price), maxPrice: child.max_price === null ? null : Number(child.max_price), stockStatus: child.stock_status })));
  await db
    .updateTable('products')
    .set({ price: prices.price, max_price: prices.maxPrice, regular_price: prices.price, sale_price: null, stock: null, stock_status: prices.stockStatus })
    .where('id', '=', groupId)
    .execute();
}
