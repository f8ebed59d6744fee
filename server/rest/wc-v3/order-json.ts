import { ATTRIBUTION_FIELDS } from '../../../core/attribution/fields.ts';
import type { OwnerOrder } from '../../../core/orders/owner-order-query.ts';
import type { OrderAddress, OrderAttributionRow } from '../../../db/schema.ts';
import { toMajorUnits } from '../../../core/shared/money.ts';
import { safeJsonValue } from '../../../core/settings/settings.ts';
import { rateText } from '../../../core/tax/tax-rate.ts';
import { itemLinks, restUrl, wcDates, wcMoney, type WcLinkBase } from './wc-format.ts';
import { orderLineAttributes } from '../../../core/orders/order-line-attributes.ts';

export const ORDERS_ROUTE = '/wc/v3/orders';

/** WooCommerce's prefix for the order attribution's meta keys. */
export const ATTRIBUTION_META_PREFIX = '_wc_order_attribution_';

const ADDRESS_PARTS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country'] as const;

function addressJson(address: OrderAddress | null, extra: readonly ('email' | 'phone')[]) {
  const json: Record<string, string> = {};
  for (const part of [...ADDRESS_PARTS, ...extra]) json[part] = address?.[part] ?? '';
  return json;
}

/**
 * The order attribution as WooCommerce keeps it in the order's meta: one `_wc_order_attribution_<field>`
 * entry per recorded field, as text; `device_type` when a user agent was recorded, and `origin` when
 * both the source type and the source were (WooCommerce stores these two only then). The shop keeps the
 * attribution as one row, so each entry's `id` is made from the order id and the field's place.
 */
export function attributionMetaData(row: OrderAttributionRow | null): { id: number; key: string; value: string }[] {
  if (!row) return [];
  const entries: [string, string][] = [];
  for (const field of ATTRIBUTION_FIELDS) {
    const value = row[field];
    if (value !== null) entries.push([field, String(value)]);
  }
  if (row.user_agent !== null && row.device_type !== 'Unknown') entries.push(['device_type', row.device_type]);
  if (row.source_type !== null && row.utm_source !== null) entries.push(['origin', row.origin]);
  const place = (field: string) => ATTRIBUTION_FIELDS.indexOf(field as (typeof ATTRIBUTION_FIELDS)[number]) + 1 || (field === 'device_type' ? 17 : 18);
  return entries.map(([field, value]) => ({ id: row.order_id * 100 + place(field), key: `${ATTRIBUTION_META_PREFIX}${field}`, value }));
}

/** A line's or the shipping's taxes by rate as stored (JSON `[{ id, subtotal?, total }]`), in WooCommerce's shape. */
function taxesJson(text: string, currency: string): { id: number; total: string; subtotal: string }[] {
  const value = safeJsonValue(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, total, subtotal } = entry as { id?: unknown; total?: unknown; subtotal?: unknown };
    if (typeof id !== 'number' || typeof total !== 'number') return [];
    return [{ id, total: wcMoney(total, currency), subtotal: typeof subtotal === 'number' ? wcMoney(subtotal, currency) : '' }];
  });
}

/** An order in WooCommerce's `wc/v3/orders` shape. */
export function orderJson({ order, lines, coupons, shippingLines, taxLines, billing, shipping, attribution, refunds = [] }: OwnerOrder, base: WcLinkBase) {
  // The shop keeps no payment date; a completed order was last changed when it was completed.
  const completed = order.status === 'completed' ? order.updated_at : null;
  const links: Record<string, { href: string }[]> = itemLinks(base, ORDERS_ROUTE, order.id);
  if (order.customer_id !== null) links.customer = [{ href: restUrl(base, `/wc/v3/customers/${order.customer_id}`) }];
  return {
    id: order.id,
    parent_id: 0,
    number: String(order.id),
    order_key: order.order_key,
    created_via: 'checkout',
    status: order.status,
    currency: order.currency,
    ...wcDates('created', order.created_at),
    ...wcDates('modified', order.updated_at),
    discount_total: wcMoney(order.discount_total, order.currency),
    discount_tax: wcMoney(order.discount_tax, order.currency),
    shipping_total: wcMoney(order.shipping_total, order.currency),
    shipping_tax: wcMoney(order.shipping_tax, order.currency),
    cart_tax: wcMoney(order.tax_total - order.shipping_tax, order.currency),
    total: wcMoney(order.total, order.currency),
    total_tax: wcMoney(order.tax_total, order.currency),
    prices_include_tax: order.prices_include_tax === 1,
    customer_id: order.customer_id ?? 0,
    customer_note: order.customer_note,
    billing: addressJson(billing, ['email', 'phone']),
    shipping: addressJson(shipping, ['phone']),
    payment_method: order.payment_method,
    payment_method_title: order.payment_method_title,
    transaction_id: '',
    ...wcDates('paid', null),
    ...wcDates('completed', completed),
    meta_data: attributionMetaData(attribution),
    line_items: lines.map((line) => ({
      id: line.id,
      name: line.name,
      product_id: line.product_id ?? 0,
      variation_id: line.variation_id ?? 0,
      quantity: line.quantity,
      tax_class: line.tax_class,
      subtotal: wcMoney(line.subtotal, order.currency),
      subtotal_tax: wcMoney(line.subtotal_tax, order.currency),
      total: wcMoney(line.total, order.currency),
      total_tax: wcMoney(line.total_tax, order.currency),
      taxes: taxesJson(line.taxes, order.currency),
      // A variation's attributes, as WooCommerce lists them on the line: as the shopper read them.
      meta_data: orderLineAttributes(line).map(({ name, value }, index) => ({ id: index + 1, key: name, value, display_key: name, display_value: value })),
      sku: line.sku ?? '',
      price: toMajorUnits(line.unit_price, order.currency),
    })),
    tax_lines: taxLines.map((line) => ({
      id: line.id,
      rate_code: line.rate_code,
      rate_id: line.rate_id,
      label: line.label,
      compound: line.compound === 1,
      tax_total: wcMoney(line.tax_total, order.currency),
      shipping_tax_total: wcMoney(line.shipping_tax_total, order.currency),
      rate_percent: Number(rateText(line.rate)),
      meta_data: [],
    })),
    shipping_lines: shippingLines.map((line) => ({
      id: line.id,
      method_title: line.method_title,
      method_id: line.method_id,
      instance_id: String(line.instance_id),
      total: wcMoney(line.total, order.currency),
      total_tax: wcMoney(line.total_tax, order.currency),
      taxes: taxesJson(line.taxes, order.currency).map(({ id, total }) => ({ id, total, subtotal: '' })),
      meta_data: [],
    })),
    fee_lines: [],
    coupon_lines: coupons.map((coupon) => ({
      id: coupon.id,
      code: coupon.code,
      discount: wcMoney(coupon.discount, order.currency),
      discount_tax: wcMoney(0, order.currency),
      meta_data: [],
    })),
    // As WooCommerce lists them on an order: newest first, each total negative.
    refunds: refunds.map((refund) => ({ id: refund.id, reason: refund.reason, total: wcMoney(-refund.amount, order.currency) })),
    _links: links,
  };
}
