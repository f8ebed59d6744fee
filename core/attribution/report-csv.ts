import { toCsv } from '../shared/csv.ts';
import { toMajorUnits } from '../shared/money.ts';
import type { AttributionReport } from './report.ts';
import { REPORT_GROUP_LABELS } from './report-groups.ts';

/** The report as a spreadsheet: a header, one row per group, a total; revenue in major units. */
export function attributionReportCsv(report: AttributionReport, currency: string): string {
  const money = (minor: number) => toMajorUnits(minor, currency);
  return toCsv([
    [REPORT_GROUP_LABELS[report.group], 'Orders', `Revenue (${currency})`],
    ...report.rows.map((row) => [row.label, row.orders, money(row.revenue)]),
    ['Total', report.total.orders, money(report.total.revenue)],
  ]);
}

export function attributionReportFilename(report: AttributionReport): string {
  return `attribution-by-${report.group}-${report.from}-to-${report.to}.csv`;
}
