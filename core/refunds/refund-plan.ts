import type { OrderStatus } from '../orders/status.ts';
import { ORDER_STATUS_LABELS } from '../orders/status.ts';
import { formatMoney } from '../shared/money.ts';
import { hasControlCharacters } from '../shared/validation.ts';
import { leftByRate, proRataShare, rateSum, shareOut, type RateAmount } from './refund-math.ts';

/** Paid orders are refunded; a refunded one only when a deleted refund left something to refund again. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['processing', 'completed', 'refunded'];

export const REFUND_REASON_MAX_LENGTH = 500;

/** One order line as a refund sees it: what was charged, and what earlier refunds gave back of it. */
export interface RefundableLine {
  id: number;
  name: string;
  quantity: number;
  /** Without tax, after coupons. */
  total: number;
  /** Its tax by rate, as charged. */
  taxes: readonly RateAmount[];
  refundedQuantity: number;
  refundedTotal: number;
  refundedTaxes: readonly RateAmount[];
  /** Units already back in stock (by refunds or a cancellation). */
  restockedQuantity: number;
  /** The sellable unit whose stock the line took: its variation, else its product (null once deleted). */
  unitId: number | null;
}

export interface RefundableOrder {
  id: number;
  status: OrderStatus;
  currency: string;
  /** What the customer paid. */
  total: number;
  refundedTotal: number;
  lines: readonly RefundableLine[];
  shipping: { total: number; taxes: readonly RateAmount[]; refundedTotal: number; refundedTaxes: readonly RateAmount[] };
}

/** A line's part of a request: `null` amounts are worked out from the quantity where the request says so. */
export interface RefundLineRequest {
  lineId: number;
  quantity: number;
  /** Without tax. */
  total: number | null;
  /** The line's tax as one amount, shared over its rates… */
  tax: number | null;
  /** …or by rate (`wc/v3`'s `refund_tax`). */
  taxes?: readonly RateAmount[] | null;
}

export interface RefundRequest {
  lines: readonly RefundLineRequest[];
  shipping: { total: number | null; tax: number | null; taxes?: readonly RateAmount[] | null } | null;
  /** What is paid back; null: the sum of the lines and shipping refunded. */
  amount: number | null;
  reason: string;
  /** Put the refunded units back into stock. */
  restock: boolean;
}

export interface PlanOptions {
  /** Work a line's missing amounts out from its quantity (the admin's form always; `wc/v3` when no amount is sent). */
  prorate: boolean;
  /** Formats an amount for a message. */
  money?: (minor: number) => string;
}

export interface PlannedLine {
  lineId: number;
  quantity: number;
  total: number;
  tax: number;
  taxes: RateAmount[];
  /** Units this refund puts back into stock. */
  restock: number;
}

export interface RefundPlan {
  amount: number;
  lines: PlannedLine[];
  shipping: { total: number; tax: number; taxes: RateAmount[] };
  reason: string;
  restock: boolean;
  /** The order is refunded in full once this refund is made. */
  fullyRefunded: boolean;
}

/**
 * Why a request is refused, by what it is about: `order`, `lines`, `amount`, `reason`, `shipping_total`,
 * `shipping_tax`, and per line `quantity:<id>`, `total:<id>`, `tax:<id>`.
 */
export type RefundErrors = Record<string, string>;

export type PlanResult = { ok: true; value: RefundPlan } | { ok: false; errors: RefundErrors };

/** What is left to refund of the order. */
export function leftToRefund(order: Pick<RefundableOrder, 'total' | 'refundedTotal'>): number {
  return Math.max(0, order.total - order.refundedTotal);
}

/** Whether the order can take a refund now; the reason when not. */
export function refundRefusal(order: Pick<RefundableOrder, 'status' | 'total' | 'refundedTotal'>): string | null {
  if (!REFUNDABLE_STATUSES.includes(order.status)) return `Only a processing or completed order can be refunded: this one is ${ORDER_STATUS_LABELS[order.status]}.`;
  if (leftToRefund(order) === 0) return 'This order has been refunded in full: there is nothing left to refund.';
  return null;
}

/** Taxes by rate for a part, rates refunded nothing left out (see taxesAsked). */
const plannedTaxes = (...args: Parameters<typeof taxesAsked>): RateAmount[] => taxesAsked(...args).filter((amount) => amount.total !== 0);

/** Taxes by rate for a part: as asked by rate, one amount shared over the rates left, or worked out from the quantity. */
function taxesAsked(
  left: RateAmount[],
  asked: { tax: number | null; taxes?: readonly RateAmount[] | null },
  fromQuantity: (rate: RateAmount) => number,
  refuse: (message: string) => void,
  say: (minor: number) => string,
): RateAmount[] {
  if (asked.taxes) {
    const planned: RateAmount[] = left.map(({ id }) => ({ id, total: 0 }));
    for (const { id, total } of asked.taxes) {
      const rate = planned.find((amount) => amount.id === id);
      const room = left.find((amount) => amount.id === id)?.total ?? 0;
      if (!rate) refuse(`No tax of rate ${id} was charged here.`);
      else if (total < 0) refuse('A tax refund cannot be negative.');
      else if (rate.total + total > room) refuse(`At most ${say(room)} of the tax of rate ${id} is left to refund.`);
      else rate.total += total;
    }
    return planned;
  }
  if (asked.tax !== null) {
    const room = rateSum(left);
    if (asked.tax < 0) refuse('A tax refund cannot be negative.');
    else if (asked.tax > room) refuse(room === 0 ? 'There is no tax left to refund here.' : `At most ${say(room)} of tax is left to refund here.`);
    else return shareOut(asked.tax, left.map((rate) => rate.total)).map((total, index) => ({ id: left[index]!.id, total }));
    return [];
  }
  return left.map((rate) => ({ id: rate.id, total: fromQuantity(rate) }));
}

