import type { FieldErrors } from '../shared/validation.ts';
import type { ProductAttributeInput, ProductAttributeView } from './product-attributes.ts';

/**
 * The admin's attribute rows of a product form, and what they become: each row is a global attribute
 * with ticked terms, or the product's own with its values typed as WooCommerce does ("S | M | L").
 * A row the owner added names its global attribute by id, or "custom"; a new global attribute with
 * no values typed takes all its terms (WooCommerce's "Select all").
 */

/** WooCommerce separates a custom attribute's values with a vertical bar. */
export const ATTRIBUTE_VALUE_DELIMITER = '|';

/** One attribute row as the form sends it (field names `attribute_<key>_<field>`). */
export interface AttributeRowValues {
  /** The row's key in field names: its position for existing rows, `new` for the blank one. */
  key: string;
  /** A global attribute's id, `custom` for the product's own, '' for a blank new row. */
  attribute: string;
  name: string;
  /** Ticked term slugs (a global attribute's existing row). */
  terms: string[];
  /** Values separated by `|` (the product's own; a new global row's term names). */
  values: string;
  visible: boolean;
  variation: boolean;
  remove: boolean;
}

/** Splits "S | M | L" into its values, trimmed and without blanks. */
export function splitAttributeValues(text: string): string[] {
  return text
    .split(ATTRIBUTE_VALUE_DELIMITER)
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The form rows of a product's saved attributes. */
export function attributeRowsOf(attributes: readonly ProductAttributeView[]): AttributeRowValues[] {
  return attributes.map((attribute, index) => ({
    key: String(index),
    attribute: attribute.id === 0 ? 'custom' : String(attribute.id),
    name: attribute.name,
    terms: attribute.id === 0 ? [] : attribute.options.map((option) => option.value),
    values: attribute.id === 0 ? attribute.options.map((option) => option.value).join(` ${ATTRIBUTE_VALUE_DELIMITER} `) : '',
    visible: attribute.visible,
    variation: attribute.variation,
    remove: false,
  }));
}

/** The field of a row an error belongs by: `attribute_<key>_<field>`. */
export function attributeFieldName(key: string, field: 'attribute' | 'name' | 'values' | 'terms'): string {
  return `attribute_${key}_${field}`;
}

/**
 * The attributes the rows ask for, in their order (removed and blank rows left out), with the row each
 * came from so the catalogue's refusals (`attributes.<index>.<field>`) can be shown by their field.
 */
export function attributeInputsFrom(
  rows: readonly AttributeRowValues[],
  termsOf: ReadonlyMap<number, readonly string[]>,
): { ok: true; inputs: ProductAttributeInput[]; keys: string[] } | { ok: false; errors: FieldErrors } {
  const inputs: ProductAttributeInput[] = [];
  const keys: string[] = [];
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (row.remove || row.attribute === '') continue;
    const custom = row.attribute === 'custom';
    const id = custom ? null : /^\d{1,9}$/.test(row.attribute) ? Number(row.attribute) : NaN;
    if (id !== null && !termsOf.has(id)) {
      errors[attributeFieldName(row.key, 'attribute')] = 'Choose an attribute from the list.';
      continue;
    }
    let options: string[];
    if (custom) options = splitAttributeValues(row.values);
    else if (row.key === 'new') options = row.values.trim() ? splitAttributeValues(row.values) : [...(termsOf.get(id as number) ?? [])];
    else options = row.terms;
    if (custom && !row.name.trim()) errors[attributeFieldName(row.key, 'name')] = 'Enter the attribute’s name.';
    if (custom && options.length === 0) errors[attributeFieldName(row.key, 'values')] = `Enter at least one value; separate values with “${ATTRIBUTE_VALUE_DELIMITER}”.`;
    inputs.push({ attributeId: id, name: custom ? row.name : '', options, position: inputs.length, visible: row.visible, variation: row.variation });
    keys.push(row.key);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, inputs, keys };
}

/** The catalogue's refusals of attributes (`attributes.<index>.<field>`, API wording) as messages by the rows' fields. */
export function attributeErrorsByField(errors: FieldErrors, rows: readonly AttributeRowValues[], keys: readonly string[]): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const match = /^attributes\.(\d+)\.(id|name|options)$/.exec(name);
    const key = match ? keys[Number(match[1])] : undefined;
    if (!match || key === undefined) {
      result[name] = message;
      continue;
    }
    const row = rows.find((candidate) => candidate.key === key);
    const global = row?.attribute !== 'custom';
    const field = match[2] === 'id' ? 'attribute' : match[2] === 'name' ? (global ? 'attribute' : 'name') : global && key !== 'new' ? 'terms' : 'values';
    const subject = field === 'values' || field === 'terms' ? 'The values' : field === 'name' ? 'The name' : 'The attribute';
    result[attributeFieldName(key, field)] = `${subject} ${message}.`;
  }
  return result;
}
