import type { Db } from '../../db/connect.ts';
import { readSellableUnits, unitIdOf, type SellableUnit } from '../catalog/sellable-units.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { cartItemKey } from './cart-key.ts';
import { cartMessages as englishCartMessages } from './messages.ts';
import { parseProductId, parseQuantity } from './quantity.ts';
import type { CartErrorCode, CartItem, CartRules } from './types.ts';

export interface AddedToCart {
  items: CartItem[];
  product: SellableUnit;
  quantity: number;
  /**
   * The sellable units among the cart's lines and the one added, all read in the add's one query:
   * the new cart is priced from them (loadCartView) without reading them again.
   */
  products: ReadonlyMap<number, SellableUnit>;
}

/** A refused add, with the product it named when that product is published (the shopper is sent to its page). */
export type AddToCartFailure = Extract<Result<AddedToCart, CartErrorCode>, { ok: false }> & { product?: SellableUnit };

export type AddToCartResult = Extract<Result<AddedToCart, CartErrorCode>, { ok: true }> | AddToCartFailure;

/**
 * Adds a product to the cart lines (returns new lines; the caller saves them). Raw request values are
 * accepted as they come: garbage ids and quantities become error values, never exceptions.
 */
export async function addToCart(
  db: Db,
  items: readonly CartItem[],
  rawProductId: unknown,
  rawQuantity: unknown,
  rules: Pick<CartRules, 'maxLineQuantity' | 'messages'>,
): Promise<AddToCartResult> {
  const cartMessages = rules.messages ?? englishCartMessages;
  const productId = parseProductId(rawProductId);
  if (productId === null) return fail('invalid_product', cartMessages.cannotPurchase);
  const products = await readSellableUnits(db, [productId, ...items.map(unitIdOf)]);
  const product = products.get(productId);
  // Simple products are added by id here; a variation is chosen with its attributes (its own path).
  if (!product || product.variationId !== null) return fail('invalid_product', cartMessages.cannotPurchase);
  const refuse = (code: CartErrorCode, message: string): AddToCartFailure => ({ ...fail(code, message), product });

  const quantity = parseQuantity(rawQuantity, { min: 1, max: rules.maxLineQuantity, fallback: 1 }, cartMessages);
  if (!quantity.ok) {
    return quantity.error.code === 'line_limit'
      ? refuse('line_limit', cartMessages.lineLimit(product.name, rules.maxLineQuantity))
      : refuse('invalid_quantity', quantity.error.message);
  }
  if (!product.purchasable) return refuse('out_of_stock', cartMessages.outOfStock(product.name));

  const key = cartItemKey(productId);
  const existing = items.find((item) => item.key === key);
  const inCart = existing?.quantity ?? 0;
  const wanted = inCart + quantity.value;
  if (product.stock !== null && wanted > product.stock) {
    return inCart > 0
      ? refuse('not_enough_stock', cartMessages.alreadyInCart(product.stock, inCart))
      : refuse('not_enough_stock', cartMessages.notEnoughStock(product.name, product.stock));
  }
  if (wanted > rules.maxLineQuantity) return refuse('line_limit', cartMessages.lineLimit(product.name, rules.maxLineQuantity));

  const next = existing
    ? items.map((item) => (item === existing ? { ...item, quantity: wanted } : item))
    : [...items, { key, productId, quantity: quantity.value }];
  return ok({ items: next, product, quantity: quantity.value, products });
}
