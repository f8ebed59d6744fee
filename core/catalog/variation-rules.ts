import type { Product } from '../../db/schema.ts';
import type { StockStatus } from './stock-status.ts';

/**
 * The rules of variable products that need no database: which variation a shopper's choice names,
 * what the variable product's own price and availability are, and which combinations are missing.
 */

/** A variation as the rules read it: its row's selling fields and its value per attribute key ('' = any). */
export interface VariationCandidate {
  id: number;
  status: Product['status'];
  price: number;
  regularPrice: number;
  salePrice: number | null;
  stock: number | null;
  stockStatus: StockStatus;
  menuOrder: number;
  values: Record<string, string>;
}

/** An attribute the variations choose among: its key (`pa_colour`, `gift-wrap`) and the values offered. */
export interface VariationAxis {
  key: string;
  values: string[];
}

export const VARIATION_REFUSALS = ['incomplete', 'not_offered', 'no_match', 'disabled', 'out_of_stock'] as const;
export type VariationRefusal = (typeof VARIATION_REFUSALS)[number];

export type VariationMatch = { ok: true; variation: VariationCandidate } | { ok: false; reason: VariationRefusal; attribute?: string };

/** A variation is enabled when published (WooCommerce's "Enabled" box); `draft` is disabled. */
export function isEnabled(variation: Pick<VariationCandidate, 'status'>): boolean {
  return variation.status === 'publish';
}

/** Whether a shopper can buy it now: enabled, not out of stock, units left when stock is counted. */
export function isPurchasableVariation(variation: Pick<VariationCandidate, 'status' | 'stock' | 'stockStatus'>): boolean {
  return isEnabled(variation) && variation.stockStatus !== 'outofstock' && (variation.stock === null || variation.stock > 0);
}

function byMenuOrder(a: VariationCandidate, b: VariationCandidate): number {
  return a.menuOrder - b.menuOrder || a.id - b.id;
}

/** Whether a variation's values fit a complete choice: each value equal, or '' ("any"). */
function fitsChoice(variation: VariationCandidate, axes: readonly VariationAxis[], chosen: Readonly<Record<string, string>>): boolean {
  return axes.every((axis) => {
    const value = variation.values[axis.key] ?? '';
    return value === '' || value === chosen[axis.key];
  });
}

/**
 * The variation a shopper's choice names (`{ pa_colour: 'blue', size: 'Large' }`): every axis must be
 * chosen, among the values offered; the first matching variation in menu order wins, enabled ones
 * before disabled ones, and it must be buyable. Keys that are not axes are ignored.
 */
export function findVariation(
  product: { axes: readonly VariationAxis[]; variations: readonly VariationCandidate[] },
  chosen: Readonly<Record<string, string>>,
): VariationMatch {
  for (const axis of product.axes) {
    const value = chosen[axis.key]?.trim() ?? '';
    if (value === '') return { ok: false, reason: 'incomplete', attribute: axis.key };
    if (!axis.values.includes(value)) return { ok: false, reason: 'not_offered', attribute: axis.key };
  }
  const trimmed = Object.fromEntries(product.axes.map((axis) => [axis.key, (chosen[axis.key] as string).trim()]));
  const matching = product.variations.filter((variation) => fitsChoice(variation, product.axes, trimmed)).sort(byMenuOrder);
  if (matching.length === 0) return { ok: false, reason: 'no_match' };
  const enabled = matching.find(isEnabled);
  if (!enabled) return { ok: false, reason: 'disabled' };
  if (!isPurchasableVariation(enabled)) return { ok: false, reason: 'out_of_stock' };
  return { ok: true, variation: enabled };
}

/** What a variable product's own row says about its variations. */
export interface VariableParentPrices {
  /** The cheapest enabled variation's price (0 with none). */
  price: number;
  /** The dearest enabled variation's price; null with none. */
  maxPrice: number | null;
  /** The lowest regular price among enabled variations. */
  regularPrice: number;
  /** `price` when it is below `regularPrice` (a sale somewhere shows from the cheapest price), else null. */
  salePrice: number | null;
  stockStatus: StockStatus;
}

/**
 * A variable product's price range and availability from its variations, as WooCommerce shows it: the
 * range covers enabled variations whether or not they are in stock; the product is in stock when an
 * enabled variation can be bought (on backorder when only backordered ones can).
 */
export function variableParentPrices(variations: readonly Pick<VariationCandidate, 'status' | 'price' | 'regularPrice' | 'stock' | 'stockStatus'>[]): VariableParentPrices {
  const enabled = variations.filter(isEnabled);
  if (enabled.length === 0) return { price: 0, maxPrice: null, regularPrice: 0, salePrice: null, stockStatus: 'outofstock' };
  const prices = enabled.map((variation) => variation.price);
  const price = Math.min(...prices);
  const regularPrice = Math.min(...enabled.map((variation) => variation.regularPrice));
  const buyable = enabled.filter(isPurchasableVariation);
  const stockStatus: StockStatus = buyable.length === 0 ? 'outofstock' : buyable.some((variation) => variation.stockStatus === 'instock') ? 'instock' : 'onbackorder';
  return { price, maxPrice: Math.max(...prices), regularPrice, salePrice: price < regularPrice ? price : null, stockStatus };
}

/** The key of a combination, for telling which exist: values in axis order. */
function combinationKey(axes: readonly VariationAxis[], values: Readonly<Record<string, string>>): string {
  return JSON.stringify(axes.map((axis) => values[axis.key] ?? ''));
}

/**
 * Every combination of the axes' values (WooCommerce's "Create variations from all attributes"),
 * leaving out those an existing variation already has exactly, at most `limit` of them.
 */
export function missingCombinations(axes: readonly VariationAxis[], existing: readonly Readonly<Record<string, string>>[], limit: number): Record<string, string>[] {
  if (axes.length === 0 || axes.some((axis) => axis.values.length === 0)) return [];
  const taken = new Set(existing.map((values) => combinationKey(axes, values)));
  const found: Record<string, string>[] = [];
  const walk = (index: number, partial: Record<string, string>): void => {
    if (found.length >= limit) return;
    if (index === axes.length) {
      if (!taken.has(combinationKey(axes, partial))) found.push({ ...partial });
      return;
    }
    const axis = axes[index] as VariationAxis;
    for (const value of axis.values) walk(index + 1, { ...partial, [axis.key]: value });
  };
  walk(0, {});
  return found;
}
