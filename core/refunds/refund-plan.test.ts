import { describe, expect, it } from 'vitest';
import { leftToRefund, planRefund, refundRefusal, type RefundableOrder, type RefundRequest } from './refund-plan.ts';

/** Three mugs at $10.00 with 19 % tax, a poster without tax, and $5.00 shipping with its tax: $50.65 paid. */
function order(overrides: Partial<RefundableOrder> = {}): RefundableOrder {
  return {
    id: 1,
    status: 'processing',
    currency: 'USD',
    total: 5065,
    refundedTotal: 0,
    lines: [
      { id: 11, name: 'Mug', quantity: 3, total: 3000, taxes: [{ id: 1, total: 570 }], refundedQuantity: 0, refundedTotal: 0, refundedTaxes: [], restockedQuantity: 0, unitId: 101 },
      { id: 12, name: 'Poster', quantity: 1, total: 900, taxes: [], refundedQuantity: 0, refundedTotal: 0, refundedTaxes: [], restockedQuantity: 0, unitId: 102 },
    ],
    shipping: { total: 500, taxes: [{ id: 1, total: 95 }], refundedTotal: 0, refundedTaxes: [] },
    ...overrides,
  };
}

const request = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({ lines: [], shipping: null, amount: null, reason: '', restock: false, ...overrides });
const line = (lineId: number, quantity: number, more: { total?: number | null; tax?: number | null } = {}) => ({ lineId, quantity, total: more.total ?? null, tax: more.tax ?? null });
const PRORATE = { prorate: true };

