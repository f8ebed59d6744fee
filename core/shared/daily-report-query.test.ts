import { describe, expect, it } from 'vitest';
import { parseDailyReportQuery } from './date-range.ts';

const TODAY = new Date('2030-06-15T08:00:00Z');
const parse = (query: string) => parseDailyReportQuery(new URLSearchParams(query), TODAY);

describe('parseDailyReportQuery (traffic and consent reports)', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(parse('')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15' } });
    expect(parse('from=&to=%20')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15' } });
  });

  it('takes a range of one day up to a year with a leap day', () => {
    expect(parse('from=2030-01-01&to=2030-01-01')).toEqual({ ok: true, value: { from: '2030-01-01', to: '2030-01-01' } });
    expect(parse('from=2024-02-29&to=2024-03-31')).toEqual({ ok: true, value: { from: '2024-02-29', to: '2024-03-31' } });
    expect(parse('from=2024-01-01&to=2024-12-31')).toMatchObject({ ok: true });
    expect(parse('from=2024-01-01&to=2025-01-01')).toEqual({ ok: false, errors: { to: 'Choose a range of at most 366 days.' }, values: { from: '2024-01-01', to: '2025-01-01' } });
  });

  it('names the field that is wrong and gives back what was sent', () => {
    expect(parse('from=2025-02-30&to=tomorrow')).toEqual({
      ok: false,
      errors: { from: expect.stringMatching(/start date/), to: expect.stringMatching(/end date/) },
      values: { from: '2025-02-30', to: 'tomorrow' },
    });
    expect(parse('from=2030-02-01&to=2030-01-01')).toMatchObject({ ok: false, errors: { to: 'The end date must be on or after the start date.' } });
  });
});
