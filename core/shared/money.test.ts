import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';

describe('money', () => {
  it('formats minor units', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(123456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/u);
  });

  it('formats the same amount the same way in every currency and locale, however many amounts were formatted', () => {
    const reference = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    // More distinct amounts than are remembered, twice over, interleaved with other currencies.
    for (let minor = 0; minor < 4500; minor += 1) {
      expect(formatMoney(minor, 'USD')).toBe(reference.format(minor / 100));
      if (minor % 1000 === 0) expect(formatMoney(minor, 'EUR', 'de-DE')).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100));
    }
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(1999, 'EUR', 'de-DE')).toMatch(/^19,99\s€$/u);
    expect(formatMoney(-250, 'USD')).toBe('-$2.50');
  });

  it('parses what a person types, and nothing else', () => {
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney(' 19,9 ')).toBe(1990);
    expect(parseMoney('7')).toBe(700);
    for (const bad of ['', 'abc', '-1', '1.999', '1e5', '12345678901']) expect(parseMoney(bad)).toBeNull();
  });
});
