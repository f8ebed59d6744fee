import { z } from 'zod';
import type { FormFailure } from '../shared/validation.ts';
import { dateRangeSchema, defaultDateRange, parseRangeQuery } from '../shared/date-range.ts';
import type { AttributionReportQuery } from './report.ts';
import { REPORT_GROUPS } from './report-groups.ts';

export type ReportFormValues = Record<'from' | 'to' | 'group', string>;

// No cap on the range: the report has a row per group, not per day, so a long range costs no more to show.
const schema = dateRangeSchema().safeExtend({
  group: z.enum(REPORT_GROUPS, { error: 'Choose origin, source, medium or campaign.' }),
});

/**
 * The report's query string: `from`, `to` (`YYYY-MM-DD`, the last 30 days by default) and `group`
 * (origin by default). A bad value comes back as a message per field with what was sent.
 */
export function parseReportQuery(params: URLSearchParams, today = new Date()): { ok: true; value: AttributionReportQuery } | FormFailure<ReportFormValues> {
  return parseRangeQuery(params, schema, { ...defaultDateRange(today), group: 'origin' });
}
