import { describe, expect, it } from 'vitest';
import { attributionReportCsv, attributionReportFilename } from './report-csv.ts';
import type { AttributionReport } from './report.ts';

const report: AttributionReport = {
  from: '2030-06-01',
  to: '2030-06-30',
  group: 'campaign',
  rows: [
    { label: '=cmd|calc', orders: 2, revenue: 10_010 },
    { label: 'spring, "big"', orders: 1, revenue: 4505 },
  ],
  total: { orders: 3, revenue: 14_515 },
};

describe('attributionReportCsv', () => {
  it('writes a header, the groups and a total, revenue in major units', () => {
    expect(attributionReportCsv(report, 'EUR')).toBe(
      ['"Campaign","Orders","Revenue (EUR)"', '"\'=cmd|calc",2,100.1', '"spring, ""big""",1,45.05', '"Total",3,145.15', ''].join('\r\n'),
    );
    expect(attributionReportFilename(report)).toBe('attribution-by-campaign-2030-06-01-to-2030-06-30.csv');
  });
});
