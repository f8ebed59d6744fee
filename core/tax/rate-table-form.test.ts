import { describe, expect, it } from 'vitest';
import { parseRateTable, rateFieldName, readRateRow, BLANK_RATE_ROW } from './rate-table-form.ts';

describe('the rate table form', () => {
  it('reads rows by WooCommerce’s field names, the new row once something is typed in it', () => {
    const form = new URLSearchParams({
      'tax_rate_country[12]': 'de',
      'tax_rate_state[12]': '',
      'tax_rate_postcode[12]': '80331; 80333',
      'tax_rate_city[12]': '',
      'tax_rate[12]': '19',
      'tax_rate_name[12]': 'MwSt.',
      'tax_rate_priority[12]': '1',
      'tax_rate_shipping[12]': '1',
      'tax_rate_country[new]': 'AT',
      'tax_rate[new]': '20',
      'tax_rate_name[new]': 'USt.',
      'tax_rate_priority[new]': '1',
      'tax_rate_compound[new]': '1',
    });
    const row = readRateRow(form, 12);
    expect(row).toEqual({ country: 'de', state: '', postcode: '80331; 80333', city: '', rate: '19', name: 'MwSt.', priority: '1', compound: false, shipping: true });
    const parsed = parseRateTable([
      { key: 12, row },
      { key: 'new', row: readRateRow(form, 'new') },
    ]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.changes.updates.get(12)).toMatchObject({ country: 'DE', postcodes: ['80331', '80333'], rate: 190_000 });
    expect(parsed.changes.added).toMatchObject({ country: 'AT', rate: 200_000, compound: true, shipping: false });
    expect(parseRateTable([{ key: 'new', row: BLANK_RATE_ROW }])).toEqual({ ok: true, changes: { updates: new Map(), added: null } });
  });

  it('names each problem by its field, row by row', () => {
    const parsed = parseRateTable([
      { key: 12, row: { ...BLANK_RATE_ROW, country: 'DE', rate: 'nineteen' } },
      { key: 'new', row: { ...BLANK_RATE_ROW, country: 'Germany', rate: '7' } },
    ]);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        [rateFieldName('rate', 12)]: 'Rate % must be a percentage from 0 to 100 with at most 4 decimals, such as 19 or 7.25 (0 for none).',
        [rateFieldName('country', 'new')]: 'Country code must be a two-letter country code such as DE or US, or blank for every country.',
      },
    });
    expect(rateFieldName('rate', 12)).toBe('tax_rate[12]');
  });
});
