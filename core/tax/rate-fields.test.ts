import { describe, expect, it } from 'vitest';
import { findTaxClass, isCountryCode, rateFieldsText, rateProblem, readFlag, readRateFields, splitPlaces, type RateFieldsInput } from './rate-fields.ts';

const input = (overrides: Partial<RateFieldsInput> = {}): RateFieldsInput => ({
  country: 'de',
  state: '',
  postcodes: '',
  cities: '',
  rate: '19',
  name: 'MwSt.',
  priority: '',
  compound: false,
  shipping: true,
  order: 3,
  taxClass: '',
  ...overrides,
});

const CLASSES = [
  { slug: '', name: 'Standard' },
  { slug: 'reduced-rate', name: 'Reduced rate' },
  { slug: 'zero-rate', name: 'Zero rate' },
];

describe('readRateFields', () => {
  it('reads a rate as WooCommerce stores it: codes in capitals, lists split on ";", four decimals, priority 1 by default', () => {
    expect(readRateFields(input({ state: ' ca ', postcodes: '941*; 90210...90299 ;', cities: 'San Francisco;  oakland', rate: '7.25', country: 'us' }))).toEqual({
      ok: true,
      value: {
        country: 'US',
        state: 'CA',
        postcodes: ['941*', '90210...90299'],
        cities: ['SAN FRANCISCO', 'OAKLAND'],
        rate: 72_500,
        name: 'MwSt.',
        priority: 1,
        compound: false,
        shipping: true,
        order: 3,
        taxClass: '',
      },
    });
  });

  it('takes * and blank as "any" and lists given as lists', () => {
    const read = readRateFields(input({ country: '*', state: '*', postcodes: ['*'], cities: [' Berlin '], rate: '0' }));
    expect(read.ok && read.value).toMatchObject({ country: '', state: '', postcodes: [], cities: ['BERLIN'], rate: 0 });
    expect(splitPlaces(' * ')).toEqual([]);
    expect(splitPlaces('a;;b')).toEqual(['a', 'b']);
  });

  it('names every field that does not read, in words the admin, the CSV and the REST API share', () => {
    const read = readRateFields(input({ country: 'Germany', state: 'Bavaria!', postcodes: '80331; <script>', cities: 'x'.repeat(101), rate: '19%%', name: 'n'.repeat(201), priority: '-1', order: -1 }));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual(['city', 'country', 'name', 'order', 'postcode', 'priority', 'rate', 'state']);
    expect(read.errors.postcode).toContain("'<SCRIPT>' is not one");
    expect(rateProblem('rate', read.errors.rate!)).toBe('Rate % must be a percentage from 0 to 100 with at most 4 decimals, such as 19 or 7.25 (0 for none)');
  });

  it('refuses a rate above 100 %, more than four decimals, a blank rate and country codes that name no country', () => {
    for (const rate of ['100.0001', '7.12345', '', 'abc', '-5']) expect(readRateFields(input({ rate })).ok, rate).toBe(false);
    expect(readRateFields(input({ rate: '100' })).ok).toBe(true);
    expect(readRateFields(input({ rate: '7,5 %' })).ok).toBe(true);
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(readRateFields(input({ country: 'XX' })).ok).toBe(false);
  });

  it('writes a rate back as the table shows it', () => {
    const read = readRateFields(input({ postcodes: '80331;80333', cities: 'München' }));
    if (!read.ok) throw new Error('not read');
    expect(rateFieldsText({ id: 1, ...read.value })).toEqual({ country: 'DE', state: '', postcode: '80331; 80333', city: 'MÜNCHEN', rate: '19.0000', name: 'MwSt.', priority: '1', compound: false, shipping: true });
  });
});

describe('readFlag and findTaxClass', () => {
  it('reads yes and no as a CSV writes them', () => {
    expect(['1', 'yes', 'TRUE', ' 1 '].map(readFlag)).toEqual([true, true, true, true]);
    expect(['0', 'no', 'false', ''].map(readFlag)).toEqual([false, false, false, false]);
    expect(readFlag('maybe')).toBeNull();
  });

  it('finds a class by slug or name; standard and blank are standard', () => {
    expect(findTaxClass('standard', CLASSES)).toBe('');
    expect(findTaxClass('', CLASSES)).toBe('');
    expect(findTaxClass('Reduced rate', CLASSES)).toBe('reduced-rate');
    expect(findTaxClass('ZERO-RATE', CLASSES)).toBe('zero-rate');
    expect(findTaxClass('luxury', CLASSES)).toBeNull();
  });
});
