import type { OrderLine } from '../../../db/schema.ts';
import type { CartService } from '../../services/cart-service.ts';

export interface OrderedAgain {
  added: string[];
  /** The lines that could not go back in the cart (gone, no longer for sale, out of stock), by name. */
  missing: string[];
}

/**
 * WooCommerce's "Order again": each line of the order back into the cart, the variation sold by its own
 * id, as many as were bought; a line the shop can no longer sell is named instead. The cart's own rules
 * decide (stock, purchasable, limits), through the same add a product page makes.
 */
export async function orderAgain(cart: CartService, lines: readonly Pick<OrderLine, 'name' | 'product_id' | 'variation_id' | 'quantity'>[]): Promise<OrderedAgain> {
  const result: OrderedAgain = { added: [], missing: [] };
  for (const line of lines) {
    const productId = line.variation_id ?? line.product_id;
    const added = productId === null ? null : await cart.add({ productId, quantity: line.quantity }, { quiet: true });
    (added?.ok ? result.added : result.missing).push(line.name);
  }
  return result;
}
