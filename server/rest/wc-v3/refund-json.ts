import { parseRateAmounts } from '../../../core/refunds/refund-state.ts';
import type { RefundRecord } from '../../../core/refunds/refund-store.ts';
import { toMajorUnits } from '../../../core/shared/money.ts';
import type { OrderShippingLine } from '../../../db/schema.ts';
import { ORDERS_ROUTE } from './order-json.ts';
import { itemLinks, restUrl, wcDates, wcMoney, type WcLinkBase } from './wc-format.ts';

/** An order's refunds route: `/wc/v3/orders/<id>/refunds`. */
export const refundsRoute = (orderId: number) => `${ORDERS_ROUTE}/${orderId}/refunds`;

/** What a refund's JSON is written with besides the refund: its order's id, currency and first shipping line. */
export interface RefundOrderFacts {
  id: number;
  currency: string;
  shippingLine: Pick<OrderShippingLine, 'id' | 'method_id' | 'method_title'> | null;
}

/**
 * A refund in WooCommerce's `wc/v3/orders/<id>/refunds` shape: the amount positive, its lines as WooCommerce
 * writes a refund's items (quantities and amounts negative, `_refunded_item_id` naming the order line, and
 * `refund_total` the amount given back before tax), the shipping given back as a shipping line. The shop
 * sends no money back itself, so `refunded_payment` is false.
 */
export function refundJson({ refund, lines }: RefundRecord, order: RefundOrderFacts, base: WcLinkBase) {
  const money = (minor: number) => wcMoney(minor, order.currency);
  const taxesOf = (json: string) => parseRateAmounts(json).map((tax) => ({ id: tax.id, total: money(-tax.total), subtotal: money(-tax.total), refund_total: toMajorUnits(tax.total, order.currency) }));
  const shippingRefunded = Number(refund.shipping_total) + Number(refund.shipping_tax) > 0;
  return {
    id: refund.id,
    ...wcDates('created', refund.created_at),
    amount: money(Number(refund.amount)),
    reason: refund.reason,
    refunded_by: refund.refunded_by ?? 0,
    refunded_payment: false,
    meta_data: [],
    line_items: lines.map((line) => ({
      id: line.id,
      name: line.name,
      product_id: line.product_id ?? 0,
      variation_id: line.variation_id ?? 0,
      quantity: -line.quantity,
      tax_class: line.tax_class,
      subtotal: money(-line.total),
      subtotal_tax: money(-line.total_tax),
      total: money(-line.total),
      total_tax: money(-line.total_tax),
      taxes: taxesOf(line.taxes),
      meta_data: [{ id: line.id, key: '_refunded_item_id', value: String(line.order_line_id), display_key: '_refunded_item_id', display_value: String(line.order_line_id) }],
      sku: line.sku ?? '',
      price: toMajorUnits(line.quantity > 0 ? line.total / line.quantity : line.total, order.currency),
      refund_total: toMajorUnits(Number(line.total), order.currency),
    })),
    shipping_lines: shippingRefunded
      ? [
          {
            id: order.shippingLine?.id ?? 0,
            method_title: order.shippingLine?.method_title ?? 'Shipping',
            method_id: order.shippingLine?.method_id ?? '',
            total: money(-Number(refund.shipping_total)),
            total_tax: money(-Number(refund.shipping_tax)),
            taxes: taxesOf(refund.shipping_taxes),
            meta_data: [],
            refund_total: toMajorUnits(Number(refund.shipping_total), order.currency),
          },
        ]
      : [],
    tax_lines: [],
    fee_lines: [],
    _links: { ...itemLinks(base, refundsRoute(order.id), refund.id), up: [{ href: restUrl(base, `${ORDERS_ROUTE}/${order.id}`) }] },
  };
}
