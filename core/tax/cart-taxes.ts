import { matchingRates, rateIndex } from './matching-rates.ts';
import { exclusiveTaxes, inclusiveTaxes, roundTax, roundedTotals, type Taxes } from './tax-amounts.ts';
import type { TaxLocation, TaxRate } from './tax-rate.ts';
import type { TaxRules } from './tax-store.ts';

/** `taxable`; `shipping`: only the shipping of it is taxed; `none`. */
export type TaxStatus = 'taxable' | 'shipping' | 'none';

/** What taxing needs of a line: its amounts as the shop's prices say them (before and after coupons), its status and class. */
export interface LineToTax {
  subtotal: number;
  total: number;
  taxStatus?: TaxStatus | undefined;
  taxClass?: string | undefined;
}

/** A line's taxes: by rate, and added up, rounded; its amounts without tax. */
export interface LineTaxes {
  /** By rate id, rounded to minor units. */
  taxes: { id: number; subtotal: number; total: number }[];
  subtotalTax: number;
  totalTax: number;
  /** The line without tax, before and after coupons (WooCommerce's line subtotal and total). */
  netSubtotal: number;
  netTotal: number;
}

/** One rate's tax on the cart: on the items and on the shipping. */
export interface TaxLine {
  rate: TaxRate;
  /** `DE-VAT-1`: WooCommerce's rate code (country, state, name, priority). */
  code: string;
  tax: number;
  shippingTax: number;
}

export interface CartTaxes {
  lines: LineTaxes[];
  /** The items' amounts without tax, added up (after rounding as the settings say). */
  netSubtotal: number;
  netTotal: number;
  itemsTax: number;
  shippingTax: number;
  shippingTaxes: { id: number; total: number }[];
  /** The coupons' share of tax: the tax the items would have had without them. */
  discountTax: number;
  taxLines: TaxLine[];
}

/** The shipping as taxed: its cost (always without tax, as WooCommerce's methods say it) and whether it is taxable. */
export interface ShippingToTax {
  cost: number;
  taxable: boolean;
}

/**
 * Where the cart's tax is judged, as the owner's setting says: the shipping address, the billing address
 * (the shipping one until it is known), or the shop's own; a parcel collected at the shop is taxed there.
 */
export function taxLocation(rules: TaxRules, shippingTo: TaxLocation, billing: TaxLocation | null | undefined, methodId: string | null | undefined): TaxLocation {
  const { settings } = rules;
  if (settings.basedOn === 'base' || methodId === 'local_pickup') return settings.base;
  if (settings.basedOn === 'billing') return billing ?? shippingTo;
  return shippingTo;
}

export const rateCode = (rate: TaxRate): string => [rate.country || '', rate.state || '', rate.name || 'TAX', String(rate.priority)].filter((part) => part !== '').join('-').toUpperCase();

/** No tax at all: the shop does not charge it, or nothing is taxable. */
export function untaxed(lines: readonly LineToTax[]): CartTaxes {
  return {
    lines: lines.map((line) => ({ taxes: [], subtotalTax: 0, totalTax: 0, netSubtotal: line.subtotal, netTotal: line.total })),
    netSubtotal: lines.reduce((sum, line) => sum + line.subtotal, 0),
    netTotal: lines.reduce((sum, line) => sum + line.total, 0),
    itemsTax: 0,
    shippingTax: 0,
    shippingTaxes: [],
    discountTax: 0,
    taxLines: [],
  };
}

const sameRates = (a: readonly TaxRate[], b: readonly TaxRate[]) => a.length === b.length && a.every((rate, i) => rate.id === b[i]?.id);
const taxSum = (taxes: Taxes) => [...taxes.values()].reduce((sum, micros) => sum + micros, 0n);
const classOf = (line: LineToTax) => line.taxClass ?? '';

/**
 * A line's taxes at the location, as WooCommerce's cart works them out (WC_Cart_Totals): on prices without
 * tax, each rate on the line; on prices with tax, the tax the price holds at the customer's rates, unless
 * those differ from the shop's own, in which case the shop's tax is taken out and the customer's added
 * (not with `samePriceEverywhere`: the price stays as entered and holds the customer's tax).
 */
function lineTaxes(line: LineToTax, rules: TaxRules, location: TaxLocation): { subtotal: Taxes; total: Taxes; inclusive: boolean; netSubtotal: number; netTotal: number } {
  const rates = (line.taxStatus ?? 'taxable') === 'taxable' ? matchingRates(rules.rates, location, classOf(line)) : [];
  const { settings } = rules;
  if (!settings.pricesIncludeTax) return { subtotal: exclusiveTaxes(line.subtotal, rates), total: exclusiveTaxes(line.total, rates), inclusive: false, netSubtotal: line.subtotal, netTotal: line.total };
  const baseRates = (line.taxStatus ?? 'taxable') === 'taxable' ? matchingRates(rules.rates, settings.base, classOf(line)) : [];
  if (settings.samePriceEverywhere || sameRates(rates, baseRates)) {
    return { subtotal: inclusiveTaxes(line.subtotal, rates), total: inclusiveTaxes(line.total, rates), inclusive: true, netSubtotal: line.subtotal, netTotal: line.total };
  }
  // The shop's own tax out of the price, then the customer's on what is left.
  const netSubtotal = line.subtotal - roundTax(taxSum(inclusiveTaxes(line.subtotal, baseRates)));
  const netTotal = line.total - roundTax(taxSum(inclusiveTaxes(line.total, baseRates)));
  return { subtotal: exclusiveTaxes(netSubtotal, rates), total: exclusiveTaxes(netTotal, rates), inclusive: false, netSubtotal, netTotal };
}

