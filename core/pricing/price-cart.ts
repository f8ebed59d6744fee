import type { Coupon, CouponTarget } from './coupon.ts';
import { couponDiscounts } from './coupon-discounts.ts';
import { shippingFor, type ShippingRules } from './shipping.ts';

/** What pricing needs of a cart or order line: what one unit costs now, how many, and what coupons check. Minor units. */
export interface LineToPrice {
  unitPrice: number;
  quantity: number;
  target: CouponTarget;
}

/** A line with its amounts: `subtotal` before coupons, `discount` they took, `total` after. */
export type PricedLine<Line extends LineToPrice> = Line & { subtotal: number; discount: number; total: number };

/** A coupon with what it took off the cart. */
export interface CouponApplied {
  coupon: Coupon;
  discount: number;
}

export interface PricedCart<Line extends LineToPrice> {
  lines: PricedLine<Line>[];
  /** The lines' subtotals added up. */
  subtotal: number;
  /** The coupons, in the order they were applied, each with its share of `discount`. */
  coupons: CouponApplied[];
  discount: number;
  shipping: number;
  tax: number;
  /** What the shopper pays: subtotal − discount + shipping + tax. */
  total: number;
}

export type PricingRules = ShippingRules;

/**
 * Prices a cart: the one place where amounts are added up, in WooCommerce's order (lines, coupons,
 * shipping, totals). The cart page, its fragments, checkout, the order writer, the Store API and the
 * e-mails all read this result, so what a shopper is shown is what the order records, to the cent.
 * `coupons` are valid for these lines already (core/pricing/coupon-validity.ts).
 */
export function priceCart<Line extends LineToPrice>(lines: readonly Line[], rules: PricingRules, coupons: readonly Coupon[] = []): PricedCart<Line> {
  const discounts = couponDiscounts(lines, coupons);
  const priced = lines.map((line, i) => {
    const subtotal = line.unitPrice * line.quantity;
    const discount = discounts.byLine[i] ?? 0;
    return { ...line, subtotal, discount, total: subtotal - discount };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.subtotal, 0);
  const discount = priced.reduce((sum, line) => sum + line.discount, 0);
  const tax = 0;
  const freeShipping = coupons.some((coupon) => coupon.freeShipping);
  const shipping = freeShipping ? 0 : shippingFor(subtotal - discount, rules);
  return {
    lines: priced,
    subtotal,
    coupons: coupons.map((coupon, i) => ({ coupon, discount: discounts.byCoupon[i] ?? 0 })),
    discount,
    shipping,
    tax,
    total: subtotal - discount + shipping + tax,
  };
}
