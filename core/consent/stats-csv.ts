import { toCsv } from '../shared/csv.ts';
import type { ConsentReport } from './stats-report.ts';

/**
 * Decisions per day as a spreadsheet: a column per status (the stored status names, so the columns stay
 * the same from one export to the next), a total per day, and a total row.
 */
export function consentReportCsv(report: ConsentReport): string {
  return toCsv([
    ['Day', ...report.statuses.map((entry) => entry.status), 'Total'],
    ...report.days.map((day) => [day.day, ...day.counts, day.total]),
    ['Total', ...report.statuses.map((entry) => entry.decisions), report.total],
  ]);
}

export function consentReportFilename(report: ConsentReport): string {
  return `consent-decisions-${report.from}-to-${report.to}.csv`;
}
