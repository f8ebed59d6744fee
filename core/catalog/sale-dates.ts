/**
 * Sale dates as people and other systems write them. The shop keeps time in UTC (its time zone, for
 * dates without one, as for WooCommerce's `date_created`), so a date written without a zone is read as
 * UTC. A day alone means its whole day, as WooCommerce's admin and CSV read it: a start at 00:00:00, an
 * end at 23:59:59.
 */

export type SaleBound = 'from' | 'to';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export const SALE_DATE_MESSAGE = 'must be a date such as 2026-12-01 or a date and time such as 2026-12-01T09:00:00';

/** The instant (UTC ISO) a sale date names, null for blank, or undefined when it is not a date. */
export function parseSaleDate(text: string, bound: SaleBound): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const day = DAY.exec(value);
  if (day) return bound === 'from' ? validDate(Number(day[1]), Number(day[2]), Number(day[3]), 0, 0, 0, 0, 0) : validDate(Number(day[1]), Number(day[2]), Number(day[3]), 23, 59, 59, 0, 0);
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, ms, zone] = match;
  return validDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), Number((ms ?? '0').padEnd(3, '0')), offsetMinutes(zone));
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

function validDate(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number, offset: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const date = new Date(local);
  // 2026-02-30 rolls over to March: not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (year < 1970 || year > 9999) return undefined;
  return new Date(local - offset * 60_000).toISOString();
}

/** `YYYY-MM-DDTHH:MM:SS` in the shop's time zone: an admin `datetime-local` input's value, WooCommerce's REST dates. */
export function saleDateTimeText(iso: string | null): string {
  return iso === null ? '' : new Date(iso).toISOString().slice(0, 19);
}

/** `YYYY-MM-DD` in the shop's time zone: the day a CSV file names. */
export function saleDayText(iso: string | null): string {
  return iso === null ? '' : new Date(iso).toISOString().slice(0, 10);
}
