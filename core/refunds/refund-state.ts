import type { Db } from '../../db/connect.ts';
import { isRowId } from '../shared/row-id.ts';
import { addByRate, type RateAmount } from './refund-math.ts';
import type { RefundableOrder } from './refund-plan.ts';

/** `[{ id, total }]` as stored (order lines also keep a `subtotal` per rate), read leniently: anything else is no tax. */
export function parseRateAmounts(json: string): RateAmount[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const amounts: RateAmount[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, total } = entry as { id?: unknown; total?: unknown };
    if (typeof id === 'number' && Number.isInteger(id) && typeof total === 'number' && Number.isInteger(total)) amounts.push({ id, total });
  }
  return amounts;
}

/** A tax kept by rate, else the whole tax as one rate (id 0) when only the total was kept. */
function byRate(json: string, totalTax: number): RateAmount[] {
  const amounts = parseRateAmounts(json);
  return amounts.length > 0 || totalTax === 0 ? amounts : [{ id: 0, total: totalTax }];
}

/**
 * An order as a refund sees it, read with the database or transaction given: each line with what its
 * refunds gave back and how many of its units are back in stock, the shipping with its refunds. Null when
 * there is no such order.
 */
export async function readRefundableOrder(db: Db, orderId: number): Promise<RefundableOrder | null> {
  if (!isRowId(orderId)) return null;
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'currency', 'total', 'refunded_total', 'shipping_total', 'shipping_tax'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const [lines, shippingLines, refunds, refundLines] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select(['id', 'name', 'quantity', 'total', 'total_tax', 'taxes', 'product_id', 'variation_id', 'restocked_quantity'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db.selectFrom('order_shipping_lines').select(['taxes']).where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('order_refunds').select(['shipping_total', 'shipping_taxes', 'shipping_tax']).where('order_id', '=', orderId).execute(),
    db
      .selectFrom('order_refund_lines as l')
      .innerJoin('order_refunds as r', 'r.id', 'l.refund_id')
      .select(['l.order_line_id', 'l.quantity', 'l.total', 'l.total_tax', 'l.taxes'])
      .where('r.order_id', '=', orderId)
      .execute(),
  ]);
  const shippingCharged = addByRate(...shippingLines.map((line) => parseRateAmounts(line.taxes)));
  const shippingTax = Number(order.shipping_tax);
  return {
    id: order.id,
    status: order.status,
    currency: order.currency,
    total: Number(order.total),
    refundedTotal: Number(order.refunded_total),
    lines: lines.map((line) => {
      const refunded = refundLines.filter((row) => row.order_line_id === line.id);
      return {
        id: line.id,
        name: line.name,
        quantity: line.quantity,
        total: Number(line.total),
        taxes: byRate(line.taxes, Number(line.total_tax)),
        refundedQuantity: refunded.reduce((sum, row) => sum + row.quantity, 0),
        refundedTotal: refunded.reduce((sum, row) => sum + Number(row.total), 0),
        refundedTaxes: addByRate(...refunded.map((row) => byRate(row.taxes, Number(row.total_tax)))),
        restockedQuantity: line.restocked_quantity,
        unitId: line.variation_id ?? line.product_id,
      };
    }),
    shipping: {
      total: Number(order.shipping_total),
      taxes: rateSumMatches(shippingCharged, shippingTax) ? shippingCharged : shippingTax > 0 ? [{ id: 0, total: shippingTax }] : [],
      refundedTotal: refunds.reduce((sum, refund) => sum + Number(refund.shipping_total), 0),
      refundedTaxes: addByRate(...refunds.map((refund) => byRate(refund.shipping_taxes, Number(refund.shipping_tax)))),
    },
  };
}

/** The shipping lines' taxes by rate stand for the order's shipping tax only when they add up to it. */
function rateSumMatches(amounts: readonly RateAmount[], total: number): boolean {
  return amounts.length > 0 && amounts.reduce((sum, amount) => sum + amount.total, 0) === total;
}
