import type { Db } from '../../db/connect.ts';
import { readSellableUnits, unitIdOf, type CatalogRow } from '../catalog/sellable-units.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { cartMessages as englishCartMessages, type CartMessages } from './messages.ts';
import { parseQuantity } from './quantity.ts';
import type { CartErrorCode, CartItem, CartRules } from './types.ts';

export interface RemovedFromCart {
  items: CartItem[];
  removed: CartItem;
  /** The product's name for the notice; a generic word when the product is gone. */
  name: string;
}

/**
 * Removes a line by its cart item key. `readRows`: the catalogue rows of the cart's lines, when the caller
 * read them with the session (core/cart/session-cart-rows.ts); the product's name is then among them.
 */
export async function removeFromCart(
  db: Db,
  items: readonly CartItem[],
  key: unknown,
  cartMessages: CartMessages = englishCartMessages,
  readRows?: ReadonlyMap<number, CatalogRow>,
): Promise<Result<RemovedFromCart, CartErrorCode>> {
  const removed = typeof key === 'string' ? items.find((item) => item.key === key) : undefined;
  if (!removed) return fail('unknown_item', cartMessages.unknownItem);
  const name = readRows ? productNameIn(readRows, removed) : undefined;
  return ok({ items: items.filter((item) => item !== removed), removed, name: name ?? (await productName(db, removed.productId)) ?? cartMessages.unnamedItem });
}

/** The product's name, also for a variation (its own row carries its parent's name only as a copy). */
async function productName(db: Db, productId: number): Promise<string | undefined> {
  return (await db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst())?.name;
}

/** The line's product's name from rows already read: a variation's parent, else the product's own row. */
function productNameIn(rows: ReadonlyMap<number, CatalogRow>, line: CartItem): string | undefined {
  const unit = rows.get(unitIdOf(line));
  if (unit?.parent?.id === line.productId) return unit.parent.name;
  return rows.get(line.productId)?.row.name;
}

export interface QuantityChange {
  key: string;
  quantity: unknown;
}

export interface QuantitiesSet {
  items: CartItem[];
  /** One message per line that could not take its new quantity (that line is left as it was). */
  errors: string[];
  changed: boolean;
}

/** Sets line quantities from the cart form; 0 removes the line. Unknown keys are ignored. */
export async function setCartQuantities(
  db: Db,
  items: readonly CartItem[],
  changes: readonly QuantityChange[],
  rules: Pick<CartRules, 'maxLineQuantity' | 'messages'>,
): Promise<QuantitiesSet> {
  const cartMessages = rules.messages ?? englishCartMessages;
  const units = await readSellableUnits(db, items.map(unitIdOf));
  const wanted = new Map(changes.map((change) => [change.key, change.quantity]));
  const errors: string[] = [];
  let changed = false;
  const next: CartItem[] = [];
  for (const item of items) {
    if (!wanted.has(item.key)) {
      next.push(item);
      continue;
    }
    const product = units.get(unitIdOf(item));
    const name = product?.name ?? cartMessages.unnamedItem;
    const parsed = parseQuantity(wanted.get(item.key), { min: 0, max: rules.maxLineQuantity }, cartMessages);
    if (!parsed.ok) {
      errors.push(parsed.error.code === 'line_limit' ? cartMessages.lineLimit(name, rules.maxLineQuantity) : cartMessages.invalidQuantityOf(name));
      next.push(item);
      continue;
    }
    const quantity = parsed.value;
    if (quantity === 0) {
      changed = true;
      continue;
    }
    if (quantity !== item.quantity && product && product.stock !== null && quantity > product.stock) {
      errors.push(cartMessages.updateNotEnoughStock(name, product.stock));
      next.push(item);
      continue;
    }
    if (quantity !== item.quantity) changed = true;
    next.push({ ...item, quantity });
  }
  return { items: next, errors, changed };
}
