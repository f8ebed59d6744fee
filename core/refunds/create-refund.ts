import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { intlLocale } from '../i18n/format.ts';
import { isSupportedLocale } from '../i18n/locales.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../i18n/messages/index.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';
import { restockOrderLine } from '../orders/restock.ts';
import type { OrderStatus } from '../orders/status.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { renderRefundMail } from './refund-mail.ts';
import { leftToRefund, planRefund, REFUNDABLE_STATUSES, type PlanOptions, type RefundableOrder, type RefundErrors, type RefundPlan, type RefundRequest } from './refund-plan.ts';
import { readRefundableOrder } from './refund-state.ts';
import { orderReceivedUrl } from '../checkout/order-received-path.ts';

/** What the customer's refund e-mail is written with; without it no e-mail is sent. */
export interface RefundMailSettings {
  storeName: string;
  /** The shop's `store.locale` (`en-US`): amounts and dates in the order's language follow it where it speaks that language. */
  storeLocale: string;
  /** Public origin for the e-mail's link to the order; null leaves the link out. */
  siteUrl: string | null;
  /** The shop's default language: an order placed in another one is linked under that language's prefix. */
  defaultLanguage?: string;
}

export interface RefundContext {
  /** The user making the refund (null: nobody known). */
  refundedBy: number | null;
  mail: RefundMailSettings | null;
}

export interface CreatedRefund {
  refundId: number;
  orderId: number;
  amount: number;
  fullyRefunded: boolean;
  /** Units put back into a counted stock. */
  restocked: number;
  /** The order's status after the refund. */
  status: OrderStatus;
}

export type RefundFailure = 'not_found' | 'invalid' | 'conflict';

export type CreateRefundResult = { ok: true; value: CreatedRefund } | { ok: false; error: { code: RefundFailure; errors: RefundErrors } };

/** Thrown inside the refund's transaction so nothing it wrote stays. */
class RefundRefused extends Error {
  readonly code: RefundFailure;
  readonly errors: RefundErrors;
  constructor(code: RefundFailure, errors: RefundErrors) {
    super(Object.values(errors).join(' '));
    this.code = code;
    this.errors = errors;
  }
}

const refused = (code: RefundFailure, errors: RefundErrors): CreateRefundResult => ({ ok: false, error: { code, errors } });

/** What a plan gives back, line by line: two plans of one request agree on it unless the order changed under them. */
const amountsOf = (plan: RefundPlan) => JSON.stringify([plan.amount, plan.lines, plan.shipping]);

/**
 * Counts the refund against the order: ONE conditional update, so that whatever runs at the same time the
 * order's refunds never add up past what was paid. On PostgreSQL a second refund of the order waits here
 * for the first to commit and then finds the sum it left; on SQLite the write transaction runs alone.
 */
