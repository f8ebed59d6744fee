import { translator, type Translate } from '../../../core/i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../../../core/i18n/messages/index.ts';
import type { OrderAddressView, OrderDetail } from '../../../core/orders/order-details.ts';
import type { OrderStatus } from '../../../core/orders/status.ts';
import { orderLineAttributes } from '../../../core/orders/order-line-attributes.ts';
import { shippingText } from '../../../core/orders/shipping-text.ts';
import type { AttributeLabel } from '../../../core/catalog/attribute-labels.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { DEFAULT_ORDER_TAX_DISPLAY, includedTaxText, orderTaxAmounts, orderTaxSource, shownOrderAmounts, type OrderTaxDisplay } from '../../../core/tax/order-tax-display.ts';
import { formatDate as formatIntlDate, LONG_DATE } from '../../../core/i18n/format.ts';
import { formatAddressLines } from '../../../core/i18n/address-format.ts';

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
export function orderView(detail: OrderDetail, locale: string, t: Translate = translator(DEFAULT_MESSAGE_LOCALE), taxDisplay: OrderTaxDisplay = DEFAULT_ORDER_TAX_DISPLAY): OrderView {
  const { order } = detail;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const payment = t(`payment.${order.payment_method}.title`);
  const taxSource = orderTaxSource(order, detail.lines, detail.taxLines);
  const shown = shownOrderAmounts(taxSource, taxDisplay);
  const taxes = orderTaxAmounts(taxSource, taxDisplay, t('totals.tax'));
  const totals = [{ label: t('totals.subtotal'), value: money(shown.subtotal) }];
  // Each coupon on a row of its own, as WooCommerce lists them, else the discount as a whole.
  if (detail.coupons.length > 0) for (const coupon of detail.coupons) totals.push({ label: t('coupon.totalsLabel', { code: coupon.code }), value: money(-coupon.discount || 0) });
  else if (order.discount_total > 0) totals.push({ label: t('totals.discount'), value: money(-order.discount_total) });
  totals.push({ label: t('totals.shipping'), value: shippingText(shown.shipping, detail.shippingLines[0]?.method_title, money, t) });
  if (taxDisplay.display === 'excl') for (const tax of taxes) totals.push({ label: tax.label, value: money(tax.amount) });
  totals.push({ label: t('totals.paymentMethod'), value: payment });
  const included = taxDisplay.display === 'incl' && taxes.length > 0 ? ` ${t('totals.includesTax', { taxes: includedTaxText(taxes, money) })}` : '';
  totals.push({ label: t('totals.total'), value: `${money(order.total)}${included}` });
  // What refunds gave back and what the customer paid net of them, as WooCommerce's order totals show them.
  if (order.refunded_total > 0) {
    totals.push({ label: t('totals.refunded'), value: money(-order.refunded_total) }, { label: t('totals.netPayment'), value: money(order.total - order.refunded_total) });
  }
  return {
    id: order.id,
    date: formatDate(order.created_at, locale),
    status: order.status,
    statusLabel: t(`order.status.${order.status}`),
    lines: detail.lines.map((line) => ({ id: line.id, name: line.name, sku: line.sku, attributes: orderLineAttributes(line), quantity: line.quantity, unitPrice: money(line.unit_price), total: money(line.subtotal + (taxDisplay.display === 'incl' ? line.subtotal_tax : 0)) })),
    totals,
    paymentMethod: payment,
    customerNote: order.customer_note,
    email: order.billing_email,
    billing: addressLines(detail.billing, locale),
    shipping: addressLines(detail.shipping, locale),
    phone: detail.billing?.phone ?? '',
  };
}

/**
 * An address as the lines of its card, as its country writes it ("80331 München"), the country named in
 * `locale` (order pages and My account's addresses).
 */
export function addressLines(address: Omit<OrderAddressView, 'order_id' | 'type' | 'phone' | 'email'> | null, locale = 'en-US'): string[] | null {
  return address ? formatAddressLines(address, locale) : null;
}
