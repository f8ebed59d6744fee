import { z } from 'zod';
import { fieldErrorsFrom, type FormFailure } from '../accounts/validation.ts';

/** Days shown when no range is asked for, today included. */
export const DEFAULT_ANALYTICS_DAYS = 30;

/** The longest range one report covers: the chart and the daily table have a row per day. */
export const MAX_ANALYTICS_DAYS = 366;

export interface AnalyticsReportQuery {
  /** First day, `YYYY-MM-DD` (UTC), included. */
  from: string;
  /** Last day, `YYYY-MM-DD` (UTC), included. */
  to: string;
}

export type AnalyticsFormValues = Record<keyof AnalyticsReportQuery, string>;

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const schema = z
  .object({
    from: z.iso.date({ error: 'Enter the start date as YYYY-MM-DD (a real calendar date).' }),
    to: z.iso.date({ error: 'Enter the end date as YYYY-MM-DD (a real calendar date).' }),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date must be on or after the start date.' })
  .refine((query) => daysBetween(query.from, query.to) < MAX_ANALYTICS_DAYS, { path: ['to'], error: `Choose a range of at most ${MAX_ANALYTICS_DAYS} days.` });

/** The last 30 days (UTC), today included. */
export function defaultAnalyticsRange(today: Date): AnalyticsReportQuery {
  return { from: dayOf(new Date(today.getTime() - (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS)), to: dayOf(today) };
}

/** Every day of the range, in order. */
export function daysOf(query: AnalyticsReportQuery): string[] {
  const start = Date.parse(`${query.from}T00:00:00Z`);
  return Array.from({ length: daysBetween(query.from, query.to) + 1 }, (_, index) => dayOf(new Date(start + index * DAY_MS)));
}

/**
 * The report's query string: `from` and `to` (`YYYY-MM-DD`), each defaulting when absent or blank. A bad
 * value comes back as a message per field with what was sent, to show the form again.
 */
export function parseAnalyticsQuery(params: URLSearchParams, today = new Date()): { ok: true; value: AnalyticsReportQuery } | FormFailure<AnalyticsFormValues> {
  const defaults = defaultAnalyticsRange(today);
  const read = (name: keyof AnalyticsFormValues) => params.get(name)?.trim().slice(0, 40) || defaults[name];
  const values: AnalyticsFormValues = { from: read('from'), to: read('to') };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error), values };
  return { ok: true, value: parsed.data };
}
