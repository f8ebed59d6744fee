import { describe, expect, it } from 'vitest';
import type { Product } from '../../db/schema.ts';
import { parseVariationRow, variationErrorsByField, variationRowOf, type VariationRowValues } from './variation-form.ts';

const row = (overrides: Partial<VariationRowValues> = {}): VariationRowValues => ({
  values: { pa_colour: 'red', size: '' },
  sku: '',
  regular_price: '',
  sale_price: '',
  manage_stock: false,
  stock: '',
  enabled: false,
  ...overrides,
});

describe('the variations form', () => {
  it('turns a row into changes: money in minor units, stock only when managed, enabled as published', () => {
    expect(parseVariationRow(7, row({ sku: ' V-1 ', regular_price: '19,99', sale_price: '15', manage_stock: true, stock: '4', enabled: true }), 'USD')).toEqual({
      ok: true,
      value: { values: { pa_colour: 'red', size: '' }, sku: 'V-1', regularPrice: 1999, salePrice: 1500, stock: 4, status: 'publish' },
    });
    expect(parseVariationRow(7, row({ stock: '9' }), 'USD')).toEqual({ ok: true, value: { values: { pa_colour: 'red', size: '' }, sku: null, regularPrice: 0, salePrice: null, stock: null, status: 'draft' } });
  });

  it('names each mistake by its field', () => {
    expect(parseVariationRow(7, row({ enabled: true, sale_price: 'cheap', manage_stock: true, stock: '-1' }), 'USD')).toEqual({
      ok: false,
      errors: {
        variation_7_regular_price: 'Enter the regular price of an enabled variation.',
        variation_7_sale_price: 'Enter the sale price as an amount such as 19.99.',
        variation_7_stock: 'Enter a whole number of 0 or more.',
      },
    });
    expect(parseVariationRow(7, row({ regular_price: '1.999' }), 'USD')).toEqual({ ok: false, errors: { variation_7_regular_price: 'Enter the regular price as an amount such as 19.99.' } });
  });

  it('words the catalogue’s refusals as sentences by the fields', () => {
    expect(variationErrorsByField(3, { sale_price: 'must be lower than the regular price', stock_quantity: 'must be a whole number from 0 to 9999999', attributes: 'blue is not a value the product offers for pa_colour', menu_order: 'is odd' })).toEqual({
      variation_3_sale_price: 'The sale price must be lower than the regular price.',
      variation_3_stock: 'The stock quantity must be a whole number from 0 to 9999999.',
      variation_3_attributes: 'Blue is not a value the product offers for pa_colour.',
      variation_3_form: 'menu_order is odd.',
    });
  });
});

describe('a variation’s description, weight and dimensions in the variations form', () => {
  it('saves them, a blank value meaning the product’s', () => {
    const parsed = parseVariationRow(7, row({ description: 'Dyed with indigo.', shipping: { weight: '0,38', length: '', width: '', height: '3' } }), 'USD');
    expect(parsed).toEqual({
      ok: true,
      value: { values: { pa_colour: 'red', size: '' }, sku: null, regularPrice: 0, salePrice: null, stock: null, status: 'draft', description: 'Dyed with indigo.', shipping: { weight: '0.38', length: null, width: null, height: '3' } },
    });
  });

  it('names a weight or dimension that is no number by its field, in the shop’s units', () => {
    const parsed = parseVariationRow(7, row({ shipping: { weight: 'heavy', length: '-2', width: '', height: '' } }), 'USD', { weight: 'g', dimension: 'mm' });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        variation_7_weight: 'Enter the weight in g as a number of 0 or more, such as 0.4 (at most 3 decimals), or leave it blank.',
        variation_7_length: 'Enter the length in mm as a number of 0 or more, such as 30 (at most 3 decimals), or leave it blank.',
      },
    });
  });
});

describe('the variations form’s sale dates', () => {
  it('reads each row’s dates as the shop’s time and says by the row’s field what is wrong', () => {
    const dated = parseVariationRow(7, row({ regular_price: '20', sale_price: '15', date_on_sale_from: '2026-12-01T09:00', date_on_sale_to: '' }), 'USD');
    expect(dated).toMatchObject({ ok: true, value: { salePrice: 1500, saleFrom: '2026-12-01T09:00:00.000Z', saleTo: null } });
    expect(parseVariationRow(7, row({ regular_price: '20', date_on_sale_to: '2026-12-01T09:00' }), 'USD')).toEqual({
      ok: false,
      errors: { variation_7_date_on_sale_to: 'Enter a sale price for the sale to end on this date, or clear the sale dates.' },
    });
    expect(parseVariationRow(7, row({ regular_price: '20', sale_price: '15', date_on_sale_from: 'Monday' }), 'USD')).toEqual({
      ok: false,
      errors: { variation_7_date_on_sale_from: "Enter the sale's start as a date and time such as 2026-12-01T09:00." },
    });
  });

  it('shows a variation’s stored dates to the second, and words the catalogue’s refusal of them', () => {
    const stored = { date_on_sale_from: '2026-12-01T09:00:00.000Z', date_on_sale_to: '2026-12-24T23:59:59.000Z' } as Partial<Product>;
    const view = { row: { ...stored, sku: null, regular_price: 2000, sale_price: 1500, stock: null, status: 'publish' } as Product, values: {}, images: [] };
    expect(variationRowOf(view, 'USD')).toMatchObject({ date_on_sale_from: '2026-12-01T09:00:00', date_on_sale_to: '2026-12-24T23:59:59' });
    expect(variationErrorsByField(3, { date_on_sale_to: 'must be after the start of the sale' })).toEqual({ variation_3_date_on_sale_to: "The sale's end must be after the start of the sale." });
  });
});
