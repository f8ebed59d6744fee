import type { Db } from '../../../db/connect.ts';
import type { OrderLine } from '../../../db/schema.ts';
import type { LocaleChoice } from '../../../core/i18n/catalog-views.ts';
import { reorderRequests } from '../../../core/cart/reorder.ts';
import type { CartService } from '../../services/cart-service.ts';

export interface OrderedAgain {
  added: string[];
  /** The lines that could not go back in the cart (gone, no longer for sale, out of stock), by name. */
  missing: string[];
}

/**
 * WooCommerce's "Order again": each line of the order back into the cart, the variation sold by its own
 * id with the values the shopper chose for its "any" attributes, as many as were bought; a line the shop
 * can no longer sell is named instead. The cart's own rules decide (stock, purchasable, limits), through
 * the same add a product page makes. `labelledIn`: the order's language, its lines' attributes written in it.
 */
export async function orderAgain(
  db: Db,
  cart: CartService,
  lines: readonly Pick<OrderLine, 'name' | 'product_id' | 'variation_id' | 'quantity' | 'attributes'>[],
  labelledIn?: LocaleChoice,
): Promise<OrderedAgain> {
  const result: OrderedAgain = { added: [], missing: [] };
  const requests = await reorderRequests(db, lines, labelledIn);
  for (const [index, line] of lines.entries()) {
    const request = requests[index];
    const added = request ? await cart.add(request, { quiet: true }) : null;
    (added?.ok ? result.added : result.missing).push(line.name);
  }
  return result;
}
