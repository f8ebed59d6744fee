import { hash } from 'node:crypto';

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
  const identity = parts.join('|');
  let key = keys.get(identity);
  if (key === undefined) {
    // Every line's key is checked on every cart read: a hash costs more than the rest of the check.
    if (keys.size >= KEYS_KEPT) keys.clear();
    key = hash('md5', identity, 'hex');
    keys.set(identity, key);
  }
  return key;
}

/** Keys remembered by what they hash; a catalogue's lines in carts at one time are far fewer. */
const KEYS_KEPT = 10_000;
const keys = new Map<string, string>();

/** The key of a stored line, recomputed from what it holds. */
export const lineKey = (line: LineIdentity): string => cartItemKey(line.productId, line.variationId, line.attributes);

export function isCartItemKey(value: unknown): value is string {
  return typeof value === 'string' && CART_ITEM_KEY_PATTERN.test(value);
}
