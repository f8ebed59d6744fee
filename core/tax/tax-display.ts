import type { LineTaxes } from './cart-taxes.ts';
import type { TaxRate } from './tax-rate.ts';
import { matchingRates } from './matching-rates.ts';
import { exclusiveTaxes, inclusiveTaxes, roundTax } from './tax-amounts.ts';
import type { TaxRules } from './tax-class.ts';
import type { TaxDisplay } from './tax-settings.ts';

/**
 * Amounts as the owner chose to show them (WooCommerce's "Display prices during cart and checkout"):
 * from what an amount comes to without tax and its tax, with or without it. Whatever the shop's
 * prices were entered with, the shown amount is what the shopper is charged for it.
 */
export function shownAmount(net: number, tax: number, display: TaxDisplay): number {
  return display === 'incl' ? net + tax : net;
}

/** A line's subtotal (before coupons) as shown. */
export function shownLineSubtotal(tax: LineTaxes, display: TaxDisplay): number {
  return shownAmount(tax.netSubtotal, tax.subtotalTax, display);
}

/** One unit of a line as shown: the line's shown subtotal shared by its units (exact but for the odd cent). */
export function shownUnitPrice(tax: LineTaxes, quantity: number, display: TaxDisplay): number {
  return quantity > 0 ? Math.round(shownLineSubtotal(tax, display) / quantity) : 0;
}

/** What the cart's lines and subtotal need to be shown with tax or without. */
export interface ShowableCart<Line extends { unitPrice: number; lineSubtotal: number; quantity: number; tax: LineTaxes }> {
  lines: Line[];
  subtotal: number;
  taxes: { enabled: boolean; display: TaxDisplay; netSubtotal: number };
}

/** The cart's lines (unit price, subtotal) and subtotal as the owner shows cart prices; as they are in a shop without tax. */
export function shownCart<Line extends { unitPrice: number; lineSubtotal: number; quantity: number; tax: LineTaxes }>(cart: ShowableCart<Line>): { lines: Line[]; subtotal: number } {
  const { taxes } = cart;
  if (!taxes.enabled) return { lines: cart.lines, subtotal: cart.subtotal };
  const display = taxes.display;
  const subtotalTax = cart.lines.reduce((sum, line) => sum + line.tax.subtotalTax, 0);
  return {
    lines: cart.lines.map((line) => ({ ...line, unitPrice: shownUnitPrice(line.tax, line.quantity, display), lineSubtotal: shownLineSubtotal(line.tax, display) })),
    subtotal: shownAmount(taxes.netSubtotal, subtotalTax, display),
  };
}

/**
 * How shop prices are shown (WooCommerce's "Display prices in the shop"): the shop's own rates by class,
 * added to prices entered without tax (`add`) or taken out of prices entered with it (`remove`), and the
 * words after each price. Plain data: the root loader sends it to the page, whose Price component reads it.
 */
export interface ShopPriceTax {
  mode: 'add' | 'remove' | 'none';
  /** The rates at the shop's address, by class slug (`''` standard). */
  ratesByClass: Record<string, readonly TaxRate[]>;
  suffix: string;
}

/** The shop's price display, or null when the shop charges no tax (prices shown as entered, no suffix). */
export function shopPriceTax(rules: TaxRules): ShopPriceTax | null {
  const { settings } = rules;
  if (!settings.enabled) return null;
  const mode = settings.pricesIncludeTax === (settings.displayShop === 'incl') ? 'none' : settings.pricesIncludeTax ? 'remove' : 'add';
  const ratesByClass: Record<string, readonly TaxRate[]> = {};
  if (mode !== 'none') for (const taxClass of rules.classes) ratesByClass[taxClass.slug] = matchingRates(rules.rates, settings.base, taxClass.slug);
  return { mode, ratesByClass, suffix: settings.priceSuffix.trim() };
}

/**
 * A price bound a shopper typed, as prices are shown, turned into the prices it is compared with as they
 * are entered: the shop's standard rates taken out of a bound shown with tax, or put back into one shown
 * without (as WooCommerce's price filter does; a product of another class may fall a cent either side).
 */
export function enteredPriceBound(bound: number, tax: ShopPriceTax | null): number {
  if (!tax || tax.mode === 'none') return bound;
  const rates = tax.ratesByClass[''] ?? [];
  if (rates.length === 0) return bound;
  const taxes = tax.mode === 'add' ? inclusiveTaxes(bound, rates) : exclusiveTaxes(bound, rates);
  const total = roundTax([...taxes.values()].reduce((sum, micros) => sum + micros, 0n));
  return tax.mode === 'add' ? bound - total : bound + total;
}

/** A shop price as shown: with the shop's tax added or taken out as the display says; untouched for a product not taxed. */
export function shownShopPrice(price: number, product: { taxStatus?: string | undefined; taxClass?: string | undefined }, tax: ShopPriceTax | null): number {
  if (!tax || tax.mode === 'none' || (product.taxStatus ?? 'taxable') !== 'taxable') return price;
  const rates = tax.ratesByClass[product.taxClass === 'parent' ? '' : (product.taxClass ?? '')] ?? [];
  if (rates.length === 0) return price;
  const taxes = tax.mode === 'add' ? exclusiveTaxes(price, rates) : inclusiveTaxes(price, rates);
  const total = roundTax([...taxes.values()].reduce((sum, micros) => sum + micros, 0n));
  return tax.mode === 'add' ? price + total : price - total;
}
