import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OrderRefund, OrderRefundLine } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';
import { nowIso } from '../shared/time.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';

/** A refund line with what it refunds: the order line's name and product as sold. */
export interface RefundLineRecord extends OrderRefundLine {
  name: string;
  product_id: number | null;
  variation_id: number | null;
  sku: string | null;
  tax_class: string;
}

/** A refund with its lines and the name of who made it. */
export interface RefundRecord {
  refund: OrderRefund;
  lines: RefundLineRecord[];
  /** The user's first and last name, else username; null when nobody is known. */
  refundedByName: string | null;
}

/** An order's refunds (all of them, or the one asked for), newest first, with their lines; `limit`/`offset` for a page of them. */
async function readRefunds(db: Db, orderId: number, page: { limit: number; offset: number }, refundId?: number): Promise<RefundRecord[]> {
  if (!isRowId(orderId)) return [];
  let query = db
    .selectFrom('order_refunds as r')
    .leftJoin('users as u', 'u.id', 'r.refunded_by')
    .selectAll('r')
    .select(['u.username', 'u.first_name', 'u.last_name'])
    .where('r.order_id', '=', orderId);
  if (refundId !== undefined) query = query.where('r.id', '=', refundId);
  const refunds = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
  if (refunds.length === 0) return [];
  const lines = await db
    .selectFrom('order_refund_lines as l')
    .innerJoin('order_lines as o', 'o.id', 'l.order_line_id')
    .selectAll('l')
    .select(['o.name', 'o.product_id', 'o.variation_id', 'o.sku', 'o.tax_class'])
    .where(
      'l.refund_id',
      'in',
      refunds.map((refund) => refund.id),
    )
    .orderBy('l.id')
    .execute();
  return refunds.map(({ username, first_name, last_name, ...refund }) => ({
    refund,
    lines: lines.filter((line) => line.refund_id === refund.id),
    refundedByName: username === null ? null : [first_name, last_name].filter(Boolean).join(' ') || username,
  }));
}

/** An order's refunds, newest first, with their lines; `limit`/`offset` for a page of them. */
export function listRefunds(db: Db, orderId: number, page: { limit: number; offset: number } = { limit: 1000, offset: 0 }): Promise<RefundRecord[]> {
  return readRefunds(db, orderId, page);
}

/** How many refunds an order has. */
export async function countRefunds(db: Db, orderId: number): Promise<number> {
  if (!isRowId(orderId)) return 0;
  const row = await db.selectFrom('order_refunds').select((eb) => eb.fn.countAll<number | string>().as('n')).where('order_id', '=', orderId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One refund of the order, or null when the order has no such refund. */
export async function getRefund(db: Db, orderId: number, refundId: number): Promise<RefundRecord | null> {
  if (!isRowId(refundId)) return null;
  return (await readRefunds(db, orderId, { limit: 1, offset: 0 }, refundId))[0] ?? null;
}

/** Each order's refunds (id, reason, amount), newest first, by order id: what an order's JSON lists. */
export async function refundsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, Pick<OrderRefund, 'id' | 'reason' | 'amount'>[]>> {
  const byOrder = new Map<number, Pick<OrderRefund, 'id' | 'reason' | 'amount'>[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_refunds')
    .select(['id', 'order_id', 'reason', 'amount'])
    .where('order_id', 'in', [...orderIds])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const { order_id, ...refund } of rows) byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), { ...refund, amount: Number(refund.amount) }]);
  return byOrder;
}

/**
 * Deletes a refund (as WooCommerce's `force` delete): the order's refunded sum goes down by its amount, in
 * the same transaction. Units it put back into stock stay there, and stay counted as back, as WooCommerce
 * leaves them; the order keeps its status. Returns whether there was such a refund.
 */
export async function deleteRefund(db: Db, orderId: number, refundId: number): Promise<boolean> {
  if (!isRowId(orderId) || !isRowId(refundId)) return false;
  return inTransaction(db, async (trx) => {
    const refund = await trx.selectFrom('order_refunds').select(['id', 'amount']).where('id', '=', refundId).where('order_id', '=', orderId).executeTakeFirst();
    if (!refund) return false;
    await trx.deleteFrom('order_refund_lines').where('refund_id', '=', refund.id).execute();
    await trx.deleteFrom('order_refunds').where('id', '=', refund.id).execute();
    await trx
      .updateTable('orders')
      .set({ refunded_total: sql<number>`case when refunded_total > ${Number(refund.amount)} then refunded_total - ${Number(refund.amount)} else 0 end`, updated_at: nowIso() })
      .where('id', '=', orderId)
      .execute();
    await enqueueWebhookEvent(trx, 'order', 'updated', orderId);
    return true;
  });
}
