import { z } from 'zod';
import { fieldErrorsFrom, type FormFailure } from './validation.ts';
import { utcDay } from './time.ts';

/** A range of whole days in UTC, both ends included (a type, not an interface, so it is also a form's values). */
export type DateRange = {
  /** First day, `YYYY-MM-DD` (UTC), included. */
  from: string;
  /** Last day, `YYYY-MM-DD` (UTC), included. */
  to: string;
};

/** Days a report covers when no range is asked for, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** What is read of each query field: enough for any valid value, and a short echo of a bad one. */
const MAX_FIELD_LENGTH = 40;

const DAY_MS = 86_400_000;
const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** How many days the range covers, both ends counted (NaN when an end is not a date). */
export function dayCount(range: DateRange): number {
  return Math.round((midnight(range.to) - midnight(range.from)) / DAY_MS) + 1;
}

/** Every day of the range, in order (none when it ends before it starts). */
export function daysOf(range: DateRange): string[] {
  const start = midnight(range.from);
  const count = dayCount(range);
  return Array.from({ length: count > 0 ? count : 0 }, (_, index) => utcDay(new Date(start + index * DAY_MS)));
}

/** The last `days` days (UTC), today included. */
export function defaultDateRange(today: Date, days = DEFAULT_RANGE_DAYS): DateRange {
  return { from: utcDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: utcDay(today) };
}

/**
 * `from` and `to` as real calendar dates, in order and, when `maxDays` is given, covering at most that
 * many days. The range checks wait for two valid dates, so a bad date gets only its own message.
 */
export function dateRangeSchema({ maxDays }: { maxDays?: number } = {}) {
  const fieldsValid = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;
  const range = z
    .object({
      from: z.iso.date({ error: 'Enter the start date as YYYY-MM-DD (a real calendar date).' }),
      to: z.iso.date({ error: 'Enter the end date as YYYY-MM-DD (a real calendar date).' }),
    })
    .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date must be on or after the start date.', when: fieldsValid });
  if (maxDays === undefined) return range;
  return range.refine((query) => dayCount(query) <= maxDays, { path: ['to'], error: `Choose a range of at most ${maxDays} days.`, when: fieldsValid });
}

/**
 * A report's query string read as its form: each field trimmed and capped, its default when absent or
 * blank, then checked by the schema. A bad value comes back as a message per field with what was sent,
 * to show the form again.
 */
export function parseRangeQuery<Values extends Record<string, string>, Output>(
  params: URLSearchParams,
  schema: z.ZodType<Output>,
  defaults: Values,
): { ok: true; value: Output } | FormFailure<Values> {
  const read = (name: string) => params.get(name)?.trim().slice(0, MAX_FIELD_LENGTH) || defaults[name];
  const values = Object.fromEntries(Object.keys(defaults).map((name) => [name, read(name)])) as Values;
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error), values };
  return { ok: true, value: parsed.data };
}

/** The longest range a daily report covers (the traffic and consent reports have a row per day): a year with its leap day. */
export const MAX_DAILY_REPORT_DAYS = 366;

const dailyReportSchema = dateRangeSchema({ maxDays: MAX_DAILY_REPORT_DAYS });

/** A daily report's query string: `from` and `to` (`YYYY-MM-DD`), the last 30 days by default. */
export function parseDailyReportQuery(params: URLSearchParams, today = new Date()): { ok: true; value: DateRange } | FormFailure<DateRange> {
  return parseRangeQuery(params, dailyReportSchema, defaultDateRange(today));
}
