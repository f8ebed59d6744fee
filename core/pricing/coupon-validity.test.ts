import { describe, expect, it } from 'vitest';
import { couponRefusal, emailMatches, type CheckedLine } from './coupon-validity.ts';
import { couponOf, targetOf } from './coupon-test-fixtures.ts';

const now = new Date('2026-06-01T12:00:00Z');
const anyone = { email: null, uses: 0 };
const mug: CheckedLine = { name: 'Enamel Camp Mug', unitPrice: 1800, quantity: 2, target: targetOf(1, { categories: [{ id: 5, name: 'Kitchen' }] }) };
const bag: CheckedLine = { name: 'Weekender Duffel', unitPrice: 9000, quantity: 1, target: targetOf(2, { categories: [{ id: 6, name: 'Bags' }], onSale: true }) };
const percent = { discountType: 'percent', amount: 1000 } as const;
const cart = { discountType: 'fixed_cart', amount: 500 } as const;

describe('couponRefusal', () => {
  it('accepts an unrestricted coupon', () => {
    expect(couponRefusal(couponOf(percent), [mug], anyone, now)).toBeNull();
  });

  it.each([
    { case: 'used up', coupon: couponOf({ ...percent, usageLimit: 10, usageCount: 10 }), lines: [mug], refusal: { code: 'usage_limit' } },
    { case: 'expired at that instant', coupon: couponOf({ ...percent, expiresAt: '2026-06-01T12:00:00.000Z' }), lines: [mug], refusal: { code: 'expired' } },
    { case: 'under the minimum spend', coupon: couponOf({ ...percent, minimumAmount: 3601 }), lines: [mug], refusal: { code: 'minimum_spend', amount: 3601 } },
    { case: 'over the maximum spend', coupon: couponOf({ ...percent, maximumAmount: 3599 }), lines: [mug], refusal: { code: 'maximum_spend', amount: 3599 } },
    { case: 'for products not in the cart', coupon: couponOf({ ...cart, productIds: [99] }), lines: [mug], refusal: { code: 'not_applicable' } },
    { case: 'for categories not in the cart', coupon: couponOf({ ...percent, categoryIds: [6] }), lines: [mug], refusal: { code: 'not_applicable' } },
    { case: 'a percent coupon excluding every line', coupon: couponOf({ ...percent, excludedProductIds: [1] }), lines: [mug], refusal: { code: 'not_applicable' } },
    { case: 'a percent coupon for no sale item, on sale items only', coupon: couponOf({ ...percent, excludeSaleItems: true }), lines: [bag], refusal: { code: 'not_applicable' } },
    { case: 'a cart coupon for no sale item, with one in the cart', coupon: couponOf({ ...cart, excludeSaleItems: true }), lines: [mug, bag], refusal: { code: 'sale_items' } },
    { case: 'a cart coupon with an excluded product in the cart', coupon: couponOf({ ...cart, excludedProductIds: [2] }), lines: [mug, bag], refusal: { code: 'excluded_products', names: ['Weekender Duffel'] } },
    { case: 'a cart coupon with an excluded category in the cart', coupon: couponOf({ ...cart, excludedCategoryIds: [5] }), lines: [mug, bag], refusal: { code: 'excluded_categories', names: ['Kitchen'] } },
  ])('refuses a coupon $case', ({ coupon, lines, refusal }) => {
    expect(couponRefusal(coupon, lines, anyone, now)).toEqual(refusal);
  });

  it('accepts at the bounds', () => {
    expect(couponRefusal(couponOf({ ...percent, minimumAmount: 3600, maximumAmount: 3600 }), [mug], anyone, now)).toBeNull();
    expect(couponRefusal(couponOf({ ...percent, expiresAt: '2026-06-01T12:00:00.001Z' }), [mug], anyone, now)).toBeNull();
    expect(couponRefusal(couponOf({ ...percent, usageLimit: 10, usageCount: 9 }), [mug], anyone, now)).toBeNull();
  });

  it('a percent coupon excluding some lines still applies to the others', () => {
    expect(couponRefusal(couponOf({ ...percent, excludeSaleItems: true }), [mug, bag], anyone, now)).toBeNull();
  });

  it('checks the e-mail and the shopper’s own uses once checkout knows them', () => {
    const mine = couponOf({ ...percent, emailRestrictions: ['*@example.com'], usageLimitPerUser: 1 });
    expect(couponRefusal(mine, [mug], anyone, now)).toBeNull();
    expect(couponRefusal(mine, [mug], { email: 'Ann@Example.com', uses: 0 }, now)).toBeNull();
    expect(couponRefusal(mine, [mug], { email: 'ann@example.org', uses: 0 }, now)).toEqual({ code: 'not_yours' });
    expect(couponRefusal(mine, [mug], { email: 'ann@example.com', uses: 1 }, now)).toEqual({ code: 'usage_limit' });
  });
});

describe('emailMatches', () => {
  it.each([
    ['ann@example.com', 'ann@example.com', true],
    ['ANN@example.com', 'ann@EXAMPLE.com', true],
    ['*@example.com', 'bob@example.com', true],
    ['*@example.com', 'bob@example.com.evil', false],
    ['a.b@example.com', 'aXb@example.com', false],
    ['*', 'anyone@anywhere.test', true],
  ])('%s matches %s: %s', (pattern, email, matches) => {
    expect(emailMatches(pattern, email)).toBe(matches);
  });
});
