import { translator, type Translate } from '../../../core/i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../../../core/i18n/messages/index.ts';
import type { OrderAddressView, OrderDetail } from '../../../core/orders/order-details.ts';
import type { OrderStatus } from '../../../core/orders/status.ts';
import { orderLineAttributes } from '../../../core/orders/order-line-attributes.ts';
import type { AttributeLabel } from '../../../core/catalog/attribute-labels.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { formatDate as formatIntlDate, LONG_DATE } from '../../../core/i18n/format.ts';

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };

/** Dates are shown in UTC so the server's and the browser's rendering agree; a bare `YYYY-MM-DD` is that UTC day. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  return formatIntlDate(iso, locale, withTime ? DATE_AND_TIME : LONG_DATE);
}

export interface OrderView {
  id: number;
  date: string;
  status: OrderStatus;
  statusLabel: string;
  lines: { id: number; name: string; sku: string | null; attributes: AttributeLabel[]; quantity: number; unitPrice: string; total: string }[];
  totals: { label: string; value: string }[];
  paymentMethod: string;
  customerNote: string;
  email: string;
  billing: string[] | null;
  shipping: string[] | null;
  phone: string;
}

/** An order formatted for display (money, dates and addresses as text), done on the server. */
export function orderView(detail: OrderDetail, locale: string, t: Translate = translator(DEFAULT_MESSAGE_LOCALE)): OrderView {
  const { order } = detail;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const payment = t(`payment.${order.payment_method}.title`);
  const totals = [{ label: t('totals.subtotal'), value: money(order.subtotal) }];
  // Each coupon on a row of its own, as WooCommerce lists them, else the discount as a whole.
  if (detail.coupons.length > 0) for (const coupon of detail.coupons) totals.push({ label: t('coupon.totalsLabel', { code: coupon.code }), value: money(-coupon.discount || 0) });
  else if (order.discount_total > 0) totals.push({ label: t('totals.discount'), value: money(-order.discount_total) });
  const [shipped] = detail.shippingLines;
  const shippingValue = !shipped ? (order.shipping_total > 0 ? money(order.shipping_total) : t('totals.freeShipping')) : order.shipping_total > 0 ? t('order.shippingVia', { amount: money(order.shipping_total), method: shipped.method_title }) : shipped.method_title;
  totals.push({ label: t('totals.shipping'), value: shippingValue });
  if (order.tax_total > 0) totals.push({ label: t('totals.tax'), value: money(order.tax_total) });
  totals.push({ label: t('totals.paymentMethod'), value: payment });
  totals.push({ label: t('totals.total'), value: money(order.total) });
  return {
    id: order.id,
    date: formatDate(order.created_at, locale),
    status: order.status,
    statusLabel: t(`order.status.${order.status}`),
    lines: detail.lines.map((line) => ({ id: line.id, name: line.name, sku: line.sku, attributes: orderLineAttributes(line), quantity: line.quantity, unitPrice: money(line.unit_price), total: money(line.subtotal) })),
    totals,
    paymentMethod: payment,
    customerNote: order.customer_note,
    email: order.billing_email,
    billing: addressLines(detail.billing),
    shipping: addressLines(detail.shipping),
    phone: detail.billing?.phone ?? '',
  };
}

function addressLines(address: OrderAddressView | null): string[] | null {
  if (!address) return null;
  const place = [address.city, [address.state, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [`${address.first_name} ${address.last_name}`.trim(), address.company, address.address_1, address.address_2, place, address.country].filter(Boolean);
}
