import { describe, expect, it } from 'vitest';
import { utcDay } from './time.ts';

describe('utcDay', () => {
  it('gives the UTC calendar day of a moment, whatever the time of day', () => {
    expect(utcDay(new Date('2030-06-15T00:00:00.000Z'))).toBe('2030-06-15');
    expect(utcDay(new Date('2030-06-15T23:59:59.999Z'))).toBe('2030-06-15');
    expect(utcDay(new Date('2030-06-16T01:00:00.000+02:00'))).toBe('2030-06-15');
    expect(utcDay(new Date('2024-02-29T12:00:00.000Z'))).toBe('2024-02-29');
  });
});
