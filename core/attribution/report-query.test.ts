import { describe, expect, it } from 'vitest';
import { parseReportQuery } from './report-query.ts';

const TODAY = new Date('2030-06-15T08:00:00Z');
const parse = (query: string) => parseReportQuery(new URLSearchParams(query), TODAY);

describe('parseReportQuery', () => {
  it('defaults to the last 30 days by origin', () => {
    expect(parse('')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15', group: 'origin' } });
    expect(parse('from=&to=%20&group=')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15', group: 'origin' } });
  });

  it('takes a range and a grouping', () => {
    expect(parse('from=2024-02-29&to=2024-03-31&group=campaign')).toEqual({ ok: true, value: { from: '2024-02-29', to: '2024-03-31', group: 'campaign' } });
    expect(parse('from=2030-01-01&to=2030-01-01&group=medium')).toMatchObject({ ok: true, value: { from: '2030-01-01', to: '2030-01-01' } });
  });

  it('takes a range of any length: the report has a row per group, not per day', () => {
    expect(parse('from=2020-01-01&to=2030-06-15&group=source')).toEqual({ ok: true, value: { from: '2020-01-01', to: '2030-06-15', group: 'source' } });
  });

  it('names the field that is wrong and gives back what was sent', () => {
    expect(parse('from=2025-02-30&to=tomorrow&group=source')).toEqual({
      ok: false,
      errors: { from: expect.stringMatching(/start date/), to: expect.stringMatching(/end date/) },
      values: { from: '2025-02-30', to: 'tomorrow', group: 'source' },
    });
    expect(parse('from=2030-02-01&to=2030-01-01')).toMatchObject({ ok: false, errors: { to: 'The end date must be on or after the start date.' } });
    expect(parse('group=__proto__')).toEqual({ ok: false, errors: { group: 'Choose origin, source, medium or campaign.' }, values: { from: '2030-05-17', to: '2030-06-15', group: '__proto__' } });
    expect(parse('group=Origin')).toMatchObject({ ok: false, errors: { group: expect.any(String) } });
  });

  it('caps the grouping it echoes back', () => {
    const result = parse(`group=${'x'.repeat(10_000)}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.values.group).toHaveLength(40);
  });
});
