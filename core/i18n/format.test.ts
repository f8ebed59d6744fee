import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, intlLocale } from './format.ts';

describe('intlLocale', () => {
  it('keeps the shop’s locale for its own language and takes the main country for another', () => {
    expect(intlLocale('en', 'en-US')).toBe('en-US');
    expect(intlLocale('en', 'en-GB')).toBe('en-GB');
    expect(intlLocale('fr', 'en-US')).toBe('fr-FR');
    expect(intlLocale('fr', 'fr-CA')).toBe('fr-CA');
    expect(intlLocale('de', 'en-US')).toBe('de-DE');
  });
});

describe('formatPrice', () => {
  it('writes prices the way each locale does', () => {
    expect(formatPrice(1200, 'EUR', 'fr-FR')).toBe('12,00\u00a0€');
    expect(formatPrice(123450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatPrice(123450, 'USD', 'en-US')).toBe('$1,234.50');
  });
});

describe('formatNumber', () => {
  it('groups and marks decimals by locale', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'fr-FR')).toBe('1\u202f234,5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(0.25, 'de-DE', { style: 'percent' })).toBe('25\u00a0%');
  });
});

describe('formatDate', () => {
  it('writes a long date in UTC, in the locale', () => {
    expect(formatDate('2025-05-04T23:30:00Z', 'en-US')).toBe('May 4, 2025');
    expect(formatDate('2025-05-04T23:30:00Z', 'de-DE')).toBe('4. Mai 2025');
    expect(formatDate(new Date(Date.UTC(2025, 4, 4)), 'fr-FR')).toBe('4 mai 2025');
  });

  it('takes other styles, and gives back a string it cannot read', () => {
    expect(formatDate('2025-05-04T09:05:00Z', 'de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBe('04.05.2025, 09:05');
    expect(formatDate('not a date', 'de-DE')).toBe('not a date');
  });
});
