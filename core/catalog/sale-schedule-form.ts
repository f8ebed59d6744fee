import type { FieldErrors } from '../shared/validation.ts';
import { parseSaleDate, saleDateTimeText, type SaleBound } from './sale-dates.ts';
import { scheduleProblems } from './sale-schedule.ts';

/** The sale's dates in the product form and the variations form (`datetime-local` values, the shop's time zone). */
export const SALE_DATE_FIELDS = ['date_on_sale_from', 'date_on_sale_to'] as const;
export type SaleDateField = (typeof SALE_DATE_FIELDS)[number];
export type SaleDateValues = Record<SaleDateField, string>;

export interface SaleDates {
  saleFrom: string | null;
  saleTo: string | null;
}

const BOUNDS: Record<SaleDateField, SaleBound> = { date_on_sale_from: 'from', date_on_sale_to: 'to' };
const SUBJECTS: Record<SaleDateField, string> = { date_on_sale_from: 'start', date_on_sale_to: 'end' };

/** The form's values of stored dates. */
export function saleDateValues(row: { date_on_sale_from: string | null; date_on_sale_to: string | null } | null | undefined): SaleDateValues {
  return { date_on_sale_from: saleDateTimeText(row?.date_on_sale_from ?? null), date_on_sale_to: saleDateTimeText(row?.date_on_sale_to ?? null) };
}

/**
 * The dates a form asks for, checked against its sale price (null: none, or not readable): a date must be
 * one, dates need a sale price (refused rather than silently dropped, so the owner sees why nothing
 * happens), and the end comes after the start. Messages are sentences, keyed by `name(field)`.
 */
export function parseSaleDateValues(values: Partial<SaleDateValues>, salePrice: number | null, name: (field: SaleDateField) => string = (field) => field): { ok: true; value: SaleDates } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed: Partial<Record<SaleDateField, string | null>> = {};
  for (const field of SALE_DATE_FIELDS) {
    const value = parseSaleDate(values[field] ?? '', BOUNDS[field]);
    if (value === undefined) errors[name(field)] = `Enter the sale's ${SUBJECTS[field]} as a date and time such as 2026-12-01T09:00.`;
    else parsed[field] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const dates: SaleDates = { saleFrom: parsed.date_on_sale_from ?? null, saleTo: parsed.date_on_sale_to ?? null };
  const problems = scheduleProblems({ salePrice, from: dates.saleFrom, to: dates.saleTo });
  if (problems?.date_on_sale_from) errors[name('date_on_sale_from')] = 'Enter a sale price for the sale to start on this date, or clear the sale dates.';
  if (problems?.date_on_sale_to) {
    errors[name('date_on_sale_to')] = problems.date_on_sale_to.startsWith('needs') ? 'Enter a sale price for the sale to end on this date, or clear the sale dates.' : 'The sale must end after it starts.';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: dates };
}
