import { describe, expect, it } from 'vitest';
import { cartTotals, shippingFor } from './totals.ts';

const rules = { flatRateShipping: 500, freeShippingThreshold: 7500 };

describe('cart totals', () => {
  it.each([
    [0, 0],
    [1, 500],
    [7499, 500],
    [7500, 0],
    [20000, 0],
  ])('a subtotal of %i ships for %i', (subtotal, shipping) => {
    expect(shippingFor(subtotal, rules)).toBe(shipping);
  });

  it('adds shipping to the subtotal', () => {
    expect(cartTotals(2500, rules)).toEqual({ subtotal: 2500, shipping: 500, total: 3000 });
    expect(cartTotals(8000, rules)).toEqual({ subtotal: 8000, shipping: 0, total: 8000 });
    expect(cartTotals(0, rules)).toEqual({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('follows the configured rate and threshold', () => {
    expect(shippingFor(100, { flatRateShipping: 999, freeShippingThreshold: 200 })).toBe(999);
    expect(shippingFor(200, { flatRateShipping: 999, freeShippingThreshold: 200 })).toBe(0);
  });
});
