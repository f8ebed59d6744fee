import type { FormFailure } from '../accounts/validation.ts';
import { dateRangeSchema, defaultDateRange, parseRangeQuery, type DateRange } from '../shared/date-range.ts';

/** The report has a row per day: a year (with a leap day) is the longest range it lists. */
export const MAX_CONSENT_REPORT_DAYS = 366;

const schema = dateRangeSchema({ maxDays: MAX_CONSENT_REPORT_DAYS });

/**
 * The report's query string, `from` and `to` (`YYYY-MM-DD`), the last 30 days by default. A bad value
 * comes back as a message per field with what was sent, to show the form again.
 */
export function parseConsentReportQuery(params: URLSearchParams, today = new Date()): { ok: true; value: DateRange } | FormFailure<DateRange> {
  return parseRangeQuery(params, schema, defaultDateRange(today));
}
