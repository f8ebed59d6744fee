import type { Order } from '../../db/schema.ts';

export type OrderStatus = Order['status'];

/** WordPress's trash: an order there keeps its data but is in no list but the trash's (docs/contract.md). */
export const TRASH_STATUS = 'trash' satisfies OrderStatus;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  processing: 'Processing',
  'on-hold': 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
  trash: 'Trash',
};

/** Which status may follow which: the order process as data, checked before any change. An order leaves the trash only by being restored. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'on-hold', 'cancelled', 'failed'],
  'on-hold': ['processing', 'cancelled', 'failed'],
  processing: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  failed: ['pending', 'cancelled'],
  cancelled: [],
  refunded: [],
  trash: [],
};

/** Every status but the trash: what a list shows when it is not asked for a status (WordPress's "All"). */
export const LISTED_ORDER_STATUSES: readonly OrderStatus[] = (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).filter((status) => status !== TRASH_STATUS);

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value);
}

export function isTrashed(order: Pick<Order, 'status'>): boolean {
  return order.status === TRASH_STATUS;
}

/** The status an order in the trash comes back to: the one it had (an order trashed before that was kept: pending). */
export function restoredStatus(order: Pick<Order, 'status_before_trash'>): OrderStatus {
  return order.status_before_trash ?? 'pending';
}
