import { formatMoney } from '../shared/money.ts';
import type { MessageLocale } from './messages/index.ts';

/**
 * Numbers, prices and dates in a language, through `Intl`. A page formats in the Intl locale of its
 * language: the shop's own `store.locale` when it speaks that language (`en-US` keeps `$1,234.50` and
 * "May 4, 2025"), else the language's main country.
 */
const REGION_OF: Readonly<Record<MessageLocale, string>> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE' };

/** The Intl locale for `locale`'s pages: the shop's `storeLocale` when it is in that language. */
export function intlLocale(locale: MessageLocale, storeLocale: string): string {
  return storeLocale.split('-')[0]!.toLowerCase() === locale ? storeLocale : REGION_OF[locale];
}

/** Integer minor units as a price, e.g. 1200 EUR in `fr-FR` → "12,00 €". */
export function formatPrice(minor: number, currency: string, locale: string): string {
  return formatMoney(minor, currency, locale);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** The formats of an options object by locale: a page formats many numbers with a few constant options. */
const numberFormatsByOptions = new WeakMap<Intl.NumberFormatOptions, Map<string, Intl.NumberFormat>>();
const NO_OPTIONS: Intl.NumberFormatOptions = {};

/**
 * A number with the locale's grouping and decimal marks: 1234.5 → "1,234.5" (en-US), "1 234,5" (fr-FR).
 * Pass `options` as a constant: its formats are then found by the object itself, without writing a key.
 */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = NO_OPTIONS): string {
  let byLocale = numberFormatsByOptions.get(options);
  if (!byLocale) numberFormatsByOptions.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) {
    const key = `${locale}|${JSON.stringify(options)}`;
    format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
    byLocale.set(locale, format);
  }
  return format.format(value);
}

/** A long date in UTC (the server and the browser print the same day), the shop's usual date. */
export const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date or an ISO string in the locale: "May 4, 2025" (en-US), "4. Mai 2025" (de-DE). An unreadable
 * string comes back as it is.
 */
export function formatDate(value: Date | string, locale: string, options: Intl.DateTimeFormatOptions = LONG_DATE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format.format(date);
}
