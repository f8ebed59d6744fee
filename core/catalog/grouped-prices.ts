import type { Db } from '../../db/connect.ts';
import { boundChunks } from '../../db/bound-values.ts';
import { MONEY, updateRowsById } from '../../db/update-by-id.ts';
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
  await syncGroups(
    db,
    groups.map((group) => group.id),
  );
}

/** Groups brought in line a statement or two at a time. */
const GROUPS_A_STEP = 1000;

/** Every grouped product of the shop, after a change too wide to follow row by row (an import). */
export async function syncAllGroupedPrices(db: Db): Promise<void> {
  for (let after = 0; ; ) {
    const groups = await db.selectFrom('products').select('id').where('type', '=', 'grouped').where('id', '>', after).orderBy('id').limit(GROUPS_A_STEP).execute();
    if (groups.length === 0) return;
    await syncGroups(
      db,
      groups.map((group) => group.id),
    );
    after = groups.at(-1)!.id;
  }
}

/** The groups' rows from their published children: one read of the children and one write a step, however many groups. */
async function syncGroups(db: Db, groupIds: readonly number[]): Promise<void> {
  for (let start = 0; start < groupIds.length; start += GROUPS_A_STEP) {
    const ids = groupIds.slice(start, start + GROUPS_A_STEP);
    // The links, then their products: two lookups by key, where a join may be planned as a walk of every published product.
    const links = await db.selectFrom('product_links').select(['product_id', 'linked_id']).where('product_id', 'in', ids).where('kind', '=', 'grouped').execute();
    const linked = [...new Set(links.map((link) => link.linked_id))];
    const children = new Map<number, GroupedChild>();
    for (const part of boundChunks(linked, 1)) {
      const rows = await db.selectFrom('products').select(['id', 'price', 'max_price', 'stock_status']).where('id', 'in', part).where('status', '=', 'publish').execute();
      for (const row of rows) children.set(row.id, { price: Number(row.price), maxPrice: row.max_price === null ? null : Number(row.max_price), stockStatus: row.stock_status });
    }
    const byGroup = new Map<number, GroupedChild[]>(ids.map((id) => [id, []]));
    for (const link of links) {
      const child = children.get(link.linked_id);
      if (child) byGroup.get(link.product_id)?.push(child);
    }
    await updateRowsById(
      db,
      'products',
      PRICE_SUMMARY_COLUMNS,
      [...byGroup].map(([id, members]) => {
        const prices = groupedPrices(members);
        return { id, values: { price: prices.price, max_price: prices.maxPrice, regular_price: prices.price, sale_price: null, stock: null, stock_status: prices.stockStatus } };
      }),
    );
  }
}

/** The columns a variable or grouped product takes from its variations or children, as `updateRowsById` casts them. */
export const PRICE_SUMMARY_COLUMNS = [
  { name: 'price', type: MONEY },
  { name: 'max_price', type: MONEY },
  { name: 'regular_price', type: MONEY },
  { name: 'sale_price', type: MONEY },
  { name: 'stock', type: 'integer' },
  { name: 'stock_status', type: 'text' },
] as const;
