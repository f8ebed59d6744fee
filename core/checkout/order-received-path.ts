import type { PlacedOrder } from '../orders/place-order.ts';

/** Where the shopper sees a placed order: the order-received page, opened with the order's key. */
export function orderReceivedPath(order: Pick<PlacedOrder, 'orderId' | 'orderKey'>): string {
  return `/checkout/order-received/${order.orderId}/?key=${encodeURIComponent(order.orderKey)}`;
}
