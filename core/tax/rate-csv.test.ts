import { describe, expect, it } from 'vitest';
import { MAX_TAX_RATE_CSV_BYTES, readTaxRateCsv, TAX_RATE_CSV_HEADER, taxRatesCsv, taxRatesCsvFilename } from './rate-csv.ts';
import type { TaxRate } from './tax-rate.ts';

const CLASSES = [
  { slug: '', name: 'Standard' },
  { slug: 'reduced-rate', name: 'Reduced rate' },
];
const HEADER = TAX_RATE_CSV_HEADER.join(',');
const options = { classes: CLASSES, defaultClass: '' };

const rate = (overrides: Partial<TaxRate>): TaxRate => ({ id: 1, country: 'DE', state: '', postcodes: [], cities: [], rate: 190_000, name: 'MwSt.', priority: 1, compound: false, shipping: true, order: 0, taxClass: '', ...overrides });

describe('taxRatesCsv', () => {
  it('writes WooCommerce’s header and one line a rate, * for any place, ; between postcodes and cities', () => {
    const csv = taxRatesCsv([
      rate({}),
      rate({ id: 2, country: 'US', state: 'CA', postcodes: ['941*', '90210...90299'], cities: ['SAN FRANCISCO', 'OAKLAND'], rate: 72_500, name: 'CA', priority: 2, compound: true, shipping: false, taxClass: 'reduced-rate' }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"Country code","State code","Postcode / ZIP","City","Rate %","Tax name","Priority","Compound","Shipping","Tax class"');
    expect(lines[1]).toBe('"DE","*","*","*","19.0000","MwSt.",1,0,1,""');
    expect(lines[2]).toBe('"US","CA","941*;90210...90299","SAN FRANCISCO;OAKLAND","7.2500","CA",2,1,0,"reduced-rate"');
    expect(taxRatesCsvFilename('')).toBe('tax_rates_standard.csv');
    expect(taxRatesCsvFilename(null)).toBe('tax_rates.csv');
  });

  it('neutralises a name that would start a formula, and reads it back as written', () => {
    const csv = taxRatesCsv([rate({ name: '=HYPERLINK("http://evil.example","x")' })]);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    const read = readTaxRateCsv(csv, options);
    expect(read.ok && read.rates[0]?.name).toBe('=HYPERLINK("http://evil.example","x")');
  });
});

describe('readTaxRateCsv', () => {
  it('reads an export back to the same rates (a round trip), the class from the Tax class column', () => {
    const rates = [rate({ postcodes: ['80331', '80333'], cities: ['MÜNCHEN'] }), rate({ id: 2, country: '', rate: 70_000, name: 'Reduced', priority: 2, compound: true, shipping: false, taxClass: 'reduced-rate' })];
    const read = readTaxRateCsv(new TextEncoder().encode(`\ufeff${taxRatesCsv(rates)}`), options);
    expect(read).toEqual({ ok: true, rates: rates.map(({ id: _id, ...fields }) => fields) });
  });

  it('puts lines without a Tax class (or a file without the column) in the page’s class; takes a class by name', () => {
    const text = `Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping\nFR,*,*,*,5.5,TVA,1,0,1\n`;
    const read = readTaxRateCsv(text, { classes: CLASSES, defaultClass: 'reduced-rate' });
    expect(read.ok && read.rates.map((item) => [item.country, item.rate, item.taxClass])).toEqual([['FR', 55_000, 'reduced-rate']]);
    const named = readTaxRateCsv(`${HEADER}\nFR,,,,20,TVA,1,0,1,Standard\nFR,,,,5.5,TVA,1,0,1,Reduced rate\nFR,,,,2.1,TVA,1,0,1,\n`, { classes: CLASSES, defaultClass: 'reduced-rate' });
    expect(named.ok && named.rates.map((item) => item.taxClass)).toEqual(['', 'reduced-rate', 'reduced-rate']);
  });

  it('skips rows of empty cells and takes the columns in any order', () => {
    const read = readTaxRateCsv(`Rate %,Country code,State code,Postcode / ZIP,City,Tax name,Priority,Compound,Shipping,Notes\n21,NL,,,,BTW,1,0,1,ignored\n,,,,,,,,,\n`, options);
    expect(read.ok && read.rates.map((item) => [item.country, item.rate, item.name])).toEqual([['NL', 210_000, 'BTW']]);
  });

  it('refuses a file with one bad line as a whole, naming each line and its reasons', () => {
    const read = readTaxRateCsv(`${HEADER}\nDE,,,,19,MwSt.,1,0,1,\nGermany,,,,19%%,MwSt.,x,2,1,luxury\nAT,,,,20,USt.,1,0,1,\n`, options);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toHaveLength(1);
    expect(read.errors[0]).toMatch(/^Line 3: Country code must be a two-letter country code/);
    expect(read.errors[0]).toContain('Rate % must be a percentage');
    expect(read.errors[0]).toContain('Priority must be a whole number');
    expect(read.errors[0]).toContain("Compound '2' must be 1 or 0");
    expect(read.errors[0]).toContain("Tax class 'luxury' is not one of the shop's tax classes (standard, reduced-rate)");
  });

  it('refuses what is not a tax rate file: no header, wrong header, not UTF-8, not CSV, too large, empty', () => {
    const first = (result: ReturnType<typeof readTaxRateCsv>) => (result.ok ? '' : (result.errors[0] ?? ''));
    expect(first(readTaxRateCsv('', options))).toBe('The file is empty.');
    expect(first(readTaxRateCsv('ID,Type,SKU,Name\n1,simple,A,Mug\n', options))).toMatch(/^Line 1: the header has no “Country code”, “State code”/);
    expect(first(readTaxRateCsv(new Uint8Array([0x43, 0x6f, 0xff, 0xfe]), options))).toMatch(/not text in UTF-8/);
    expect(first(readTaxRateCsv(`${HEADER}\n"DE,,,,19\n`, options))).toMatch(/^The file is not valid CSV/);
    expect(first(readTaxRateCsv(new Uint8Array(MAX_TAX_RATE_CSV_BYTES + 1), options))).toMatch(/larger than/);
    expect(first(readTaxRateCsv(`${HEADER}\n`, options))).toBe('The file has no rates under its header.');
  });

  it('reports the first twenty bad lines and counts the rest', () => {
    const bad = Array.from({ length: 25 }, () => 'XX,,,,19,VAT,1,0,1,').join('\n');
    const read = readTaxRateCsv(`${HEADER}\n${bad}\n`, options);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toHaveLength(21);
    expect(read.errors.at(-1)).toBe('…and 5 more lines with problems.');
  });
});
