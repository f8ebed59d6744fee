import { hash } from 'node:crypto';

export interface HashedLine {
  /** The line's cart item key: its product, variation and chosen attributes. */
  key: string;
  quantity: number;
  unitPrice: number;
}

/**
 * `woocommerce_cart_hash`: changes whenever what the shopper would pay for changes (lines, quantities,
 * prices), so browser caches of the mini cart know when to refresh. Empty cart → ''.
 */
export function cartHash(lines: readonly HashedLine[]): string {
  if (lines.length === 0) return '';
  const canonical = [...lines]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((line) => [line.key, line.quantity, line.unitPrice]);
  return hash('md5', JSON.stringify(canonical), 'hex');
}
