import { shippingFor, type ShippingRules } from './shipping.ts';

/** What pricing needs of a cart or order line: what one unit costs now and how many. Minor units. */
export interface LineToPrice {
  unitPrice: number;
  quantity: number;
}

/** A line with its amounts: `subtotal` before discounts, `total` after (equal until coupons exist). */
export type PricedLine<Line extends LineToPrice> = Line & { subtotal: number; total: number };

export interface PricedCart<Line extends LineToPrice> {
  lines: PricedLine<Line>[];
  /** The lines' subtotals added up. */
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  /** What the shopper pays: subtotal − discount + shipping + tax. */
  total: number;
}

export type PricingRules = ShippingRules;

/**
 * Prices a cart: the one place where amounts are added up. The cart page, its fragments, checkout, the
 * order writer, the Store API and the e-mails all read this result, so what a shopper is shown is what
 * the order records, to the cent.
 */
export function priceCart<Line extends LineToPrice>(lines: readonly Line[], rules: PricingRules): PricedCart<Line> {
  const priced = lines.map((line) => {
    const subtotal = line.unitPrice * line.quantity;
    return { ...line, subtotal, total: subtotal };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.subtotal, 0);
  const discount = 0;
  const tax = 0;
  const shipping = shippingFor(subtotal - discount, rules);
  return { lines: priced, subtotal, discount, shipping, tax, total: subtotal - discount + shipping + tax };
}