describe('planRefund', () => {
  it('works a line’s amount and tax out from its quantity, and the refund amount from the lines', () => {
    const planned = planRefund(order(), request({ lines: [line(11, 1)], restock: true }), PRORATE);
    expect(planned).toEqual({
      ok: true,
      value: {
        amount: 1190,
        lines: [{ lineId: 11, quantity: 1, total: 1000, tax: 190, taxes: [{ id: 1, total: 190 }], restock: 1 }],
        shipping: { total: 0, tax: 0, taxes: [] },
        reason: '',
        restock: true,
        fullyRefunded: false,
      },
    });
  });

  it('refunds the whole order with every unit and the shipping, and says so', () => {
    const planned = planRefund(order(), request({ lines: [line(11, 3), line(12, 1)], shipping: { total: 500, tax: 95 } }), PRORATE);
    expect(planned.ok && planned.value).toMatchObject({ amount: 5065, fullyRefunded: true, shipping: { total: 500, tax: 95, taxes: [{ id: 1, total: 95 }] } });
  });

  it('gives the last units of a line what is left of it after earlier refunds, to the cent', () => {
    // $10.00 for 3 units, 2 refunded at 333 each: the third gives back 334, its tax the 190 left of 570.
    const third = order({
      total: 1190,
      refundedTotal: 0,
      lines: [{ id: 11, name: 'Mug', quantity: 3, total: 1000, taxes: [{ id: 1, total: 190 }], refundedQuantity: 2, refundedTotal: 666, refundedTaxes: [{ id: 1, total: 126 }], restockedQuantity: 2, unitId: 101 }],
      shipping: { total: 0, taxes: [], refundedTotal: 0, refundedTaxes: [] },
    });
    const planned = planRefund(third, request({ lines: [line(11, 1)], restock: true }), PRORATE);
    expect(planned.ok && planned.value.lines).toEqual([{ lineId: 11, quantity: 1, total: 334, tax: 64, taxes: [{ id: 1, total: 64 }], restock: 1 }]);
    expect(planned.ok && planned.value.amount).toBe(398);
  });

  it('takes typed amounts as they are, shares a typed tax over the line’s rates, and a free amount without lines', () => {
    const typed = planRefund(order(), request({ lines: [line(11, 1, { total: 500, tax: 50 })] }), PRORATE);
    expect(typed.ok && typed.value.lines[0]).toMatchObject({ total: 500, tax: 50, taxes: [{ id: 1, total: 50 }] });
    const free = planRefund(order(), request({ amount: 700, reason: '  Late delivery ' }), PRORATE);
    expect(free.ok && free.value).toMatchObject({ amount: 700, lines: [], reason: 'Late delivery', fullyRefunded: false });
  });

  it('counts a quantity without amounts as nothing when amounts are not worked out (wc/v3 with an amount)', () => {
    const planned = planRefund(order(), request({ lines: [line(11, 2)], amount: 100, restock: true }), { prorate: false });
    expect(planned.ok && planned.value).toMatchObject({ amount: 100, lines: [{ lineId: 11, quantity: 2, total: 0, tax: 0, restock: 2 }] });
  });

  it('refuses more units than are left of a line, with the reason by the line', () => {
    const done = order();
    (done.lines[0] as { refundedQuantity: number }).refundedQuantity = 2;
    expect(planRefund(done, request({ lines: [line(11, 2)] }), PRORATE)).toEqual({ ok: false, errors: { 'quantity:11': 'Only 1 of “Mug” is left to refund.' } });
    expect(planRefund(order(), request({ lines: [line(11, 4)] }), PRORATE)).toMatchObject({ ok: false, errors: { 'quantity:11': 'Only 3 of “Mug” are left to refund.' } });
    expect(planRefund(order(), request({ lines: [line(11, 1.5)] }), PRORATE)).toMatchObject({ ok: false, errors: { 'quantity:11': 'Enter a whole number of units, 0 or more.' } });
  });

  it('refuses a negative amount, and more than is left of a line’s total, its tax or the shipping', () => {
    expect(planRefund(order(), request({ lines: [line(11, 0, { total: -1 })] }), PRORATE)).toMatchObject({ ok: false, errors: { 'total:11': 'A refund cannot be negative.' } });
    expect(planRefund(order(), request({ lines: [line(12, 0, { total: 901 })] }), PRORATE)).toMatchObject({
      ok: false,
      errors: { 'total:12': 'At most $9.00 of “Poster” is left to refund (before tax).' },
    });
    expect(planRefund(order(), request({ lines: [line(12, 0, { tax: 1 })] }), PRORATE)).toMatchObject({ ok: false, errors: { 'tax:12': 'There is no tax left to refund here.' } });
    expect(planRefund(order(), request({ lines: [line(11, 0, { tax: 571 })] }), PRORATE)).toMatchObject({ ok: false, errors: { 'tax:11': 'At most $5.70 of tax is left to refund here.' } });
    expect(planRefund(order(), request({ lines: [{ lineId: 11, quantity: 0, total: null, tax: null, taxes: [{ id: 9, total: 1 }] }] }), PRORATE)).toMatchObject({
      ok: false,
      errors: { 'tax:11': 'No tax of rate 9 was charged here.' },
    });
    expect(planRefund(order(), request({ shipping: { total: 501, tax: null } }), PRORATE)).toMatchObject({ ok: false, errors: { shipping_total: 'At most $5.00 of shipping is left to refund (before tax).' } });
    // A rate listed twice counts twice against what is left of it.
    const twice = [{ id: 1, total: 300 }, { id: 1, total: 300 }];
    expect(planRefund(order(), request({ lines: [{ lineId: 11, quantity: 0, total: null, tax: null, taxes: twice }] }), PRORATE)).toMatchObject({
      ok: false,
      errors: { 'tax:11': 'At most $5.70 of the tax of rate 1 is left to refund.' },
    });
    expect(planRefund(order(), request({ shipping: { total: null, tax: null, taxes: [{ id: 1, total: 95 }] } }), PRORATE)).toMatchObject({ ok: true, value: { amount: 95, shipping: { total: 0, tax: 95 } } });
  });

  it('refuses a refund above what is left of what was paid, counting the refunds before it', () => {
    expect(planRefund(order(), request({ amount: 5066 }), PRORATE)).toEqual({ ok: false, errors: { amount: 'The refund amount cannot be more than the $50.65 left to refund.' } });
    expect(planRefund(order({ refundedTotal: 5000 }), request({ amount: 66 }), PRORATE)).toEqual({ ok: false, errors: { amount: 'The refund amount cannot be more than the $0.65 left to refund.' } });
    expect(planRefund(order({ refundedTotal: 5000 }), request({ amount: 65 }), PRORATE)).toMatchObject({ ok: true, value: { amount: 65, fullyRefunded: true } });
    // Worked out from the lines, the sum is held to the same limit.
    expect(planRefund(order({ refundedTotal: 4000 }), request({ lines: [line(11, 1)] }), PRORATE)).toMatchObject({ ok: false, errors: { amount: 'The refund amount cannot be more than the $10.65 left to refund.' } });
  });

  it('refuses a refund of nothing, of zero, of lines the order does not have, and an unreadable reason', () => {
    expect(planRefund(order(), request(), PRORATE)).toEqual({ ok: false, errors: { amount: 'Choose what to refund: the quantities or amounts of the items, or a refund amount.' } });
    expect(planRefund(order(), request({ amount: 0 }), PRORATE)).toEqual({ ok: false, errors: { amount: 'The refund amount must be more than zero.' } });
    expect(planRefund(order(), request({ lines: [line(99, 1)], amount: 100 }), PRORATE)).toEqual({ ok: false, errors: { lines: 'There is no line 99 in this order.' } });
    expect(planRefund(order(), request({ lines: [line(11, 1), line(11, 1)] }), PRORATE)).toMatchObject({ ok: false, errors: { lines: 'Line 11 is listed twice.' } });
    expect(planRefund(order(), request({ amount: 100, reason: 'x'.repeat(501) }), PRORATE)).toMatchObject({ ok: false, errors: { reason: 'Keep the reason under 500 characters.' } });
    expect(planRefund(order(), request({ amount: 100, reason: 'two\nlines' }), PRORATE)).toMatchObject({ ok: false, errors: { reason: 'Write the reason on one line, without control characters.' } });
  });

  it('refunds only paid orders with something left to refund', () => {
    expect(planRefund(order({ status: 'pending' }), request({ amount: 100 }), PRORATE)).toEqual({ ok: false, errors: { order: 'Only a processing or completed order can be refunded: this one is Pending payment.' } });
    expect(refundRefusal(order({ status: 'cancelled' }))).toBe('Only a processing or completed order can be refunded: this one is Cancelled.');
    expect(refundRefusal(order({ status: 'refunded', refundedTotal: 5065 }))).toBe('This order has been refunded in full: there is nothing left to refund.');
    // A refunded order whose refund was deleted has something to refund again.
    expect(refundRefusal(order({ status: 'refunded', refundedTotal: 1000 }))).toBeNull();
    expect(leftToRefund(order({ refundedTotal: 1000 }))).toBe(4065);
  });

  it('puts back only the units not back in stock already', () => {
    const restocked = order();
    (restocked.lines[0] as { restockedQuantity: number }).restockedQuantity = 2;
    const planned = planRefund(restocked, request({ lines: [line(11, 3)], restock: true }), PRORATE);
    expect(planned.ok && planned.value.lines[0]?.restock).toBe(1);
    const kept = planRefund(order(), request({ lines: [line(11, 3)], restock: false }), PRORATE);
    expect(kept.ok && kept.value.lines[0]?.restock).toBe(0);
  });

  it('writes amounts in the messages as it is told', () => {
    const money = (minor: number) => `EUR ${minor}`;
    expect(planRefund(order(), request({ amount: 9999 }), { prorate: true, money })).toEqual({ ok: false, errors: { amount: 'The refund amount cannot be more than the EUR 5065 left to refund.' } });
  });
});
