import { z } from 'zod';
import { fieldErrorsFrom, type FormFailure } from '../accounts/validation.ts';
import type { AttributionReportQuery } from './report.ts';
import { REPORT_GROUPS } from './report-groups.ts';

/** Days shown when no range is asked for, today included. */
export const DEFAULT_REPORT_DAYS = 30;

export type ReportFormValues = Record<'from' | 'to' | 'group', string>;

const schema = z
  .object({
    from: z.iso.date({ error: 'Enter the start date as YYYY-MM-DD (a real calendar date).' }),
    to: z.iso.date({ error: 'Enter the end date as YYYY-MM-DD (a real calendar date).' }),
    group: z.enum(REPORT_GROUPS, { error: 'Choose origin, source, medium or campaign.' }),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date must be on or after the start date.' });

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days (UTC), today included. */
export function defaultReportRange(today: Date): { from: string; to: string } {
  const start = new Date(today.getTime() - (DEFAULT_REPORT_DAYS - 1) * 86_400_000);
  return { from: day(start), to: day(today) };
}

/**
 * The report's query string: `from`, `to` (`YYYY-MM-DD`) and `group`, each defaulting when absent or
 * blank. A bad value comes back as a message per field with what was sent, to show the form again.
 */
export function parseReportQuery(params: URLSearchParams, today = new Date()): { ok: true; value: AttributionReportQuery } | FormFailure<ReportFormValues> {
  const defaults = { ...defaultReportRange(today), group: 'origin' };
  const read = (name: keyof ReportFormValues) => params.get(name)?.trim().slice(0, 40) || defaults[name];
  const values: ReportFormValues = { from: read('from'), to: read('to'), group: read('group') };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error), values };
  return { ok: true, value: parsed.data };
}
