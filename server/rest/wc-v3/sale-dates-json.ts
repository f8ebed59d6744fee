import { z } from 'zod';
import { parseSaleDate, SALE_DATE_MESSAGE } from '../../../core/catalog/sale-dates.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';

/**
 * WooCommerce's sale schedule fields of a product or variation body: each date in the site's time zone
 * (`date_on_sale_from`) or in UTC (`_gmt`); the shop's time zone is UTC, so they mean the same and `_gmt`
 * wins when both are sent. Null or "" removes that bound.
 */
const saleDate = z.string({ error: 'must be a date such as "2026-12-01T09:00:00"' }).nullable();

export const saleDateBodyFields = {
  date_on_sale_from: saleDate,
  date_on_sale_from_gmt: saleDate,
  date_on_sale_to: saleDate,
  date_on_sale_to_gmt: saleDate,
};

type SaleDateBody = Partial<Record<keyof typeof saleDateBodyFields, string | null>>;

/** The text of each bound the body sets ('' to remove it), or undefined when it names neither form. */
export function saleDateTexts(body: SaleDateBody): { from: string | undefined; to: string | undefined } {
  const pick = (gmt: string | null | undefined, local: string | null | undefined) => (gmt !== undefined ? (gmt ?? '') : local !== undefined ? (local ?? '') : undefined);
  return { from: pick(body.date_on_sale_from_gmt, body.date_on_sale_from), to: pick(body.date_on_sale_to_gmt, body.date_on_sale_to) };
}

/** The instants a body sets (null removes a bound), with an error by field for what is no date. */
export function saleDatesOf(body: SaleDateBody, errors: FieldErrors): { saleFrom?: string | null; saleTo?: string | null } {
  const texts = saleDateTexts(body);
  const result: { saleFrom?: string | null; saleTo?: string | null } = {};
  for (const [bound, text, key] of [['from', texts.from, 'saleFrom'], ['to', texts.to, 'saleTo']] as const) {
    if (text === undefined) continue;
    const value = parseSaleDate(text, bound);
    if (value === undefined) errors[`date_on_sale_${bound}`] = SALE_DATE_MESSAGE;
    else result[key] = value;
  }
  return result;
}
