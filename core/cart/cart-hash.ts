import { createHash } from 'node:crypto';

export interface HashedLine {
  productId: number;
  quantity: number;
  unitPrice: number;
}

/**
 * `woocommerce_cart_hash`: changes whenever what the shopper would pay for changes (products,
 * quantities, prices), so browser caches of the mini cart know when to refresh. Empty cart → ''.
 */
export function cartHash(lines: readonly HashedLine[]): string {
  if (lines.length === 0) return '';
  const canonical = [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => [line.productId, line.quantity, line.unitPrice]);
  return createHash('md5').update(JSON.stringify(canonical)).digest('hex');
}
