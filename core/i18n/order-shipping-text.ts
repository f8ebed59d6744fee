import type { Translate } from './translator.ts';

/**
 * An order's shipping as the order pages and e-mails write it, as WooCommerce does: "$5.00 via Flat rate",
 * the method alone when it cost nothing, and for an order that names no method the amount or "Free shipping".
 */
export function shippingText(total: number, method: string | undefined, price: (minor: number) => string, t: Translate): string {
  if (method === undefined) return total === 0 ? t('totals.freeShipping') : price(total);
  return total === 0 ? method : t('order.shippingVia', { amount: price(total), method });
}
