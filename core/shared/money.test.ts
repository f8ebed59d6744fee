import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';

describe('money', () => {
  it('formats minor units', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(123456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/u);
  });

  it('parses what a person types, and nothing else', () => {
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney(' 19,9 ')).toBe(1990);
    expect(parseMoney('7')).toBe(700);
    for (const bad of ['', 'abc', '-1', '1.999', '1e5', '12345678901']) expect(parseMoney(bad)).toBeNull();
  });
});
