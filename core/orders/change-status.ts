import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { refundRemainder, type RefundContext } from '../refunds/create-refund.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { nowIso } from '../shared/time.ts';
import { canTransition, isOrderStatus, isTrashed, ORDER_STATUS_LABELS, restoredStatus, TRASH_STATUS, type OrderStatus } from './status.ts';
import { isRowId } from '../shared/row-id.ts';
import { restockOrderLine } from './restock.ts';
import { enqueueStatusMail, type OrderMailSettings } from './status-mail.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';

/** Orders in these states hold stock; cancelling or refunding them gives it back. */
const HOLDS_STOCK: readonly OrderStatus[] = ['processing', 'on-hold'];
const RELEASES_STOCK: readonly OrderStatus[] = ['cancelled', 'refunded'];

export type ChangeStatusError = 'not_found' | 'invalid_status' | 'not_allowed' | 'conflict' | 'not_trashed';

/** Who changes the status and what the shop's e-mails need; without `orderMail` no e-mail is queued for the change. */
export interface StatusChangeContext extends RefundContext {
  orderMail?: OrderMailSettings | null;
}

export interface StatusChange {
  from: OrderStatus;
  to: OrderStatus;
  /** Units put back into stock. */
  restocked: number;
}

/**
 * Moves an order to another status when the order process allows it; cancelling or refunding an
 * order that held stock puts the stock back (the units refunds have not put back already), cancelling
 * gives its coupons' uses back, and refunding records what was left to refund as a refund (e-mailed to
 * the customer when `refund.mail` is given); the change's own e-mail is queued with `refund.orderMail`;
 * all in one transaction.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  to: unknown,
  refund: StatusChangeContext = { refundedBy: null, mail: null },
): Promise<Result<StatusChange, ChangeStatusError>> {
  if (!isOrderStatus(to)) return fail('invalid_status', 'Choose a valid order status.', 'status');
  if (!isRowId(orderId)) return fail('not_found', 'There is no such order.');
  return db.transaction().execute(async (trx): Promise<Result<StatusChange, ChangeStatusError>> => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'status_before_trash']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return fail('not_found', 'There is no such order.');
    const from = order.status;
    if (isTrashed(order)) return restoreFromTrash(trx, orderId, restoredStatus(order), to);
    if (!canTransition(from, to)) {
      return fail('not_allowed', `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}.`, 'status');
    }
    // Only the request that actually moves the order from `from` may restock (no double restock).
    const moved = await trx
      .updateTable('orders')
      .set({ status: to, updated_at: nowIso() })
      .where('id', '=', orderId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return fail('conflict', 'The order was changed by someone else. Please try again.');
    let restocked = 0;
    if (HOLDS_STOCK.includes(from) && RELEASES_STOCK.includes(to)) {
      const lines = await trx.selectFrom('order_lines').select(['id', 'product_id', 'variation_id', 'quantity', 'restocked_quantity']).where('order_id', '=', orderId).execute();
      for (const line of lines) {
        // The stock went out of the sellable unit: a variation's own count, else the product's.
        restocked += await restockOrderLine(trx, { id: line.id, unitId: line.variation_id ?? line.product_id }, line.quantity - line.restocked_quantity);
      }
      if (restocked > 0) await touchContentVersion(trx);
    }
    if (to === 'refunded') await refundRemainder(trx, orderId, refund);
    // A cancelled order gives its coupons' uses back, as WooCommerce's does (its per-shopper uses with them: see shopperUses).
    if (to === 'cancelled') {
      const used = await trx.selectFrom('order_coupon_lines').select('coupon_id').where('order_id', '=', orderId).where('coupon_id', 'is not', null).execute();
      for (const { coupon_id } of used) {
        await trx.updateTable('coupons').set({ usage_count: sql<number>`usage_count - 1` }).where('id', '=', coupon_id as number).where('usage_count', '>', 0).execute();
      }
    }
    // The e-mail the change sends (completed, processing, on hold to the customer; cancelled, failed to the shop).
    if (refund.orderMail) await enqueueStatusMail(trx, orderId, from, to, refund.orderMail);
    await enqueueWebhookEvent(trx, 'order', 'updated', orderId);
    return ok({ from, to, restocked });
  });
}

/**
 * Takes an order out of the trash, back to the status it had (the admin's "Restore"); refused for an
 * order that is not in the trash.
 */
export async function restoreOrder(db: Db, orderId: number): Promise<Result<StatusChange, ChangeStatusError>> {
  if (!isRowId(orderId)) return fail('not_found', 'There is no such order.');
  return db.transaction().execute(async (trx): Promise<Result<StatusChange, ChangeStatusError>> => {
    const order = await trx.selectFrom('orders').select(['status', 'status_before_trash']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return fail('not_found', 'There is no such order.');
    if (!isTrashed(order)) return fail('not_trashed', `Order #${orderId} is not in the trash.`);
    const restored = restoredStatus(order);
    return restoreFromTrash(trx, orderId, restored, restored);
  });
}

/**
 * An order out of the trash, back to the status it had: nothing else happens (no stock moves, no e-mail),
 * since nothing did when it went in. Any other status is refused: the order process goes on from there.
 */
async function restoreFromTrash(trx: Db, orderId: number, restored: OrderStatus, to: OrderStatus): Promise<Result<StatusChange, ChangeStatusError>> {
  if (to !== restored) return fail('not_allowed', `An order in the trash is restored to the status it had, ${ORDER_STATUS_LABELS[restored]} (${restored}), before any other change.`, 'status');
  const moved = await trx
    .updateTable('orders')
    .set({ status: restored, status_before_trash: null, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', '=', TRASH_STATUS)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return fail('conflict', 'The order was changed by someone else. Please try again.');
  // WooCommerce's topic for it, and the update a receiver of orders' changes alone also hears of.
  await enqueueWebhookEvent(trx, 'order', 'restored', orderId);
  await enqueueWebhookEvent(trx, 'order', 'updated', orderId);
  return ok({ from: TRASH_STATUS, to: restored, restocked: 0 });
}