/**
 * Checks a refund request against the order and works out its amounts: quantities at most what is left
 * unrefunded of each line, no amount negative nor above what is left of its line, tax or shipping, and the
 * refund more than zero and at most what is left of what was paid. Missing line amounts come from the
 * quantities (proRataShare) when the options say so, else count nothing.
 */
export function planRefund(order: RefundableOrder, request: RefundRequest, options: PlanOptions): PlanResult {
  const say = options.money ?? ((minor: number) => formatMoney(minor, order.currency));
  const errors: RefundErrors = {};
  const refuse = (key: string) => (message: string) => {
    errors[key] ??= message;
  };
  const refusal = refundRefusal(order);
  if (refusal) return { ok: false, errors: { order: refusal } };

  const lines: PlannedLine[] = [];
  const seen = new Set<number>();
  for (const asked of request.lines) {
    const line = order.lines.find((candidate) => candidate.id === asked.lineId);
    if (!line) {
      refuse('lines')(`There is no line ${asked.lineId} in this order.`);
      continue;
    }
    if (seen.has(line.id)) {
      refuse('lines')(`Line ${line.id} is listed twice.`);
      continue;
    }
    seen.add(line.id);
    const unitsLeft = Math.max(0, line.quantity - line.refundedQuantity);
    if (!Number.isInteger(asked.quantity) || asked.quantity < 0) refuse(`quantity:${line.id}`)('Enter a whole number of units, 0 or more.');
    else if (asked.quantity > unitsLeft) {
      refuse(`quantity:${line.id}`)(unitsLeft === 0 ? `“${line.name}” has been refunded in full.` : `Only ${unitsLeft} of “${line.name}” ${unitsLeft === 1 ? 'is' : 'are'} left to refund.`);
    }
    const quantity = Math.max(0, Math.trunc(asked.quantity));
    const prorate = options.prorate && quantity > 0;
    const totalLeft = Math.max(0, line.total - line.refundedTotal);
    let total = asked.total ?? (prorate ? proRataShare(line.total, line.quantity, line.refundedQuantity, quantity, line.refundedTotal) : 0);
    if (total < 0) refuse(`total:${line.id}`)('A refund cannot be negative.');
    else if (total > totalLeft) refuse(`total:${line.id}`)(`At most ${say(totalLeft)} of “${line.name}” is left to refund (before tax).`);
    total = Math.max(0, total);
    const refundedTaxes = line.refundedTaxes;
    const taxes = plannedTaxes(
      leftByRate(line.taxes, refundedTaxes),
      asked,
      (rate) => {
        const charged = line.taxes.find((amount) => amount.id === rate.id)?.total ?? 0;
        const refunded = rateSum(refundedTaxes.filter((amount) => amount.id === rate.id));
        return prorate ? proRataShare(charged, line.quantity, line.refundedQuantity, quantity, refunded) : 0;
      },
      refuse(`tax:${line.id}`),
      say,
    );
    const restock = request.restock ? Math.min(quantity, Math.max(0, line.quantity - line.restockedQuantity)) : 0;
    if (quantity > 0 || total > 0 || rateSum(taxes) > 0) lines.push({ lineId: line.id, quantity, total, tax: rateSum(taxes), taxes, restock });
  }

  const { shipping } = order;
  const shippingLeft = Math.max(0, shipping.total - shipping.refundedTotal);
  const shippingTotal = request.shipping?.total ?? 0;
  if (shippingTotal < 0) refuse('shipping_total')('A refund cannot be negative.');
  else if (shippingTotal > shippingLeft) refuse('shipping_total')(shippingLeft === 0 ? 'There is no shipping left to refund.' : `At most ${say(shippingLeft)} of shipping is left to refund (before tax).`);
  const shippingTaxes = plannedTaxes(leftByRate(shipping.taxes, shipping.refundedTaxes), { tax: request.shipping?.tax ?? null, taxes: request.shipping?.taxes ?? null }, () => 0, refuse('shipping_tax'), say);

  const reason = request.reason.trim();
  if (reason.length > REFUND_REASON_MAX_LENGTH) refuse('reason')(`Keep the reason under ${REFUND_REASON_MAX_LENGTH} characters.`);
  else if (hasControlCharacters(reason)) refuse('reason')('Write the reason on one line, without control characters.');

  const itemized = lines.reduce((sum, line) => sum + line.total + line.tax, 0) + Math.max(0, shippingTotal) + rateSum(shippingTaxes);
  const amount = request.amount ?? itemized;
  const left = leftToRefund(order);
  if (request.amount === null && amount === 0) refuse('amount')('Choose what to refund: the quantities or amounts of the items, or a refund amount.');
  else if (amount <= 0) refuse('amount')('The refund amount must be more than zero.');
  else if (amount > left) refuse('amount')(`The refund amount cannot be more than the ${say(left)} left to refund.`);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      amount,
      lines,
      shipping: { total: shippingTotal, tax: rateSum(shippingTaxes), taxes: shippingTaxes },
      reason,
      restock: request.restock,
      fullyRefunded: order.refundedTotal + amount >= order.total,
    },
  };
}
