import type { FormFailure } from '../accounts/validation.ts';
import { dateRangeSchema, defaultDateRange, parseRangeQuery, type DateRange } from '../shared/date-range.ts';

/** The longest range one report covers: the chart and the daily table have a row per day. */
export const MAX_ANALYTICS_DAYS = 366;

const schema = dateRangeSchema({ maxDays: MAX_ANALYTICS_DAYS });

/**
 * The report's query string: `from` and `to` (`YYYY-MM-DD`), the last 30 days by default. A bad value
 * comes back as a message per field with what was sent, to show the form again.
 */
export function parseAnalyticsQuery(params: URLSearchParams, today = new Date()): { ok: true; value: DateRange } | FormFailure<DateRange> {
  return parseRangeQuery(params, schema, defaultDateRange(today));
}
