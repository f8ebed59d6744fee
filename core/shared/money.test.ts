import { describe, expect, it } from 'vitest';
import { exampleAmount, formatMoney, majorAmountText, minorUnitDigits, parseMoney, toMajorUnits } from './money.ts';

describe('money', () => {
  it('formats minor units', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    // A zero amount negated (a refund of nothing) is zero, and does not change how zero is written after it.
    expect(formatMoney(-0, 'GBP')).toBe('£0.00');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
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
    expect(parseMoney('19.99', 'USD')).toBe(1999);
    expect(parseMoney(' 19,9 ', 'USD')).toBe(1990);
    expect(parseMoney('7', 'USD')).toBe(700);
    for (const bad of ['', 'abc', '-1', '1.999', '1e5', '12345678901']) expect(parseMoney(bad, 'USD')).toBeNull();
  });

  it("keeps each currency's own minor unit, as ISO 4217 sets it", () => {
    expect(['USD', 'EUR', 'GBP', 'HUF', 'IDR', 'COP'].map(minorUnitDigits)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(['JPY', 'KRW', 'ISK', 'CLP', 'VND', 'XOF'].map(minorUnitDigits)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(['KWD', 'BHD', 'JOD', 'OMR', 'TND'].map(minorUnitDigits)).toEqual([3, 3, 3, 3, 3]);
    expect(minorUnitDigits('jpy')).toBe(0);
    expect(toMajorUnits(1200, 'JPY')).toBe(1200);
    expect(toMajorUnits(12345, 'KWD')).toBe(12.345);
    expect(toMajorUnits(1999, 'USD')).toBe(19.99);
  });

  it('formats yen without decimals and dinars with three, in the language of the page', () => {
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(1200, 'JPY', 'ja-JP')).toBe('￥1,200');
    expect(formatMoney(12345, 'KWD')).toBe('KWD\u00a012.345');
    expect(formatMoney(5, 'KWD', 'en-US')).toBe('KWD\u00a00.005');
    // Forints keep ISO's two decimals, where the language's own format would drop them.
    expect(formatMoney(123456, 'HUF', 'en-US')).toBe('HUF\u00a01,234.56');
  });

  it('writes an amount as a decimal text from the integer, with the currency\'s decimals', () => {
    expect(majorAmountText(1999, 'USD')).toBe('19.99');
    expect(majorAmountText(5, 'USD')).toBe('0.05');
    expect(majorAmountText(-5, 'USD')).toBe('-0.05');
    expect(majorAmountText(0, 'USD')).toBe('0.00');
    expect(majorAmountText(1200, 'JPY')).toBe('1200');
    expect(majorAmountText(12345, 'KWD')).toBe('12.345');
    expect(majorAmountText(7, 'KWD')).toBe('0.007');
    // Exact where floating point is not: 0.29 × 100 is 28.999…
    expect(majorAmountText(29, 'USD')).toBe('0.29');
    expect(majorAmountText(99_999_999_999, 'USD')).toBe('999999999.99');
  });

  it("parses a typed price with at most the currency's decimals", () => {
    expect(parseMoney('1200', 'JPY')).toBe(1200);
    expect(parseMoney('1,200', 'JPY')).toBeNull();
    expect(parseMoney('12.5', 'JPY')).toBeNull();
    // Zeros past the decimals change nothing: "500.00" yen is what WooCommerce's clients send.
    expect(parseMoney('500.00', 'JPY')).toBe(500);
    expect(parseMoney('500.', 'JPY')).toBeNull();
    expect(parseMoney('19.990', 'USD')).toBe(1999);
    expect(parseMoney('19.995', 'USD')).toBeNull();
    expect(parseMoney('12.3450', 'KWD')).toBe(12345);
    expect(parseMoney('12.345', 'KWD')).toBe(12345);
    expect(parseMoney('12,5', 'KWD')).toBe(12500);
    expect(parseMoney('12', 'KWD')).toBe(12000);
    expect(parseMoney('1.2345', 'KWD')).toBeNull();
    expect(parseMoney('0.29', 'USD')).toBe(29);
    expect([exampleAmount('USD'), exampleAmount('JPY'), exampleAmount('KWD')]).toEqual(['19.99', '1999', '19.999']);
    // Every example parses in its own currency.
    for (const currency of ['USD', 'JPY', 'KWD']) expect(parseMoney(exampleAmount(currency), currency)).not.toBeNull();
  });
});

