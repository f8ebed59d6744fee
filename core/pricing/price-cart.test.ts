import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import { shippingFor } from './shipping.ts';
import { couponOf, targetOf } from './coupon-test-fixtures.ts';

const rules = { flatRateShipping: 500, freeShippingThreshold: 7500 };
const line = <T extends object>(productId: number, unitPrice: number, quantity: number, extra?: T) => ({ unitPrice, quantity, target: targetOf(productId), ...extra });

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
    const priced = priceCart([line(1, 1250, 2, { key: 'a' }), line(2, 999, 1, { key: 'b' })], rules);
    expect(priced.lines).toEqual([
      { key: 'a', unitPrice: 1250, quantity: 2, target: targetOf(1), subtotal: 2500, discount: 0, total: 2500 },
      { key: 'b', unitPrice: 999, quantity: 1, target: targetOf(2), subtotal: 999, discount: 0, total: 999 },
    ]);
  });

  it('adds the lines and shipping up to the total', () => {
    expect(priceCart([line(1, 2500, 1)], rules)).toMatchObject({ subtotal: 2500, discount: 0, shipping: 500, tax: 0, total: 3000 });
    expect(priceCart([line(1, 4000, 2)], rules)).toMatchObject({ subtotal: 8000, shipping: 0, total: 8000 });
  });

  it('charges nothing for an empty cart', () => {
    expect(priceCart([], rules)).toEqual({ lines: [], subtotal: 0, coupons: [], discount: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('keeps amounts exact at the largest prices a shop stores', () => {
    const priced = priceCart([line(1, 99_999_999_99, 999)], rules);
    expect(priced.total).toBe(99_999_999_99 * 999);
    expect(Number.isSafeInteger(priced.total)).toBe(true);
  });

  // Worked by hand: shipping is judged on what is left after coupons (free from 75.00).
  it.each([
    { case: '10 % off 80.00: 72.00 is under the threshold again, so shipping is charged', coupon: couponOf({ discountType: 'percent', amount: 1000 }), lines: [line(1, 4000, 2)], discount: 800, shipping: 500, total: 7700 },
    { case: '5.00 off 90.00: still free shipping', coupon: couponOf({ discountType: 'fixed_cart', amount: 500 }), lines: [line(1, 9000, 1)], discount: 500, shipping: 0, total: 8500 },
    { case: 'a free-shipping coupon of 0.00 off', coupon: couponOf({ discountType: 'fixed_cart', amount: 0, freeShipping: true }), lines: [line(1, 1000, 1)], discount: 0, shipping: 0, total: 1000 },
    { case: '2.00 off each of 3 units of 12.50', coupon: couponOf({ discountType: 'fixed_product', amount: 200 }), lines: [line(1, 1250, 3)], discount: 600, shipping: 500, total: 3650 },
  ])('$case', ({ coupon, lines, discount, shipping, total }) => {
    const priced = priceCart(lines, rules, [coupon]);
    expect(priced).toMatchObject({ discount, shipping, total, coupons: [{ coupon, discount }] });
    // The lines' totals and the coupons' discounts add up to the cart's, to the cent.
    expect(priced.lines.reduce((sum, l) => sum + l.total, 0)).toBe(priced.subtotal - priced.discount);
  });
});
