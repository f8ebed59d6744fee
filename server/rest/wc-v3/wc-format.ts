import { rowPricesNow, type SaleColumns } from '../../../core/catalog/sale-schedule.ts';
import { majorAmountText } from '../../../core/shared/money.ts';

/**
 * WooCommerce's REST conventions for values: money as a decimal string, dates as `YYYY-MM-DDTHH:MM:SS`
 * (the shop keeps time in UTC, so the local and `_gmt` forms are the same), links as `[{ href }]`.
 */

/** Minor units as WooCommerce writes an amount, with the currency's decimals: `1999` USD → `"19.99"`, `1200` JPY → `"1200"`. */
export function wcMoney(minor: number, currency: string): string {
  return majorAmountText(minor, currency);
}

/** A stored ISO time as WooCommerce writes dates, without zone or fraction. */
export function wcDate(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19);
}

/** `date_<name>` and `date_<name>_gmt` for one stored time (null stays null). */
export function wcDates<N extends string>(name: N, iso: string | null): Record<`date_${N}` | `date_${N}_gmt`, string | null> {
  const value = iso === null ? null : wcDate(iso);
  return { [`date_${name}`]: value, [`date_${name}_gmt`]: value } as Record<`date_${N}` | `date_${N}_gmt`, string | null>;
}

/** What a resource's JSON is written with besides its rows: the shop's addresses and its currency. */
export interface WcLinkBase {
  siteOrigin: string;
  uploadsUrl: string;
  /** The shop's currency: a product's amounts are written with its decimals (an order's with its own currency's). */
  currency: string;
}

export const restUrl = (base: Pick<WcLinkBase, 'siteOrigin'>, route: string) => `${base.siteOrigin}/wp-json${route}`;

/** `_links.self` and `_links.collection`, as WooCommerce answers every item. */
export function itemLinks(base: Pick<WcLinkBase, 'siteOrigin'>, collection: string, id: number) {
  return { self: [{ href: restUrl(base, `${collection}/${id}`) }], collection: [{ href: restUrl(base, collection) }] };
}

/**
 * A product's or a variation's prices as WooCommerce writes them: decimal strings, an empty sale price
 * when there is none, the sale's dates (the shop's time zone is UTC, so local and `_gmt` agree), `price`
 * the price in force and `on_sale` whether the sale is in force now.
 */
export function wcPrices(row: SaleColumns, currency: string, now: Date = new Date()) {
  const prices = rowPricesNow(row, now);
  return {
    price: wcMoney(prices.price, currency),
    regular_price: wcMoney(row.regular_price, currency),
    sale_price: row.sale_price === null ? '' : wcMoney(row.sale_price, currency),
    ...wcDates('on_sale_from', row.date_on_sale_from),
    ...wcDates('on_sale_to', row.date_on_sale_to),
    on_sale: prices.onSale,
  };
}
