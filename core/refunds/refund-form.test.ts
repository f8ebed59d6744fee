import { describe, expect, it } from 'vitest';
import { readRefundForm, refundFieldName } from './refund-form.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readRefundForm', () => {
  it('reads WooCommerce’s field names: units, amounts left empty to be worked out, the amount, reason and restock', () => {
    const read = readRefundForm(
      form({
        'refund_order_item_qty[11]': '2',
        'refund_order_item_qty[12]': '',
        'refund_line_total[12]': '4.50',
        'refund_line_tax[12]': '',
        refund_shipping_total: '5',
        refund_amount: '',
        refund_reason: ' Broken in transit ',
        restock_refunded_items: '1',
      }),
      [11, 12, 13],
      'USD',
    );
    expect(read).toEqual({
      ok: true,
      values: {
        'refund_order_item_qty[11]': '2',
        'refund_line_total[12]': '4.50',
        refund_shipping_total: '5',
        refund_reason: 'Broken in transit',
        restock_refunded_items: '1',
      },
      request: {
        lines: [
          { lineId: 11, quantity: 2, total: null, tax: null },
          { lineId: 12, quantity: 0, total: 450, tax: null },
        ],
        shipping: { total: 500, tax: null },
        amount: null,
        reason: ' Broken in transit ',
        restock: true,
      },
    });
  });

  it('leaves restocking off when the box is not ticked, and takes the typed amount in the currency’s decimals', () => {
    const read = readRefundForm(form({ refund_amount: '1200' }), [1], 'JPY');
    expect(read).toMatchObject({ ok: true, request: { lines: [], shipping: null, amount: 1200, restock: false }, values: { restock_refunded_items: '' } });
  });

  it('refuses units that are no whole number and amounts that are none, by their fields, keeping what was typed', () => {
    const read = readRefundForm(form({ 'refund_order_item_qty[1]': '1.5', 'refund_line_total[1]': 'ten', 'refund_line_tax[1]': '-1', refund_amount: '1.5' }), [1], 'JPY');
    expect(read).toEqual({
      ok: false,
      errors: {
        'quantity:1': 'Enter a whole number of units, 0 or more.',
        'total:1': 'Enter an amount such as 1999.',
        'tax:1': 'A refund cannot be negative.',
        amount: 'Enter an amount such as 1999.',
      },
      values: { 'refund_order_item_qty[1]': '1.5', 'refund_line_total[1]': 'ten', 'refund_line_tax[1]': '-1', refund_amount: '1.5', restock_refunded_items: '' },
    });
  });

  it('names the field each message is about', () => {
    expect(['quantity:7', 'total:7', 'tax:7', 'shipping_total', 'shipping_tax', 'amount', 'reason', 'order', 'lines'].map(refundFieldName)).toEqual([
      'refund_order_item_qty[7]',
      'refund_line_total[7]',
      'refund_line_tax[7]',
      'refund_shipping_total',
      'refund_shipping_tax',
      'refund_amount',
      'refund_reason',
      'form',
      'form',
    ]);
  });
});
