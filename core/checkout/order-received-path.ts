/** An order as its page is opened: by its number and its key. */
type OrderRef = { orderId: number; orderKey: string };

/** Where the shopper sees a placed order: the order-received page, opened with the order's key. */
export function orderReceivedPath(order: OrderRef): string {
  return `/checkout/order-received/${order.orderId}/?key=${encodeURIComponent(order.orderKey)}`;
}

/**
 * The order-received page as an e-mail links to it: absolute, under the prefix of the language the order was
 * placed in (none for the shop's default); null without a known origin.
 */
export function orderReceivedUrl(siteUrl: string | null, order: OrderRef, language: string, defaultLanguage: string): string | null {
  if (!siteUrl) return null;
  const prefix = language !== defaultLanguage ? `/${language}` : '';
  return `${siteUrl.replace(/\/+$/, '')}${prefix}${orderReceivedPath(order)}`;
}
