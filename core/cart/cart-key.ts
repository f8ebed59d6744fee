import { createHash } from 'node:crypto';

/** Cart item keys are 32 lowercase hex characters (WooCommerce's md5 form). */
export const CART_ITEM_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** What makes a cart line distinct: the product, its variation and the attribute values chosen. */
export interface LineIdentity {
  productId: number;
  variationId?: number | null;
  attributes?: Readonly<Record<string, string>> | null;
}

/**
 * The cart item key: a deterministic hash of what makes a line distinct, so the same choice always lands
 * on the same line. A simple product's key is its id's alone (keys of carts made before variations stay).
 */
export function cartItemKey(productId: number, variationId?: number | null, attributes?: Readonly<Record<string, string>> | null): string {
  const parts = [`product:${productId}`];
  if (variationId) parts.push(`variation:${variationId}`);
  for (const name of Object.keys(attributes ?? {}).sort()) parts.push(`${name}=${attributes![name]}`);
  return createHash('md5').update(parts.join('|')).digest('hex');
}

/** The key of a stored line, recomputed from what it holds. */
export const lineKey = (line: LineIdentity): string => cartItemKey(line.productId, line.variationId, line.attributes);

export function isCartItemKey(value: unknown): value is string {
  return typeof value === 'string' && CART_ITEM_KEY_PATTERN.test(value);
}
