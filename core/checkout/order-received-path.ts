import type { PlacedOrder } from '../orders/place-order.ts';

/** Where the shopper sees a placed order: the order-received page, opened with the order's key. */
export function orderReceivedPath(order: Pick<PlacedOrder, 'orderId' | 'orderKey'>): string {
  return `/checkout/order-received/${order.orderId}/?key=${encodeURIComponent(order.orderKey)}`;
}

/**
 * The order-received page as an e-mail links to it: absolute, under the prefix of the language the order was
 * placed in (none for the shop's default); null without a known origin.
 */
export function orderReceivedUrl(siteUrl: string | null, order: Pick<PlacedOrder, 'orderId' | 'orderKey'>, language: string, defaultLanguage: string): string | null {
  if (!siteUrl) return null;
  const prefix = language !== defaultLanguage ? `/${language}` : '';
  return `${siteUrl.replace(/\/+$/, '')}${prefix}${orderReceivedPath(order)}`;
}
