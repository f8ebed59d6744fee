import { describe, expect, it } from 'vitest';
import { couponDiscounts, shareOf, type DiscountLine } from './coupon-discounts.ts';
import { couponOf, targetOf } from './coupon-test-fixtures.ts';

const line = (productId: number, unitPrice: number, quantity: number, onSale = false): DiscountLine => ({ unitPrice, quantity, target: targetOf(productId, { onSale }) });

// Every row worked out by hand: lines are discounted dearest unit first; `byLine` follows the lines as given.
describe('couponDiscounts', () => {
  it.each([
    {
      case: '10 % of 3 × 19.99 and 10.00: 5.99 and 1.00 rounded down, the cent short of 7.00 to the dearest line',
      lines: [line(1, 1999, 3), line(2, 1000, 1)],
      coupons: [couponOf({ discountType: 'percent', amount: 1000 })],
      byLine: [600, 100],
      byCoupon: [700],
    },
    {
      case: '15 % of three 3.33 lines: 0.49 each, then a cent each up to 1.50 (149.85 rounded)',
      lines: [line(1, 333, 1), line(2, 333, 1), line(3, 333, 1)],
      coupons: [couponOf({ discountType: 'percent', amount: 1500 })],
      byLine: [50, 50, 50],
      byCoupon: [150],
    },
    {
      case: 'a half is rounded down (¥1,205 × 10 % = ¥120.5 → ¥120)',
      lines: [line(1, 1205, 1)],
      coupons: [couponOf({ discountType: 'percent', amount: 1000 })],
      byLine: [120],
      byCoupon: [120],
    },
    {
      case: '12.5 % limited to one unit: the dearest unit only (19.99 → 2.49, rounded to 2.50)',
      lines: [line(1, 999, 2), line(2, 1999, 1)],
      coupons: [couponOf({ discountType: 'percent', amount: 1250, limitUsageToXItems: 1 })],
      byLine: [0, 250],
      byCoupon: [250],
    },
    {
      case: '100 % takes whole lines',
      lines: [line(1, 1234, 2)],
      coupons: [couponOf({ discountType: 'percent', amount: 10_000 })],
      byLine: [2468],
      byCoupon: [2468],
    },
    {
      case: 'percent on named products only',
      lines: [line(1, 1000, 1), line(2, 2000, 1)],
      coupons: [couponOf({ discountType: 'percent', amount: 1000, productIds: [2] })],
      byLine: [0, 200],
      byCoupon: [200],
    },
    {
      case: 'percent skipping a sale item when sale items are excluded',
      lines: [line(1, 1000, 1, true), line(2, 2000, 1)],
      coupons: [couponOf({ discountType: 'percent', amount: 1000, excludeSaleItems: true })],
      byLine: [0, 200],
      byCoupon: [200],
    },
    {
      case: '10.00 off the cart over 25.00 + 2 × 10.00: 3.33 a unit, the last cent to the dearest',
      lines: [line(1, 2500, 1), line(2, 1000, 2)],
      coupons: [couponOf({ discountType: 'fixed_cart', amount: 1000 })],
      byLine: [334, 666],
      byCoupon: [1000],
    },
    {
      case: '10.00 off a cart worth 9.99: the cart, no more',
      lines: [line(1, 333, 1), line(2, 333, 2)],
      coupons: [couponOf({ discountType: 'fixed_cart', amount: 1000 })],
      byLine: [333, 666],
      byCoupon: [999],
    },
    {
      case: '8.00 off 10.00 + 1.00: 4.00 a unit, the cheap line full, the rest spread again',
      lines: [line(1, 1000, 1), line(2, 100, 1)],
      coupons: [couponOf({ discountType: 'fixed_cart', amount: 800 })],
      byLine: [700, 100],
      byCoupon: [800],
    },
    {
      case: '5.00 off each unit, at most the unit price (3.00)',
      lines: [line(1, 300, 2)],
      coupons: [couponOf({ discountType: 'fixed_product', amount: 500 })],
      byLine: [600],
      byCoupon: [600],
    },
    {
      case: '5.00 off each unit, limited to 2 units: the dearest two',
      lines: [line(2, 300, 2), line(1, 800, 3)],
      coupons: [couponOf({ discountType: 'fixed_product', amount: 500, limitUsageToXItems: 2 })],
      byLine: [0, 1000],
      byCoupon: [1000],
    },
    {
      case: 'two coupons: 10 % first (1.00), then 5.00 off the cart, each on the line price',
      lines: [line(1, 1000, 1)],
      coupons: [couponOf({ id: 2, discountType: 'fixed_cart', amount: 500 }), couponOf({ id: 1, discountType: 'percent', amount: 1000 })],
      byLine: [600],
      byCoupon: [500, 100],
    },
    {
      case: 'two coupons never take a line below zero',
      lines: [line(1, 1000, 1)],
      coupons: [couponOf({ id: 1, discountType: 'percent', amount: 8000 }), couponOf({ id: 2, discountType: 'fixed_cart', amount: 500 })],
      byLine: [1000],
      byCoupon: [800, 200],
    },
  ])('$case', ({ lines, coupons, byLine, byCoupon }) => {
    expect(couponDiscounts(lines, coupons)).toEqual({ byLine, byCoupon });
  });

  it('discounts nothing without coupons, and nothing on free lines', () => {
    expect(couponDiscounts([line(1, 1000, 2)], [])).toEqual({ byLine: [0], byCoupon: [] });
    expect(couponDiscounts([line(1, 0, 2)], [couponOf({ discountType: 'fixed_cart', amount: 500 })])).toEqual({ byLine: [0], byCoupon: [0] });
  });

  it('matches a variation by its own id or its product id', () => {
    const variation: DiscountLine = { unitPrice: 1000, quantity: 1, target: targetOf(10, { variationId: 11 }) };
    expect(couponDiscounts([variation], [couponOf({ discountType: 'percent', amount: 1000, productIds: [11] })]).byLine).toEqual([100]);
    expect(couponDiscounts([variation], [couponOf({ discountType: 'percent', amount: 1000, productIds: [10] })]).byLine).toEqual([100]);
    expect(couponDiscounts([variation], [couponOf({ discountType: 'percent', amount: 1000, excludedProductIds: [11] })]).byLine).toEqual([0]);
  });

  it('discounts by category', () => {
    const mug: DiscountLine = { unitPrice: 1800, quantity: 1, target: targetOf(1, { categories: [{ id: 5, name: 'Kitchen' }] }) };
    const bag: DiscountLine = { unitPrice: 9000, quantity: 1, target: targetOf(2, { categories: [{ id: 6, name: 'Bags' }] }) };
    expect(couponDiscounts([mug, bag], [couponOf({ discountType: 'percent', amount: 5000, categoryIds: [5] })]).byLine).toEqual([900, 0]);
    expect(couponDiscounts([mug, bag], [couponOf({ discountType: 'percent', amount: 5000, excludedCategoryIds: [5] })]).byLine).toEqual([0, 4500]);
  });

  it('stays exact past 2^53 in the intermediate product', () => {
    expect(shareOf(99_999_999_99 * 999, 3333, 'down')).toBe(3_329_666_999_667);
    expect(shareOf(5, 5000, 'half-down')).toBe(2);
    expect(shareOf(7, 5000, 'half-down')).toBe(3);
    expect(shareOf(3, 5000, 'half-down')).toBe(1);
    expect(shareOf(11, 5000, 'half-down')).toBe(5);
    expect(shareOf(13, 5000, 'half-down')).toBe(6);
    expect(shareOf(1, 6000, 'half-down')).toBe(1);
  });
});