/** The class shipping is taxed by: the setting's, or with `inherit` the standard class if an item has it, else the first of the owner's classes an item has. */
export function shippingTaxClass(lines: readonly LineToTax[], rules: TaxRules): string | null {
  if (rules.settings.shippingTaxClass !== 'inherit') return rules.settings.shippingTaxClass;
  const classes = new Set(lines.filter((line) => (line.taxStatus ?? 'taxable') !== 'none').map(classOf));
  if (classes.size === 0) return null;
  if (classes.has('')) return '';
  return rules.classes.find((taxClass) => classes.has(taxClass.slug))?.slug ?? [...classes][0] ?? null;
}

/**
 * The cart's taxes: each line's, the shipping's, and one line per rate, rounded per line or once at the
 * subtotal as the owner chose. Prices that include tax keep their amount to the cent: the items' amount
 * without tax is what is left of them once the rounded tax is taken out.
 */
export function cartTaxes(lines: readonly LineToTax[], shipping: ShippingToTax | null, rules: TaxRules, location: TaxLocation): CartTaxes {
  if (!rules.settings.enabled) return untaxed(lines);
  const worked = lines.map((line) => lineTaxes(line, rules, location));
  const roundAtSubtotal = rules.settings.roundAtSubtotal;
  const lineResults: LineTaxes[] = worked.map((line) => {
    const ids = [...line.total.keys()];
    const taxes = ids.map((id) => ({ id, subtotal: roundTax(line.subtotal.get(id) ?? 0n), total: roundTax(line.total.get(id) ?? 0n) }));
    const subtotalTax = taxes.reduce((sum, tax) => sum + tax.subtotal, 0);
    const totalTax = taxes.reduce((sum, tax) => sum + tax.total, 0);
    return {
      taxes,
      subtotalTax,
      totalTax,
      netSubtotal: line.inclusive ? line.netSubtotal - subtotalTax : line.netSubtotal,
      netTotal: line.inclusive ? line.netTotal - totalTax : line.netTotal,
    };
  });
  // Rounded by rate over the whole cart (per line, or once): the tax lines, and the items' tax.
  const byRate = roundedTotals(
    worked.map((line) => line.total),
    roundAtSubtotal,
  );
  const subtotalByRate = roundedTotals(
    worked.map((line) => line.subtotal),
    roundAtSubtotal,
  );
  const itemsTax = [...byRate.values()].reduce((sum, tax) => sum + tax, 0);
  const subtotalTax = [...subtotalByRate.values()].reduce((sum, tax) => sum + tax, 0);
  // What the items come to without tax: for prices with tax, what is left of them once their tax is out.
  const inclusiveGross = worked.reduce((sum, line, i) => sum + (line.inclusive ? (lines[i]?.total ?? 0) : 0), 0);
  const inclusiveGrossSubtotal = worked.reduce((sum, line, i) => sum + (line.inclusive ? (lines[i]?.subtotal ?? 0) : 0), 0);
  const inclusiveTax = roundedTotalsSum(worked.filter((line) => line.inclusive).map((line) => line.total), roundAtSubtotal);
  const inclusiveSubtotalTax = roundedTotalsSum(worked.filter((line) => line.inclusive).map((line) => line.subtotal), roundAtSubtotal);
  const exclusiveNet = worked.reduce((sum, line) => sum + (line.inclusive ? 0 : line.netTotal), 0);
  const exclusiveNetSubtotal = worked.reduce((sum, line) => sum + (line.inclusive ? 0 : line.netSubtotal), 0);

  const shippingClass = shipping && shipping.taxable && shipping.cost > 0 ? shippingTaxClass(lines, rules) : null;
  const shippingRates = shippingClass === null ? [] : matchingRates(rules.rates, location, shippingClass).filter((rate) => rate.shipping);
  const shippingMicros = shipping && shippingRates.length > 0 ? exclusiveTaxes(shipping.cost, shippingRates) : new Map<number, bigint>();
  const shippingTaxes = [...shippingMicros].map(([id, micros]) => ({ id, total: roundTax(micros) }));
  const shippingTax = shippingTaxes.reduce((sum, tax) => sum + tax.total, 0);

  const ratesById = rateIndex(rules.rates).byId;
  const rateIds = [...new Set([...byRate.keys(), ...shippingMicros.keys()])];
  const taxLines = rateIds.flatMap((id) => {
    const rate = ratesById.get(id);
    const tax = byRate.get(id) ?? 0;
    const onShipping = shippingTaxes.find((entry) => entry.id === id)?.total ?? 0;
    return rate && (tax !== 0 || onShipping !== 0) ? [{ rate, code: rateCode(rate), tax, shippingTax: onShipping }] : [];
  });
  taxLines.sort((a, b) => a.rate.priority - b.rate.priority || a.rate.order - b.rate.order || a.rate.id - b.rate.id);
  return {
    lines: lineResults,
    netSubtotal: exclusiveNetSubtotal + inclusiveGrossSubtotal - inclusiveSubtotalTax,
    netTotal: exclusiveNet + inclusiveGross - inclusiveTax,
    itemsTax,
    shippingTax,
    shippingTaxes,
    discountTax: subtotalTax - itemsTax,
    taxLines,
  };
}

function roundedTotalsSum(lines: readonly Taxes[], roundAtSubtotal: boolean): number {
  return [...roundedTotals(lines, roundAtSubtotal).values()].reduce((sum, tax) => sum + tax, 0);
}

