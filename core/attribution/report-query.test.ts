import { describe, expect, it } from 'vitest';
import { defaultReportRange, parseReportQuery } from './report-query.ts';

const TODAY = new Date('2030-06-15T08:00:00Z');
const parse = (query: string) => parseReportQuery(new URLSearchParams(query), TODAY);

describe('parseReportQuery', () => {
  it('defaults to the last 30 days by origin', () => {
    expect(defaultReportRange(TODAY)).toEqual({ from: '2030-05-17', to: '2030-06-15' });
    expect(parse('')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15', group: 'origin' } });
    expect(parse('from=&to=%20&group=')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15', group: 'origin' } });
  });

  it('takes a range and a grouping', () => {
    expect(parse('from=2024-02-29&to=2024-03-31&group=campaign')).toEqual({ ok: true, value: { from: '2024-02-29', to: '2024-03-31', group: 'campaign' } });
    expect(parse('from=2030-01-01&to=2030-01-01&group=medium')).toMatchObject({ ok: true, value: { from: '2030-01-01', to: '2030-01-01' } });
  });

  it('names the field that is wrong and gives back what was sent', () => {
    expect(parse('from=2025-02-30&to=tomorrow&group=source')).toEqual({
      ok: false,
      errors: { from: expect.stringMatching(/start date/), to: expect.stringMatching(/end date/) },
      values: { from: '2025-02-30', to: 'tomorrow', group: 'source' },
    });
    expect(parse('from=2030-02-01&to=2030-01-01')).toMatchObject({ ok: false, errors: { to: 'The end date must be on or after the start date.' } });
    expect(parse('group=__proto__')).toMatchObject({ ok: false, errors: { group: expect.any(String) } });
    for (const bad of ['01/02/2030', '2030-1-2', '2030-01-02T00:00', '20300-01-01']) expect(parse(`from=${bad}`), bad).toMatchObject({ ok: false });
  });

  it('caps what it echoes back', () => {
    const result = parse(`from=${'9'.repeat(10_000)}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.values.from).toHaveLength(40);
  });
});
