import type { Order } from '../../db/schema.ts';

export type OrderStatus = Order['status'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  processing: 'Processing',
  'on-hold': 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** Which status may follow which: the order process as data, checked before any change. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'on-hold', 'cancelled', 'failed'],
  'on-hold': ['processing', 'cancelled', 'failed'],
  processing: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  failed: ['pending', 'cancelled'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value);
}
