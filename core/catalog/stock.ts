import type { ProductSummary } from './products.ts';

/** The availability line on a product page: "In stock", "5 in stock", "Out of stock". */
export function stockText(product: Pick<ProductSummary, 'stock' | 'stockStatus'>): string {
  if (product.stockStatus === 'outofstock' || product.stock === 0) return 'Out of stock';
  if (product.stockStatus === 'onbackorder') return 'Available on backorder';
  return product.stock === null ? 'In stock' : `${product.stock} in stock`;
}

/** The CSS class WooCommerce themes style availability with. */
export function stockClass(product: Pick<ProductSummary, 'stock' | 'stockStatus'>): 'in-stock' | 'out-of-stock' | 'available-on-backorder' {
  if (product.stockStatus === 'outofstock' || product.stock === 0) return 'out-of-stock';
  return product.stockStatus === 'onbackorder' ? 'available-on-backorder' : 'in-stock';
}
