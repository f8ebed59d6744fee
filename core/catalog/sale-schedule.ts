import type { Product } from '../../db/schema.ts';

/**
 * The one rule for a scheduled sale ("Sale price dates from/to"), as WooCommerce keeps it: a sale price
 * is in force from its start until the end of its last second (WooCommerce counts in seconds, so a sale
 * "to 23:59:59" still holds during that second). No start means "already started", no end means
 * "never ends", so a sale without dates is always in force. Every writer stores the price this gives in
 * `products.price`, the scheduled-sales job brings it up to date at each boundary, and what a shopper is
 * charged and shown is read through it with the current time.
 */
export interface SaleSchedule {
  regularPrice: number;
  /** Null: no sale. */
  salePrice: number | null;
  /** UTC ISO instants; null for no bound. */
  from: string | null;
  to: string | null;
}

export interface SaleState {
  /** The sale price is the price now. */
  inForce: boolean;
  /** The price in force now, in minor units. */
  price: number;
  /** The next instant (UTC ISO) at which the price in force changes, or null when it never will. */
  nextChange: string | null;
}

const instant = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** The instant a sale "to" `to` has ended: the end of that second. */
const endOf = (to: number): number => Math.floor(to / 1000) * 1000 + 1000;

export function saleState(sale: SaleSchedule, now: Date): SaleState {
  if (sale.salePrice === null) return { inForce: false, price: sale.regularPrice, nextChange: null };
  const t = now.getTime();
  const from = instant(sale.from);
  const to = instant(sale.to);
  const started = from === null || t >= from;
  const end = to === null ? null : endOf(to);
  const ended = end !== null && t >= end;
  const inForce = started && !ended;
  let nextChange: string | null = null;
  if (!started && from !== null) nextChange = new Date(from).toISOString();
  else if (!ended && end !== null) nextChange = new Date(end).toISOString();
  return { inForce, price: inForce ? sale.salePrice : sale.regularPrice, nextChange };
}

/** The price in force now. */
export function priceInForce(sale: SaleSchedule, now: Date): number {
  return saleState(sale, now).price;
}

/** On sale: the sale price is in force and lower than the regular price (what the badge and `on_sale` say). */
export function isOnSale(sale: SaleSchedule, now: Date): boolean {
  return sale.salePrice !== null && sale.salePrice < sale.regularPrice && saleState(sale, now).inForce;
}

export type SaleColumns = Pick<Product, 'price' | 'regular_price' | 'sale_price' | 'date_on_sale_from' | 'date_on_sale_to'>;

export function scheduleOf(row: Omit<SaleColumns, 'price'>): SaleSchedule {
  return { regularPrice: row.regular_price, salePrice: row.sale_price, from: row.date_on_sale_from, to: row.date_on_sale_to };
}

export const hasSchedule = (row: Pick<SaleColumns, 'date_on_sale_from' | 'date_on_sale_to'>): boolean => row.date_on_sale_from !== null || row.date_on_sale_to !== null;

/** A row's prices as shown and charged now. */
export interface RowPrices {
  price: number;
  onSale: boolean;
  /** When the sale in force ends (UTC ISO), or null: no sale, or one without an end. */
  saleEndsAt: string | null;
}

/**
 * A product row's price and sale now. A row with a schedule is read through the rule, so a price is right
 * even before the job has stored it; a row without one keeps its stored price (a variable product's is
 * its variations' range, which its own columns do not say).
 */
export function rowPricesNow(row: SaleColumns, now: Date): RowPrices {
  const sale = scheduleOf(row);
  if (!hasSchedule(row)) return { price: row.price, onSale: isOnSale(sale, now), saleEndsAt: null };
  const onSale = isOnSale(sale, now);
  return { price: priceInForce(sale, now), onSale, saleEndsAt: onSale ? row.date_on_sale_to : null };
}

/**
 * Why a schedule cannot be kept, by field, or null: the end must come after the start, and dates need a
 * sale price (WooCommerce ignores them without one; we refuse, so the owner is not left with dates that
 * do nothing).
 */
export function scheduleProblems(sale: Pick<SaleSchedule, 'salePrice' | 'from' | 'to'>): { date_on_sale_from?: string; date_on_sale_to?: string } | null {
  if (sale.from === null && sale.to === null) return null;
  if (sale.salePrice === null) {
    const message = 'needs a sale price: enter one, or clear the sale dates';
    return sale.from !== null ? { date_on_sale_from: message } : { date_on_sale_to: message };
  }
  const from = instant(sale.from);
  const to = instant(sale.to);
  if (from !== null && to !== null && to <= from) return { date_on_sale_to: 'must be after the start of the sale' };
  return null;
}
