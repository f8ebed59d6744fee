/** The messages an order's shipping is written with. */
export type ShippingTextTranslate = (key: 'totals.freeShipping' | 'order.shippingVia', values?: { amount: string; method: string }) => string;

/**
 * An order's shipping as WooCommerce writes it: "$5.00 via Flat rate", the method alone when it cost
 * nothing; without a method, the amount, or "Free shipping" when it cost nothing. The thank-you page, the
 * customer's order page and the order e-mails all write it so.
 */
export function shippingText(amount: number, method: string | null | undefined, money: (minor: number) => string, t: ShippingTextTranslate): string {
  if (method === null || method === undefined) return amount === 0 ? t('totals.freeShipping') : money(amount);
  return amount === 0 ? method : t('order.shippingVia', { amount: money(amount), method });
}
