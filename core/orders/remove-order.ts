import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { isRowId } from '../shared/row-id.ts';
import { nowIso } from '../shared/time.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';
import { isTrashed, TRASH_STATUS } from './status.ts';

/**
 * Taking an order away, as WooCommerce's REST API does: to the trash, or for good. Neither puts stock
 * back nor gives a coupon's use back (WooCommerce does that on a cancellation only): an order that held
 * stock is cancelled first when its stock should return.
 */

export type RemoveOrderError = 'not_found' | 'already_trashed' | 'not_trashed' | 'conflict';

/**
 * Moves an order to the trash: its status becomes `trash`, the one it had is kept for its restoring
 * (core/orders/change-status.ts), and `order.deleted` is queued, all in one transaction.
 */
export async function trashOrder(db: Db, orderId: number): Promise<Result<null, RemoveOrderError>> {
  if (!isRowId(orderId)) return fail('not_found', 'There is no such order.');
  return inTransaction(db, async (trx): Promise<Result<null, RemoveOrderError>> => {
    const order = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return fail('not_found', 'There is no such order.');
    if (order.status === TRASH_STATUS) return fail('already_trashed', 'The order is in the trash already.');
    const moved = await trx
      .updateTable('orders')
      .set({ status: TRASH_STATUS, status_before_trash: order.status, updated_at: nowIso() })
      .where('id', '=', orderId)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return fail('conflict', 'The order was changed by someone else. Please try again.');
    await enqueueWebhookEvent(trx, 'order', 'deleted', orderId);
    return ok(null);
  });
}

/**
 * Deletes an order for good: its lines, addresses, notes, refunds, coupon, shipping and tax lines and
 * attribution go with it (foreign keys), and `order.deleted` is queued. Any order over REST (`force=true`);
 * with `fromTrashOnly`, as the admin's "Delete permanently", only one in the trash.
 */
export async function deleteOrder(db: Db, orderId: number, options: { fromTrashOnly?: boolean } = {}): Promise<Result<null, RemoveOrderError>> {
  if (!isRowId(orderId)) return fail('not_found', 'There is no such order.');
  return inTransaction(db, async (trx): Promise<Result<null, RemoveOrderError>> => {
    const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    if (!order) return fail('not_found', 'There is no such order.');
    if (options.fromTrashOnly && !isTrashed(order)) return fail('not_trashed', 'Only an order in the trash can be deleted permanently: move it to the trash first.');
    const deleted = await trx.deleteFrom('orders').where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return fail('conflict', 'The order was changed by someone else. Please try again.');
    await enqueueWebhookEvent(trx, 'order', 'deleted', orderId);
    return ok(null);
  });
}
