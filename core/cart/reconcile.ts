import { maxPurchasable } from '../catalog/products.ts';
import { unitIdOf, type SellableUnit } from '../catalog/sellable-units.ts';
import { lineKey } from './cart-key.ts';
import { cartMessages as englishCartMessages, type CartMessages } from './messages.ts';
import type { CartItem } from './types.ts';

export interface Reconciled {
  items: CartItem[];
  notices: string[];
  changed: boolean;
}

/**
 * Brings stored lines in line with the catalogue as it is now: lines whose sellable unit vanished or sold
 * out are dropped, quantities above what can be supplied are capped, each with a notice. Keys are
 * recomputed and duplicate lines merged, so a tampered or stale session cannot confuse the cart; a line
 * naming a variation of another product than its own is taken as gone.
 */
export function reconcileCart(items: readonly CartItem[], units: ReadonlyMap<number, SellableUnit>, maxLineQuantity: number, cartMessages: CartMessages = englishCartMessages): Reconciled {
  const notices: string[] = [];
  const merged = new Map<string, CartItem>();
  let changed = false;
  for (const item of items) {
    const key = lineKey(item);
    const earlier = merged.get(key);
    if (earlier) changed = true;
    else if (item.key !== key) changed = true;
    merged.set(key, { ...storedLine(item), key, quantity: (earlier?.quantity ?? 0) + item.quantity });
  }
  const next: CartItem[] = [];
  for (const item of merged.values()) {
    const unit = units.get(unitIdOf(item));
    if (!unit || unit.productId !== item.productId) {
      notices.push(cartMessages.droppedUnavailable);
      changed = true;
      continue;
    }
    const max = maxPurchasable(unit, maxLineQuantity);
    if (max <= 0) {
      notices.push(cartMessages.droppedOutOfStock(unit.name));
      changed = true;
      continue;
    }
    if (item.quantity > max) {
      notices.push(cartMessages.capped(unit.name, max));
      changed = true;
      next.push({ ...item, quantity: max });
      continue;
    }
    next.push(item);
  }
  return { items: next, notices, changed };
}

/** A line as it is stored: a simple product's holds no variation fields. */
function storedLine(item: CartItem): CartItem {
  const { key, productId, variationId, attributes, quantity } = item;
  return variationId ? { key, productId, variationId, attributes: attributes ?? {}, quantity } : { key, productId, quantity };
}
