import { describe, expect, it } from 'vitest';
import { trimConsentReport, type ConsentReport } from './stats-report.ts';

const REPORT: ConsentReport = {
  from: '2030-06-01',
  to: '2030-06-02',
  statuses: [
    { status: 'deny', decisions: 1 },
    { status: 'allow', decisions: 0 },
    { status: 'allowall', decisions: 3 },
    { status: 'legacy', decisions: 1 },
  ],
  days: [
    { day: '2030-06-01', counts: [1, 0, 2, 0], total: 3 },
    { day: '2030-06-02', counts: [0, 0, 1, 1], total: 2 },
  ],
  categories: [
    { category: 'statistics', allow: 3, deny: 1 },
    { category: 'marketing', allow: 0, deny: 0 },
    { category: 'functional', allow: 0, deny: 0 },
    { category: 'retired', allow: 0, deny: 2 },
  ],
  total: 5,
};

describe('trimConsentReport', () => {
  it('keeps only the statuses given in the range, with their columns of each day', () => {
    const trimmed = trimConsentReport(REPORT, ['statistics', 'marketing']);
    expect(trimmed.statuses).toEqual([
      { status: 'deny', decisions: 1 },
      { status: 'allowall', decisions: 3 },
      { status: 'legacy', decisions: 1 },
    ]);
    expect(trimmed.days).toEqual([
      { day: '2030-06-01', counts: [1, 2, 0], total: 3 },
      { day: '2030-06-02', counts: [0, 1, 1], total: 2 },
    ]);
    expect(trimmed).toMatchObject({ from: '2030-06-01', to: '2030-06-02', total: 5 });
  });

  it('keeps the offered categories, answered or not, and any other that was answered', () => {
    expect(trimConsentReport(REPORT, ['statistics', 'marketing']).categories).toEqual([
      { category: 'statistics', allow: 3, deny: 1 },
      { category: 'marketing', allow: 0, deny: 0 },
      { category: 'retired', allow: 0, deny: 2 },
    ]);
    expect(trimConsentReport(REPORT, []).categories.map((entry) => entry.category)).toEqual(['statistics', 'retired']);
  });

  it('leaves no status column for a range without decisions, and leaves the report it was given alone', () => {
    const empty: ConsentReport = { ...REPORT, statuses: REPORT.statuses.map((entry) => ({ ...entry, decisions: 0 })), days: [{ day: '2030-06-01', counts: [0, 0, 0, 0], total: 0 }], total: 0 };
    expect(trimConsentReport(empty, []).statuses).toEqual([]);
    expect(trimConsentReport(empty, []).days).toEqual([{ day: '2030-06-01', counts: [], total: 0 }]);
    expect(REPORT.statuses).toHaveLength(4);
    expect(REPORT.days[0]?.counts).toEqual([1, 0, 2, 0]);
  });
});
