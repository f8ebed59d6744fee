import type { Product } from '../../db/schema.ts';

export type StockStatus = Product['stock_status'];
export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const satisfies readonly StockStatus[];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  instock: 'In stock',
  outofstock: 'Out of stock',
  onbackorder: 'On backorder',
};

/** With managed stock the count decides (none left → out of stock, unless backorders are taken). */
export function deriveStockStatus(stock: number | null, requested: StockStatus): StockStatus {
  if (stock === null) return requested;
  if (stock > 0) return 'instock';
  return requested === 'onbackorder' ? 'onbackorder' : 'outofstock';
}
