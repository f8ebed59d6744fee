import { z } from 'zod';
import { fieldErrorsFrom, type FormFailure } from '../accounts/validation.ts';

/** Days shown when no range is asked for, today included. */
export const DEFAULT_CONSENT_REPORT_DAYS = 30;
/** The report has a row per day: a year (with a leap day) is the longest range it lists. */
export const MAX_CONSENT_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;

export interface ConsentReportQuery {
  /** First day, `YYYY-MM-DD` (UTC), included. */
  from: string;
  /** Last day, `YYYY-MM-DD` (UTC), included. */
  to: string;
}

export type ConsentReportFormValues = Record<keyof ConsentReportQuery, string>;

/** Days from `from` to `to`, both included. */
export function daysInRange(query: ConsentReportQuery): number {
  return Math.round((Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS) + 1;
}

const schema = z
  .object({
    from: z.iso.date({ error: 'Enter the start date as YYYY-MM-DD (a real calendar date).' }),
    to: z.iso.date({ error: 'Enter the end date as YYYY-MM-DD (a real calendar date).' }),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date must be on or after the start date.' })
  .refine((query) => daysInRange(query) <= MAX_CONSENT_REPORT_DAYS, { path: ['to'], error: `Choose a range of at most ${MAX_CONSENT_REPORT_DAYS} days.` });

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days (UTC), today included. */
export function defaultConsentReportRange(today: Date): ConsentReportQuery {
  return { from: day(new Date(today.getTime() - (DEFAULT_CONSENT_REPORT_DAYS - 1) * DAY_MS)), to: day(today) };
}

/**
 * The report's query string, `from` and `to` (`YYYY-MM-DD`), each defaulting when absent or blank. A
 * bad value comes back as a message per field with what was sent, to show the form again.
 */
export function parseConsentReportQuery(params: URLSearchParams, today = new Date()): { ok: true; value: ConsentReportQuery } | FormFailure<ConsentReportFormValues> {
  const defaults = defaultConsentReportRange(today);
  const read = (name: keyof ConsentReportQuery) => params.get(name)?.trim().slice(0, 40) || defaults[name];
  const values: ConsentReportFormValues = { from: read('from'), to: read('to') };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error), values };
  return { ok: true, value: parsed.data };
}
