import type { Db } from '../../db/connect.ts';
import { getPublishedProduct, type ProductSummary } from '../catalog/products.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { cartItemKey } from './cart-key.ts';
import { cartMessages } from './messages.ts';
import { parseProductId, parseQuantity } from './quantity.ts';
import type { CartErrorCode, CartItem, CartRules } from './types.ts';

export interface AddedToCart {
  items: CartItem[];
  product: ProductSummary;
  quantity: number;
}

/**
 * Adds a product to the cart lines (returns new lines; the caller saves them). Raw request values are
 * accepted as they come: garbage ids and quantities become error values, never exceptions.
 */
export async function addToCart(
  db: Db,
  items: readonly CartItem[],
  rawProductId: unknown,
  rawQuantity: unknown,
  rules: Pick<CartRules, 'maxLineQuantity'>,
): Promise<Result<AddedToCart, CartErrorCode>> {
  const productId = parseProductId(rawProductId);
  if (productId === null) return fail('invalid_product', cartMessages.cannotPurchase);
  const product = await getPublishedProduct(db, productId);
  if (!product) return fail('invalid_product', cartMessages.cannotPurchase);

  const quantity = parseQuantity(rawQuantity, { min: 1, max: rules.maxLineQuantity, fallback: 1 });
  if (!quantity.ok) {
    return quantity.error.code === 'line_limit'
      ? fail('line_limit', cartMessages.lineLimit(product.name, rules.maxLineQuantity))
      : fail('invalid_quantity', quantity.error.message);
  }
  if (!product.purchasable) return fail('out_of_stock', cartMessages.outOfStock(product.name));

  const existing = items.find((item) => item.productId === productId);
  const inCart = existing?.quantity ?? 0;
  const wanted = inCart + quantity.value;
  if (product.stock !== null && wanted > product.stock) {
    return inCart > 0
      ? fail('not_enough_stock', cartMessages.alreadyInCart(product.stock, inCart))
      : fail('not_enough_stock', cartMessages.notEnoughStock(product.name, product.stock));
  }
  if (wanted > rules.maxLineQuantity) return fail('line_limit', cartMessages.lineLimit(product.name, rules.maxLineQuantity));

  const next = existing
    ? items.map((item) => (item.productId === productId ? { ...item, quantity: wanted } : item))
    : [...items, { key: cartItemKey(productId), productId, quantity: quantity.value }];
  return ok({ items: next, product, quantity: quantity.value });
}
