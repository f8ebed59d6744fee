import { describe, expect, it } from 'vitest';
import { exclusiveTaxes, inclusiveTaxes, roundedTotals, roundTax, type Taxes } from './tax-amounts.ts';
import { parseRate, rateText, type TaxRate } from './tax-rate.ts';

const rate = (id: number, percent: string, fields: Partial<TaxRate> = {}): TaxRate => ({
  id,
  country: '',
  state: '',
  postcodes: [],
  cities: [],
  rate: parseRate(percent) ?? Number.NaN,
  name: `Tax ${id}`,
  priority: id,
  compound: false,
  shipping: true,
  order: id,
  taxClass: '',
  ...fields,
});

/** Each rate's tax rounded to cents, by rate id. */
const cents = (taxes: Taxes) => Object.fromEntries([...taxes].map(([id, micros]) => [id, roundTax(micros)]));

// Every expected amount worked out by hand, in cents.
describe('exclusiveTaxes', () => {
  it.each([
    { case: '19 % of 100.00', price: 10000, rates: [rate(1, '19')], taxes: { 1: 1900 } },
    { case: '7.25 % of 19.99 = 1.449275 → 1.45', price: 1999, rates: [rate(1, '7.25')], taxes: { 1: 145 } },
    { case: 'a state 6 % and a county 1.5 % of 40.00, each on the price', price: 4000, rates: [rate(1, '6'), rate(2, '1.5')], taxes: { 1: 240, 2: 60 } },
    { case: 'Quebec: 5 % GST, then 9.975 % QST compound on 100.00 + 5.00', price: 10000, rates: [rate(1, '5'), rate(2, '9.975', { compound: true })], taxes: { 1: 500, 2: 1047 } },
    { case: 'zero rate', price: 5000, rates: [rate(1, '0')], taxes: { 1: 0 } },
  ])('$case', ({ price, rates, taxes }) => {
    expect(cents(exclusiveTaxes(price, rates))).toEqual(taxes);
  });
});

describe('inclusiveTaxes', () => {
  it.each([
    { case: '119.00 with 19 % VAT holds 19.00', price: 11900, rates: [rate(1, '19')], taxes: { 1: 1900 } },
    { case: '10.00 with 19 % VAT holds 1.596638… → 1.60', price: 1000, rates: [rate(1, '19')], taxes: { 1: 160 } },
    { case: '10.00 with 7 % VAT holds 0.654205… → 0.65', price: 1000, rates: [rate(1, '7')], taxes: { 1: 65 } },
    { case: '107.50 with 6 % and 1.5 % holds 6.00 and 1.50', price: 10750, rates: [rate(1, '6'), rate(2, '1.5')], taxes: { 1: 600, 2: 150 } },
    { case: '115.47 with 5 % and 9.975 % compound holds 5.00 and 10.47 (100.00 + 5.00 + 10.47375, as the exclusive case adds up)', price: 11547, rates: [rate(1, '5'), rate(2, '9.975', { compound: true })], taxes: { 1: 500, 2: 1047 } },
  ])('$case', ({ price, rates, taxes }) => {
    expect(cents(inclusiveTaxes(price, rates))).toEqual(taxes);
  });

  it('takes out exactly what adding put on, for a rate and a price where rounding could drift', () => {
    for (const price of [1, 99, 1999, 12345, 999_999_99]) {
      const vat = [rate(1, '21')];
      const gross = price + roundTax(exclusiveTaxes(price, vat).get(1) ?? 0n);
      const held = roundTax(inclusiveTaxes(gross, vat).get(1) ?? 0n);
      expect(Math.abs(gross - held - price)).toBeLessThanOrEqual(1);
    }
  });
});

describe('rounding per line or at the subtotal', () => {
  // Three lines of 0.99 at 19 %: 0.1881 each. Per line 0.19 × 3 = 0.57; at the subtotal 0.5643 → 0.56.
  const lines = [1, 2, 3].map(() => exclusiveTaxes(99, [rate(1, '19')]));
  it('rounds each line, then adds', () => {
    expect(roundedTotals(lines, false)).toEqual(new Map([[1, 57]]));
  });
  it('adds, then rounds once', () => {
    expect(roundedTotals(lines, true)).toEqual(new Map([[1, 56]]));
  });
});

describe('rates as written', () => {
  it.each([
    ['19', 190_000, '19.0000'],
    ['7.25', 72_500, '7.2500'],
    ['8.875', 88_750, '8.8750'],
    ['0', 0, '0.0000'],
    ['100', 1_000_000, '100.0000'],
  ])('%s reads as %i and is written %s', (text, value, written) => {
    expect(parseRate(text)).toBe(value);
    expect(rateText(value)).toBe(written);
  });
  it.each([['101'], ['-1'], ['7.12345'], ['abc'], ['']])('refuses %s', (text) => {
    expect(parseRate(text)).toBeNull();
  });
});
