import { maxPurchasable, type ProductSummary } from '../catalog/products.ts';
import { cartItemKey } from './cart-key.ts';
import { cartMessages as englishCartMessages, type CartMessages } from './messages.ts';
import type { CartItem } from './types.ts';

export interface Reconciled {
  items: CartItem[];
  notices: string[];
  changed: boolean;
}

/**
 * Brings stored lines in line with the catalogue as it is now: lines whose product vanished or sold
 * out are dropped, quantities above what can be supplied are capped, each with a notice. Keys are
 * recomputed and duplicate lines merged, so a tampered or stale session cannot confuse the cart.
 */
export function reconcileCart(items: readonly CartItem[], products: ReadonlyMap<number, ProductSummary>, maxLineQuantity: number, cartMessages: CartMessages = englishCartMessages): Reconciled {
  const notices: string[] = [];
  const merged = new Map<number, number>();
  let changed = false;
  for (const item of items) {
    if (merged.has(item.productId)) changed = true;
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  }
  const next: CartItem[] = [];
  for (const [productId, quantity] of merged) {
    const product = products.get(productId);
    if (!product) {
      notices.push(cartMessages.droppedUnavailable);
      changed = true;
      continue;
    }
    const max = maxPurchasable(product, maxLineQuantity);
    if (max <= 0) {
      notices.push(cartMessages.droppedOutOfStock(product.name));
      changed = true;
      continue;
    }
    let kept = quantity;
    if (quantity > max) {
      notices.push(cartMessages.capped(product.name, max));
      kept = max;
    }
    const key = cartItemKey(productId);
    const original = items.find((item) => item.productId === productId);
    if (kept !== quantity || original?.key !== key) changed = true;
    next.push({ key, productId, quantity: kept });
  }
  return { items: next, notices, changed };
}
