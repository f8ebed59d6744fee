import { formatDate } from '../i18n/format.ts';
import { exampleAmount, formatMoney } from '../shared/money.ts';
import { leftByRate, rateSum, type RateAmount } from './refund-math.ts';
import { leftToRefund, refundRefusal, type RefundableOrder } from './refund-plan.ts';
import type { RefundRecord } from './refund-store.ts';

/** One order line in the admin's refund form: what was charged, what is left, and what refunds gave back. */
export interface RefundFormLine {
  id: number;
  name: string;
  quantity: number;
  refundedQuantity: number;
  unitsLeft: number;
  /** Without tax; minor units. */
  total: number;
  refundedTotal: number;
  totalLeft: number;
  taxes: RateAmount[];
  refundedTaxes: RateAmount[];
  taxLeft: number;
  /** Charged with tax, and given back so far with tax ("−$12.00"; null: nothing yet). */
  chargedText: string;
  refundedText: string | null;
}

/** The admin's refund form for an order, amounts in minor units and as text. */
export interface RefundFormView {
  currency: string;
  locale: string;
  /** Why the order cannot be refunded now; null when it can. */
  refusal: string | null;
  left: number;
  leftText: string;
  refundedText: string;
  lines: RefundFormLine[];
  /** Shipping still refundable (null: none). */
  shipping: { left: number; taxLeft: number; leftText: string } | null;
  /** How an amount is typed in the currency: "19.99". */
  amountExample: string;
}

/** One refund as the order page lists it. */
export interface RefundListItem {
  id: number;
  date: string;
  by: string | null;
  reason: string;
  /** "−$12.00". */
  amountText: string;
  restocked: boolean;
}

export function refundFormView(order: RefundableOrder, locale: string): RefundFormView {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const shippingLeft = Math.max(0, order.shipping.total - order.shipping.refundedTotal);
  const shippingTaxLeft = rateSum(leftByRate(order.shipping.taxes, order.shipping.refundedTaxes));
  return {
    currency: order.currency,
    locale,
    refusal: refundRefusal(order),
    left: leftToRefund(order),
    leftText: money(leftToRefund(order)),
    refundedText: money(0 - order.refundedTotal),
    lines: order.lines.map((line) => {
      const refunded = line.refundedTotal + rateSum(line.refundedTaxes);
      return {
        id: line.id,
        name: line.name,
        quantity: line.quantity,
        refundedQuantity: line.refundedQuantity,
        unitsLeft: Math.max(0, line.quantity - line.refundedQuantity),
        total: line.total,
        refundedTotal: line.refundedTotal,
        totalLeft: Math.max(0, line.total - line.refundedTotal),
        taxes: [...line.taxes],
        refundedTaxes: [...line.refundedTaxes],
        taxLeft: rateSum(leftByRate(line.taxes, line.refundedTaxes)),
        chargedText: money(line.total + rateSum(line.taxes)),
        refundedText: refunded > 0 ? money(-refunded) : null,
      };
    }),
    shipping: shippingLeft + shippingTaxLeft > 0 ? { left: shippingLeft, taxLeft: shippingTaxLeft, leftText: money(shippingLeft + shippingTaxLeft) } : null,
    amountExample: exampleAmount(order.currency),
  };
}

export function refundListItems(records: readonly RefundRecord[], currency: string, locale: string): RefundListItem[] {
  return records.map(({ refund, refundedByName }) => ({
    id: refund.id,
    date: formatDate(refund.created_at, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    by: refundedByName,
    reason: refund.reason,
    amountText: formatMoney(-Number(refund.amount), currency, locale),
    restocked: refund.restocked === 1,
  }));
}
