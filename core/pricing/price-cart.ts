import type { Coupon, CouponTarget } from './coupon.ts';
import { couponDiscounts } from './coupon-discounts.ts';
import { chosenRate, freeShippingShortfall, shippingRates } from '../shipping/shipping-rates.ts';
import { zoneFor } from '../shipping/zone-match.ts';
import type { Destination, ShippingRate, ShippingZone } from '../shipping/shipping-zone.ts';

/** What pricing needs of a cart or order line: what one unit costs now, how many, what coupons check, how it ships. Minor units. */
export interface LineToPrice {
  unitPrice: number;
  quantity: number;
  target: CouponTarget;
  /** The unit's shipping class (a variation's own, else its product's); read only when a flat rate charges by class. */
  shippingClassId?: number | null;
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
  /** The ways the cart ships to its destination, and the one chosen (null: none is offered there). */
  shippingRates: ShippingRate[];
  shippingRate: ShippingRate | null;
  /** What the cart still needs for free shipping by minimum amount in its zone; null when none waits. */
  freeShippingShortfall: number | null;
  shipping: number;
  tax: number;
  /** What the shopper pays: subtotal − discount + shipping + tax. */
  total: number;
}

/** The shop's rules a cart is priced by, and where it ships. */
export interface PricingRules {
  currency: string;
  /** Every shipping zone (core/shipping), zone 0 among them. */
  shippingZones: readonly ShippingZone[];
}

/** The shopper's side: where the cart goes, and the shipping rate chosen (`flat_rate:2`). */
export interface ShippingChoice {
  destination: Destination;
  chosenRate?: string | null | undefined;
}

/**
 * Prices a cart: the one place where amounts are added up, in WooCommerce's order (lines, coupons,
 * shipping to the destination's zone by the rate chosen, totals). The cart page, its fragments, checkout, the order writer, the Store API and the
 * e-mails all read this result, so what a shopper is shown is what the order records, to the cent.
 * `coupons` are valid for these lines already (core/pricing/coupon-validity.ts).
 */
export function priceCart<Line extends LineToPrice>(lines: readonly Line[], rules: PricingRules, choice: ShippingChoice, coupons: readonly Coupon[] = []): PricedCart<Line> {
  const discounts = couponDiscounts(lines, coupons);
  const priced = lines.map((line, i) => {
    const subtotal = line.unitPrice * line.quantity;
    const discount = discounts.byLine[i] ?? 0;
    return { ...line, subtotal, discount, total: subtotal - discount };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.subtotal, 0);
  const discount = priced.reduce((sum, line) => sum + line.discount, 0);
  const tax = 0;
  const zone = zoneFor(rules.shippingZones, choice.destination);
  const pkg = {
    lines: priced.map((line) => ({ quantity: line.quantity, total: line.total, shippingClassId: line.shippingClassId ?? null })),
    subtotal,
    discount,
    freeShippingCoupon: coupons.some((coupon) => coupon.freeShipping),
  };
  const rates = shippingRates(zone, pkg, rules.currency);
  const rate = chosenRate(rates, choice.chosenRate);
  const shipping = rate?.cost ?? 0;
  return {
    lines: priced,
    subtotal,
    coupons: coupons.map((coupon, i) => ({ coupon, discount: discounts.byCoupon[i] ?? 0 })),
    discount,
    shippingRates: rates,
    shippingRate: rate,
    freeShippingShortfall: pkg.lines.length > 0 ? freeShippingShortfall(zone, pkg, rates) : null,
    shipping,
    tax,
    total: subtotal - discount + shipping + tax,
  };
}
