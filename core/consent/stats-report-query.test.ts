import { describe, expect, it } from 'vitest';
import { daysInRange, defaultConsentReportRange, parseConsentReportQuery } from './stats-report-query.ts';

const TODAY = new Date('2030-06-15T08:00:00Z');
const parse = (query: string) => parseConsentReportQuery(new URLSearchParams(query), TODAY);

describe('parseConsentReportQuery', () => {
  it('defaults to the last 30 days', () => {
    expect(defaultConsentReportRange(TODAY)).toEqual({ from: '2030-05-17', to: '2030-06-15' });
    expect(parse('')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15' } });
    expect(parse('from=&to=%20')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15' } });
  });

  it('takes a range of one day up to a year with a leap day', () => {
    expect(parse('from=2030-01-01&to=2030-01-01')).toEqual({ ok: true, value: { from: '2030-01-01', to: '2030-01-01' } });
    expect(parse('from=2024-01-01&to=2024-12-31')).toMatchObject({ ok: true });
    expect(daysInRange({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
  });

  it('names the field that is wrong and gives back what was sent', () => {
    expect(parse('from=2025-02-30&to=tomorrow')).toEqual({
      ok: false,
      errors: { from: expect.stringMatching(/start date/), to: expect.stringMatching(/end date/) },
      values: { from: '2025-02-30', to: 'tomorrow' },
    });
    expect(parse('from=2030-02-01&to=2030-01-01')).toMatchObject({ ok: false, errors: { to: 'The end date must be on or after the start date.' } });
    expect(parse('from=2024-01-01&to=2025-01-01')).toMatchObject({ ok: false, errors: { to: 'Choose a range of at most 366 days.' } });
    for (const bad of ['01/02/2030', '2030-1-2', '2030-01-02T00:00', '20300-01-01']) expect(parse(`from=${bad}`), bad).toMatchObject({ ok: false });
  });

  it('caps what it echoes back', () => {
    const result = parse(`to=${'9'.repeat(10_000)}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.values.to).toHaveLength(40);
  });
});
