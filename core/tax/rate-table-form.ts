import type { FieldErrors } from '../shared/validation.ts';
import { rateFieldsText, rateProblem, readRateFields, type RateFieldsText } from './rate-fields.ts';
import type { TaxRate } from './tax-rate.ts';
import type { RateRowFields, RateTableChanges } from './rate-table.ts';

/**
 * A class's rate table as the admin's form sends it, by WooCommerce's field names: `tax_rate_country[<id>]`,
 * `tax_rate_state[…]`, `tax_rate_postcode[…]`, `tax_rate_city[…]`, `tax_rate[…]`, `tax_rate_name[…]`,
 * `tax_rate_priority[…]`, `tax_rate_compound[…]`, `tax_rate_shipping[…]` (checkboxes, `1`), each rate by
 * its id and the row for a new rate by `new`.
 */
export const RATE_FORM_FIELDS = {
  country: 'tax_rate_country',
  state: 'tax_rate_state',
  postcode: 'tax_rate_postcode',
  city: 'tax_rate_city',
  rate: 'tax_rate',
  name: 'tax_rate_name',
  priority: 'tax_rate_priority',
  compound: 'tax_rate_compound',
  shipping: 'tax_rate_shipping',
} as const;

export type RateFormField = keyof typeof RATE_FORM_FIELDS;
/** A row of the table: a rate's id, or the new rate's row. */
export type RateRowKey = number | 'new';
export const NEW_RATE = 'new' as const;

export const rateFieldName = (field: RateFormField, key: RateRowKey) => `${RATE_FORM_FIELDS[field]}[${key}]`;

/** A row as typed. */
export type RateRowText = RateFieldsText;

/** The new rate's row before anything is typed: every place, priority 1, shipping taxed. */
export const BLANK_RATE_ROW: RateRowText = { country: '', state: '', postcode: '', city: '', rate: '', name: '', priority: '1', compound: false, shipping: true };

export const rateRowOf = (rate: TaxRate): RateRowText => rateFieldsText(rate);

/** One row of a posted form (each text at most 20,000 characters). */
export function readRateRow(form: { get(name: string): unknown }, key: RateRowKey): RateRowText {
  const text = (field: RateFormField) => {
    const value = form.get(rateFieldName(field, key));
    return typeof value === 'string' ? value.slice(0, 20_000) : '';
  };
  return {
    country: text('country'),
    state: text('state'),
    postcode: text('postcode'),
    city: text('city'),
    rate: text('rate'),
    name: text('name'),
    priority: text('priority'),
    compound: text('compound') === '1',
    shipping: text('shipping') === '1',
  };
}

/** Whether the form has a row (its rate input was sent). */
export const hasRateRow = (form: { has(name: string): boolean }, key: RateRowKey) => form.has(rateFieldName('rate', key));

/** A new row left as it came (nothing typed in its text fields) adds no rate. */
export function isBlankRow(row: RateRowText): boolean {
  return [row.country, row.state, row.postcode, row.city, row.rate, row.name].every((value) => value.trim() === '');
}

/**
 * The table's rows as the changes `saveRateTable` takes, or every problem by its field's name
 * (`tax_rate[12]`: "Rate % must be …"). The new row adds a rate once something is typed in it.
 */
export function parseRateTable(rows: readonly { key: RateRowKey; row: RateRowText }[]): { ok: true; changes: RateTableChanges } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const updates = new Map<number, RateRowFields>();
  let added: RateRowFields | null = null;
  for (const { key, row } of rows) {
    if (key === NEW_RATE && isBlankRow(row)) continue;
    const read = readRateFields({ ...row, postcodes: row.postcode, cities: row.city, order: 0, taxClass: '' });
    if (!read.ok) {
      for (const [field, message] of Object.entries(read.errors)) {
        if (field in RATE_FORM_FIELDS) errors[rateFieldName(field as RateFormField, key)] = `${rateProblem(field, message)}.`;
      }
      continue;
    }
    const { order: _order, taxClass: _taxClass, ...fields } = read.value;
    if (key === NEW_RATE) added = fields;
    else updates.set(key, fields);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes: { updates, added } };
}
