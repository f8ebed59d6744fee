import { createHash } from 'node:crypto';

/** Cart item keys are 32 lowercase hex characters (WooCommerce's md5 form). */
export const CART_ITEM_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The cart item key: a deterministic hash of what makes a line distinct. Products have no variations
 * here, so the product id alone decides it; the same product always lands on the same line.
 */
export function cartItemKey(productId: number): string {
  return createHash('md5').update(`product:${productId}`).digest('hex');
}

export function isCartItemKey(value: unknown): value is string {
  return typeof value === 'string' && CART_ITEM_KEY_PATTERN.test(value);
}
