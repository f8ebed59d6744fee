import type { Coupon, CouponTarget } from './coupon.ts';
import { couponDiscounts } from './coupon-discounts.ts';
import { chosenRate, freeShippingShortfall, shippingRates } from '../shipping/shipping-rates.ts';
import { zoneFor } from '../shipping/zone-match.ts';
import type { Destination, ShippingRate, ShippingZone } from '../shipping/shipping-zone.ts';
import { cartTaxes, taxLocation, type LineTaxes, type TaxLine, type TaxStatus } from '../tax/cart-taxes.ts';
import type { TaxLocation } from '../tax/tax-rate.ts';
import type { TaxRules } from '../tax/tax-store.ts';
import { defaultTaxSettings } from '../tax/tax-settings.ts';

/** What pricing needs of a cart or order line: what one unit costs now, how many, what coupons check, how it ships. Minor units. */
export interface LineToPrice {
  unitPrice: number;
  quantity: number;
  target: CouponTarget;
  /** The unit's shipping class (a variation's own, else its product's); read only when a flat rate charges by class. */
  shippingClassId?: number | null;
  /** How the unit is taxed (its variation's class resolved to its product's); taxable at the standard rate when absent. */
  taxStatus?: TaxStatus | undefined;
  taxClass?: string | undefined;
}

/**
 * A line with its amounts as the shop's prices say them (with tax when prices are entered with it):
 * `subtotal` before coupons, `discount` they took, `total` after; and its taxes (`tax`: by rate, added up,
 * the amounts without tax).
 */
export type PricedLine<Line extends LineToPrice> = Line & { subtotal: number; discount: number; total: number; tax: LineTaxes };

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
  /** The shipping's cost without tax, and its tax. */
  shipping: number;
  shippingTax: number;
  /** Every tax: the items' and the shipping's. */
  tax: number;
  /** The items' tax alone, and the tax the coupons took off. */
  itemsTax: number;
  discountTax: number;
  /** The items without tax, before and after coupons. */
  netSubtotal: number;
  netTotal: number;
  /** One line per rate charged, in the owner's order. */
  taxLines: TaxLine[];
  /** Whether `subtotal`, `discount` and the lines' amounts include tax (the shop's prices are entered with it). */
  pricesIncludeTax: boolean;
  /** What the shopper pays: the items without tax + their tax + shipping + its tax. */
  total: number;
}

/** The shop's rules a cart is priced by, and where it ships. */
export interface PricingRules {
  currency: string;
  /** Every shipping zone (core/shipping), zone 0 among them. */
  shippingZones: readonly ShippingZone[];
  /** The tax options, rates and classes (core/tax); no tax when absent. */
  taxes?: TaxRules | undefined;
}

/** The shopper's side: where the cart goes, and the shipping rate chosen (`flat_rate:2`). */
export interface ShippingChoice {
  destination: Destination;
  chosenRate?: string | null | undefined;
  /** The billing address, where tax follows it and it is known (checkout). */
  billing?: TaxLocation | null | undefined;
}

/** No tax: what a cart is priced by when the caller has no tax rules. */
const NO_TAXES: TaxRules = {
  settings: { ...defaultTaxSettings(''), enabled: false },
  rates: [],
  classes: [],
};

/**
 * Prices a cart: the one place where amounts are added up, in WooCommerce's order (lines, coupons,
 * shipping to the destination's zone by the rate chosen, totals). The cart page, its fragments, checkout, the order writer, the Store API and the
 * e-mails all read this result, so what a shopper is shown is what the order records, to the cent.
 * `coupons` are valid for these lines already (core/pricing/coupon-validity.ts).
 */
export function priceCart<Line extends LineToPrice>(lines: readonly Line[], rules: PricingRules, choice: ShippingChoice, coupons: readonly Coupon[] = []): PricedCart<Line> {
  const discounts = couponDiscounts(lines, coupons);
  const amounts = lines.map((line, i) => {
    const subtotal = line.unitPrice * line.quantity;
    const discount = discounts.byLine[i] ?? 0;
    return { ...line, subtotal, discount, total: subtotal - discount };
  });
  const subtotal = amounts.reduce((sum, line) => sum + line.subtotal, 0);
  const discount = amounts.reduce((sum, line) => sum + line.discount, 0);
  const zone = zoneFor(rules.shippingZones, choice.destination);
  const pkg = {
    lines: amounts.map((line) => ({ quantity: line.quantity, total: line.total, shippingClassId: line.shippingClassId ?? null })),
    subtotal,
    discount,
    freeShippingCoupon: coupons.some((coupon) => coupon.freeShipping),
  };
  const rates = shippingRates(zone, pkg, rules.currency);
  const rate = chosenRate(rates, choice.chosenRate);
  const shipping = rate?.cost ?? 0;
  const taxes = rules.taxes;
  const taxed = taxes
    ? cartTaxes(amounts, rate ? { cost: rate.cost, taxable: rate.taxable } : null, taxes, taxLocation(taxes, choice.destination, choice.billing, rate?.methodId))
    : cartTaxes(amounts, null, NO_TAXES, choice.destination);
  const priced = amounts.map((line, i) => ({ ...line, tax: taxed.lines[i] as LineTaxes }));
  const tax = taxed.itemsTax + taxed.shippingTax;
  return {
    lines: priced,
    subtotal,
    coupons: coupons.map((coupon, i) => ({ coupon, discount: discounts.byCoupon[i] ?? 0 })),
    discount,
    shippingRates: rates,
    shippingRate: rate,
    freeShippingShortfall: pkg.lines.length > 0 ? freeShippingShortfall(zone, pkg, rates) : null,
    shipping,
    shippingTax: taxed.shippingTax,
    tax,
    itemsTax: taxed.itemsTax,
    discountTax: taxed.discountTax,
    netSubtotal: taxed.netSubtotal,
    netTotal: taxed.netTotal,
    taxLines: taxed.taxLines,
    pricesIncludeTax: taxes?.settings.enabled === true && taxes.settings.pricesIncludeTax,
    total: taxed.netTotal + taxed.itemsTax + shipping + taxed.shippingTax,
  };
}
