import { exampleAmount, parseMoney } from '../shared/money.ts';
import type { RefundErrors, RefundRequest } from './refund-plan.ts';

/**
 * The admin's refund form, by WooCommerce's field names: per order line `refund_order_item_qty[<id>]`,
 * `refund_line_total[<id>]` and `refund_line_tax[<id>]`; the shipping's `refund_shipping_total` and
 * `refund_shipping_tax`; `refund_amount`, `refund_reason` and `restock_refunded_items`.
 */
export const REFUND_FIELDS = {
  quantity: (lineId: number) => `refund_order_item_qty[${lineId}]`,
  total: (lineId: number) => `refund_line_total[${lineId}]`,
  tax: (lineId: number) => `refund_line_tax[${lineId}]`,
  shippingTotal: 'refund_shipping_total',
  shippingTax: 'refund_shipping_tax',
  amount: 'refund_amount',
  reason: 'refund_reason',
  restock: 'restock_refunded_items',
} as const;

/** What was typed in the form, by field name, so a refused form shows it again. */
export type RefundFormValues = Record<string, string>;

export type RefundFormResult = { ok: true; request: RefundRequest; values: RefundFormValues } | { ok: false; errors: RefundErrors; values: RefundFormValues };

/** The form's error key (refund-plan's) for a field name, so a message shows by its field. */
export function refundFieldName(key: string): string {
  const [kind, id] = key.split(':');
  const lineId = Number(id);
  if (kind === 'quantity') return REFUND_FIELDS.quantity(lineId);
  if (kind === 'total') return REFUND_FIELDS.total(lineId);
  if (kind === 'tax') return REFUND_FIELDS.tax(lineId);
  if (key === 'shipping_total') return REFUND_FIELDS.shippingTotal;
  if (key === 'shipping_tax') return REFUND_FIELDS.shippingTax;
  if (key === 'amount') return REFUND_FIELDS.amount;
  if (key === 'reason') return REFUND_FIELDS.reason;
  return 'form';
}

/**
 * Reads the refund form for the order's lines: empty amounts stay null (worked out from the quantities,
 * and the refund amount from them), an empty quantity is 0. A value that is not a whole number or an
 * amount in the currency is refused by its field, in refund-plan's keys.
 */
export function readRefundForm(form: { get(name: string): unknown }, lineIds: readonly number[], currency: string): RefundFormResult {
  const values: RefundFormValues = {};
  const errors: RefundErrors = {};
  const text = (name: string) => {
    const value = form.get(name);
    const typed = typeof value === 'string' ? value.trim() : '';
    if (typed) values[name] = typed;
    return typed;
  };
  const amountMessage = `Enter an amount such as ${exampleAmount(currency)}.`;
  const money = (name: string, key: string): number | null => {
    const typed = text(name);
    if (!typed) return null;
    const minor = parseMoney(typed, currency);
    if (minor === null) errors[key] ??= typed.startsWith('-') ? 'A refund cannot be negative.' : amountMessage;
    return minor;
  };
  const lines = lineIds.map((lineId) => {
    const typed = text(REFUND_FIELDS.quantity(lineId));
    let quantity = 0;
    if (typed) {
      if (/^\d{1,6}$/.test(typed)) quantity = Number(typed);
      else errors[`quantity:${lineId}`] = 'Enter a whole number of units, 0 or more.';
    }
    return { lineId, quantity, total: money(REFUND_FIELDS.total(lineId), `total:${lineId}`), tax: money(REFUND_FIELDS.tax(lineId), `tax:${lineId}`) };
  });
  const shippingTotal = money(REFUND_FIELDS.shippingTotal, 'shipping_total');
  const shippingTax = money(REFUND_FIELDS.shippingTax, 'shipping_tax');
  const amount = money(REFUND_FIELDS.amount, 'amount');
  const rawReason = form.get(REFUND_FIELDS.reason);
  const reason = typeof rawReason === 'string' ? rawReason : '';
  if (reason.trim()) values[REFUND_FIELDS.reason] = reason.trim();
  const restock = form.get(REFUND_FIELDS.restock) !== null && form.get(REFUND_FIELDS.restock) !== undefined;
  values[REFUND_FIELDS.restock] = restock ? '1' : '';
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    request: {
      lines: lines.filter((line) => line.quantity > 0 || line.total !== null || line.tax !== null),
      shipping: shippingTotal === null && shippingTax === null ? null : { total: shippingTotal, tax: shippingTax },
      amount,
      reason,
      restock,
    },
  };
}
