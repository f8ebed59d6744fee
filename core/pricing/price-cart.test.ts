import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import { shippingFor } from './shipping.ts';

const rules = { flatRateShipping: 500, freeShippingThreshold: 7500 };

describe('shipping', () => {
  it.each([
    [0, 0],
    [1, 500],
    [7499, 500],
    [7500, 0],
    [20000, 0],
  ])('a subtotal of %i ships for %i', (subtotal, shipping) => {
    expect(shippingFor(subtotal, rules)).toBe(shipping);
  });

  it('follows the configured rate and threshold', () => {
    expect(shippingFor(100, { flatRateShipping: 999, freeShippingThreshold: 200 })).toBe(999);
    expect(shippingFor(200, { flatRateShipping: 999, freeShippingThreshold: 200 })).toBe(0);
  });
});

describe('priceCart', () => {
  it('prices each line as unit price × quantity, keeping what the caller put on the line', () => {
    const priced = priceCart([{ key: 'a', unitPrice: 1250, quantity: 2 }, { key: 'b', unitPrice: 999, quantity: 1 }], rules);
    expect(priced.lines).toEqual([
      { key: 'a', unitPrice: 1250, quantity: 2, subtotal: 2500, total: 2500 },
      { key: 'b', unitPrice: 999, quantity: 1, subtotal: 999, total: 999 },
    ]);
  });

  it('adds the lines and shipping up to the total', () => {
    expect(priceCart([{ unitPrice: 2500, quantity: 1 }], rules)).toMatchObject({ subtotal: 2500, discount: 0, shipping: 500, tax: 0, total: 3000 });
    expect(priceCart([{ unitPrice: 4000, quantity: 2 }], rules)).toMatchObject({ subtotal: 8000, shipping: 0, total: 8000 });
  });

  it('charges nothing for an empty cart', () => {
    expect(priceCart([], rules)).toEqual({ lines: [], subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('keeps amounts exact at the largest prices a shop stores', () => {
    const priced = priceCart([{ unitPrice: 99_999_999_99, quantity: 999 }], rules);
    expect(priced.total).toBe(99_999_999_99 * 999);
    expect(Number.isSafeInteger(priced.total)).toBe(true);
  });
});
