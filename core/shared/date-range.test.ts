import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { dateRangeSchema, dayCount, daysOf, defaultDateRange, parseRangeQuery } from './date-range.ts';

const TODAY = new Date('2030-06-15T08:00:00Z');
const parse = (query: string, maxDays?: number) => parseRangeQuery(new URLSearchParams(query), dateRangeSchema(maxDays === undefined ? {} : { maxDays }), defaultDateRange(TODAY));

describe('defaultDateRange', () => {
  it('covers the last 30 days (UTC), today included', () => {
    expect(defaultDateRange(TODAY)).toEqual({ from: '2030-05-17', to: '2030-06-15' });
    expect(defaultDateRange(new Date('2030-06-15T23:59:59.999Z'))).toEqual({ from: '2030-05-17', to: '2030-06-15' });
    expect(dayCount(defaultDateRange(TODAY))).toBe(30);
  });

  it('takes another length, across a leap day', () => {
    expect(defaultDateRange(new Date('2024-03-01T00:00:00Z'), 2)).toEqual({ from: '2024-02-29', to: '2024-03-01' });
    expect(defaultDateRange(TODAY, 1)).toEqual({ from: '2030-06-15', to: '2030-06-15' });
  });
});

describe('dayCount and daysOf', () => {
  it('count and list every day of the range, both ends included', () => {
    expect(daysOf({ from: '2024-02-28', to: '2024-03-01' })).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysOf({ from: '2030-06-01', to: '2030-06-01' })).toEqual(['2030-06-01']);
    expect(daysOf({ from: '2030-05-17', to: '2030-06-15' })).toHaveLength(30);
    expect(daysOf({ from: '2030-12-31', to: '2031-01-01' })).toEqual(['2030-12-31', '2031-01-01']);
    expect(dayCount({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(dayCount({ from: '2030-06-01', to: '2030-06-01' })).toBe(1);
  });

  it('list nothing for a range that ends before it starts', () => {
    expect(daysOf({ from: '2030-06-02', to: '2030-06-01' })).toEqual([]);
    expect(dayCount({ from: 'soon', to: '2030-06-01' })).toBeNaN();
    expect(daysOf({ from: 'soon', to: '2030-06-01' })).toEqual([]);
  });
});

describe('parseRangeQuery with dateRangeSchema', () => {
  it('uses the default for an absent or blank end', () => {
    expect(parse('')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15' } });
    expect(parse('from=&to=%20')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15' } });
    expect(parse('from=2030-06-01')).toEqual({ ok: true, value: { from: '2030-06-01', to: '2030-06-15' } });
    expect(parse('from=%202030-06-01%20&to=2030-06-01')).toEqual({ ok: true, value: { from: '2030-06-01', to: '2030-06-01' } });
  });

  it('names the field that is wrong and gives back what was sent', () => {
    expect(parse('from=2025-02-30&to=tomorrow')).toEqual({
      ok: false,
      errors: { from: 'Enter the start date as YYYY-MM-DD (a real calendar date).', to: 'Enter the end date as YYYY-MM-DD (a real calendar date).' },
      values: { from: '2025-02-30', to: 'tomorrow' },
    });
    expect(parse('from=2030-02-01&to=2030-01-01')).toEqual({ ok: false, errors: { to: 'The end date must be on or after the start date.' }, values: { from: '2030-02-01', to: '2030-01-01' } });
    for (const bad of ['01/02/2030', '2030-1-2', '2030-01-02T00:00', '20300-01-01', '2023-02-29']) expect(parse(`from=${bad}`), bad).toMatchObject({ ok: false });
  });

  it('checks the range only once both dates are real, so a bad date gets only its own message', () => {
    for (const bad of ['01/02/2030', '20300-01-01', 'yesterday']) {
      expect(parse(`from=${bad}&to=2030-01-01`, 366), bad).toEqual({
        ok: false,
        errors: { from: 'Enter the start date as YYYY-MM-DD (a real calendar date).' },
        values: { from: bad, to: '2030-01-01' },
      });
    }
  });

  it('caps the range at maxDays when given, and only then', () => {
    expect(parse('from=2024-01-01&to=2024-12-31', 366)).toEqual({ ok: true, value: { from: '2024-01-01', to: '2024-12-31' } });
    expect(parse('from=2024-01-01&to=2025-01-01', 366)).toEqual({ ok: false, errors: { to: 'Choose a range of at most 366 days.' }, values: { from: '2024-01-01', to: '2025-01-01' } });
    expect(parse('from=2030-06-01&to=2030-06-07', 7)).toMatchObject({ ok: true });
    expect(parse('from=2030-06-01&to=2030-06-08', 7)).toMatchObject({ ok: false, errors: { to: 'Choose a range of at most 7 days.' } });
    expect(parse('from=2000-01-01&to=2030-12-31')).toEqual({ ok: true, value: { from: '2000-01-01', to: '2030-12-31' } });
  });

  it('caps what it reads, and so what it echoes back', () => {
    const from = parse(`from=${'9'.repeat(10_000)}`);
    expect(from.ok).toBe(false);
    if (!from.ok) expect(from.values.from).toHaveLength(40);
    const to = parse(`to=${'9'.repeat(10_000)}`);
    expect(to.ok).toBe(false);
    if (!to.ok) expect(to.values.to).toHaveLength(40);
  });

  it('reads the extra fields of an extended schema, with their defaults', () => {
    const schema = dateRangeSchema().safeExtend({ size: z.enum(['small', 'large'], { error: 'Choose small or large.' }) });
    const read = (query: string) => parseRangeQuery(new URLSearchParams(query), schema, { ...defaultDateRange(TODAY), size: 'small' });
    expect(read('')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15', size: 'small' } });
    expect(read('size=large&from=2030-06-01')).toEqual({ ok: true, value: { from: '2030-06-01', to: '2030-06-15', size: 'large' } });
    expect(read('size=huge&from=2030-06-02&to=2030-06-01')).toEqual({ ok: false, errors: { size: 'Choose small or large.' }, values: { from: '2030-06-02', to: '2030-06-01', size: 'huge' } });
    expect(read('size=large&from=2030-06-02&to=2030-06-01')).toMatchObject({ ok: false, errors: { to: 'The end date must be on or after the start date.' } });
    expect(read('unknown=1&__proto__=x')).toEqual({ ok: true, value: { from: '2030-05-17', to: '2030-06-15', size: 'small' } });
  });
});
