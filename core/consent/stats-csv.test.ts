import { describe, expect, it } from 'vitest';
import { consentReportCsv, consentReportFilename } from './stats-csv.ts';
import type { ConsentReport } from './stats-report.ts';

const report: ConsentReport = {
  from: '2030-06-01',
  to: '2030-06-02',
  statuses: [
    { status: 'allow', decisions: 3 },
    { status: 'deny', decisions: 1 },
    { status: '=cmd|calc', decisions: 1 },
  ],
  days: [
    { day: '2030-06-01', counts: [2, 1, 0], total: 3 },
    { day: '2030-06-02', counts: [1, 0, 1], total: 2 },
  ],
  categories: [],
  total: 5,
};

describe('consentReportCsv', () => {
  it('writes a column per status, a row per day and a total row', () => {
    expect(consentReportCsv(report)).toBe(
      ['"Day","allow","deny","\'=cmd|calc","Total"', '"2030-06-01",2,1,0,3', '"2030-06-02",1,0,1,2', '"Total",3,1,1,5', ''].join('\r\n'),
    );
    expect(consentReportFilename(report)).toBe('consent-decisions-2030-06-01-to-2030-06-02.csv');
  });
});
