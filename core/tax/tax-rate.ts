/**
 * WooCommerce's tax rates. A rate applies to a tax class (`''` standard, `reduced-rate`, `zero-rate`, or
 * the owner's) in a place: a country, a state, postcodes and cities (each empty for "any"). `rate` is the
 * percentage in ten-thousandths (19 % is 190,000; WooCommerce keeps four decimals, 19.0000).
 */
export interface TaxRate {
  id: number;
  country: string;
  state: string;
  /** Postcode patterns (`80331`, `CB2*`, `90210...90299`); empty: any postcode. */
  postcodes: readonly string[];
  /** City names, compared without regard to case; empty: any city. */
  cities: readonly string[];
  rate: number;
  /** The label on cart and order lines ("VAT", "CA State Tax"). */
  name: string;
  /** One rate per priority applies: the first in the owner's order that matches. */
  priority: number;
  /** Charged on the price with the other rates' taxes added. */
  compound: boolean;
  /** Also charged on shipping. */
  shipping: boolean;
  order: number;
  taxClass: string;
}

/** Ten-thousandths of a percent in a whole: 100 % is 1,000,000. */
export const RATE_SCALE = 1_000_000;

/** Where tax is judged: the customer's address as the shop's setting says (shipping, billing or the shop's own). */
export interface TaxLocation {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

/** A rate as typed ("19", "7.25", "8.875"): ten-thousandths of a percent; null when it is not one from 0 to 100. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return value <= RATE_SCALE ? value : null;
}

/** A rate as a percent without trailing zeros, as WooCommerce labels it: "19%", "7.25%". */
export function percentText(rate: number): string {
  const [whole, fraction] = rateText(rate).split('.');
  const digits = (fraction ?? '').replace(/0+$/, '');
  return `${whole}${digits === '' ? '' : `.${digits}`}%`;
}

/** A rate as WooCommerce writes it: four decimals, "19.0000". */
export function rateText(rate: number): string {
  return `${Math.floor(rate / 10_000)}.${String(rate % 10_000).padStart(4, '0')}`;
}