async function claim(trx: Db, orderId: number, amount: number): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ refunded_total: sql<number>`refunded_total + ${amount}`, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', 'in', [...REFUNDABLE_STATUSES])
    .where(sql<boolean>`refunded_total + ${amount} <= total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Makes a refund of an order in one transaction: checks the request (planRefund), counts it against what
 * was paid (claim), checks it again against the order as it is once counted (another refund may have been
 * made meanwhile), writes it with its lines, puts the units asked back into stock, marks the order refunded
 * when nothing is left to refund, and queues the customer's e-mail. A refusal writes nothing.
 */
export async function createRefund(db: Db, orderId: number, request: RefundRequest, options: PlanOptions, context: RefundContext): Promise<CreateRefundResult> {
  const before = await readRefundableOrder(db, orderId);
  if (!before) return refused('not_found', { order: 'There is no such order.' });
  const planned = planRefund(before, request, options);
  if (!planned.ok) return refused('invalid', planned.errors);
  const { amount } = planned.value;
  try {
    const value = await inTransaction(db, async (trx) => {
      const claimed = await claim(trx, orderId, amount);
      const current = await readRefundableOrder(trx, orderId);
      if (!current) throw new RefundRefused('not_found', { order: 'There is no such order.' });
      const order = claimed ? { ...current, refundedTotal: current.refundedTotal - amount } : current;
      const again = planRefund(order, request, options);
      if (!again.ok) throw new RefundRefused('invalid', again.errors);
      // The same request must come to the same refund: another refund of the same line meanwhile changes its shares.
      if (!claimed || amountsOf(again.value) !== amountsOf(planned.value)) {
        throw new RefundRefused('conflict', { order: 'The order was refunded or changed meanwhile. Please check it and try again.' });
      }
      return writeRefund(trx, order, again.value, context);
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof RefundRefused) return refused(error.code, error.errors);
    throw error;
  }
}

/**
 * What is left to refund of an order that has just been marked refunded, as one refund without lines
 * (WooCommerce's `wc_order_fully_refunded`): its reports then count nothing of it. Call it in the
 * transaction that changed the status. Null when nothing was left.
 */
export async function refundRemainder(trx: Db, orderId: number, context: RefundContext): Promise<CreatedRefund | null> {
  const order = await readRefundableOrder(trx, orderId);
  if (!order) return null;
  const amount = leftToRefund(order);
  if (amount === 0 || !(await claim(trx, orderId, amount))) return null;
  const plan: RefundPlan = { amount, lines: [], shipping: { total: 0, tax: 0, taxes: [] }, reason: 'Order fully refunded.', restock: false, fullyRefunded: true };
  return writeRefund(trx, order, plan, context);
}

/** Writes a counted refund: its row and lines, the restock, the status and the e-mail. `order` is as it was before the refund. */
async function writeRefund(trx: Db, order: RefundableOrder, plan: RefundPlan, context: RefundContext): Promise<CreatedRefund> {
  const createdAt = nowIso();
  const { id: refundId } = await trx
    .insertInto('order_refunds')
    .values({
      order_id: order.id,
      amount: plan.amount,
      reason: plan.reason,
      refunded_by: context.refundedBy,
      restocked: plan.restock ? 1 : 0,
      shipping_total: plan.shipping.total,
      shipping_tax: plan.shipping.tax,
      shipping_taxes: JSON.stringify(plan.shipping.taxes),
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (plan.lines.length > 0) {
    await trx
      .insertInto('order_refund_lines')
      .values(
        plan.lines.map((line) => ({
          refund_id: refundId,
          order_line_id: line.lineId,
          quantity: line.quantity,
          total: line.total,
          total_tax: line.tax,
          taxes: JSON.stringify(line.taxes),
        })),
      )
      .execute();
  }
  let restocked = 0;
  // Stock rows are taken in one order (by id), as checkout takes them, so two writers never wait on each other in turn.
  const restocks = plan.lines
    .flatMap((planned) => {
      const line = order.lines.find((candidate) => candidate.id === planned.lineId);
      return line && planned.restock > 0 ? [{ line, units: planned.restock }] : [];
    })
    .sort((a, b) => (a.line.unitId ?? 0) - (b.line.unitId ?? 0) || a.line.id - b.line.id);
  for (const { line, units } of restocks) restocked += await restockOrderLine(trx, { id: line.id, unitId: line.unitId }, units);
  if (restocked > 0) await touchContentVersion(trx);
  let status = order.status;
  if (plan.fullyRefunded && status !== 'refunded') {
    await trx.updateTable('orders').set({ status: 'refunded', updated_at: createdAt }).where('id', '=', order.id).where('status', '=', status).execute();
    status = 'refunded';
  }
  if (context.mail) await enqueueRefundMail(trx, order, plan, context.mail);
  await enqueueWebhookEvent(trx, 'order', 'updated', order.id);
  return { refundId, orderId: order.id, amount: plan.amount, fullyRefunded: plan.fullyRefunded, restocked, status };
}

async function enqueueRefundMail(trx: Db, order: RefundableOrder, plan: RefundPlan, settings: RefundMailSettings): Promise<void> {
  const row = await trx
    .selectFrom('orders as o')
    .leftJoin('order_addresses as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.type', '=', 'billing'))
    .select(['o.locale', 'o.order_key', 'o.created_at', 'o.billing_email', 'a.first_name'])
    .where('o.id', '=', order.id)
    .executeTakeFirstOrThrow();
  const language = isSupportedLocale(row.locale) ? row.locale : DEFAULT_MESSAGE_LOCALE;
  const refundedTotal = order.refundedTotal + plan.amount;
  await queueShopEmail(trx, 'customer_refunded_order', language, (texts) =>
    renderRefundMail(
      {
        storeName: settings.storeName,
        language,
        locale: intlLocale(language, settings.storeLocale),
        currency: order.currency,
        orderId: order.id,
        orderCreatedAt: row.created_at,
        to: row.billing_email,
        firstName: row.first_name ?? '',
        full: plan.fullyRefunded,
        lines: plan.lines
          .filter((line) => line.quantity > 0 || line.total + line.tax > 0)
          .map((line) => ({ name: order.lines.find((candidate) => candidate.id === line.lineId)?.name ?? '', quantity: line.quantity, amount: line.total + line.tax })),
        shipping: plan.shipping.total + plan.shipping.tax,
        amount: plan.amount,
        reason: plan.reason,
        refundedTotal,
        netPayment: order.total - refundedTotal,
        // The order confirmation's own link: the order-received page, with the order's key.
        orderUrl: orderReceivedUrl(settings.siteUrl, { orderId: order.id, orderKey: row.order_key }, language, settings.defaultLanguage ?? DEFAULT_MESSAGE_LOCALE),
        siteUrl: settings.siteUrl,
      },
      texts,
    ),
  );
}
