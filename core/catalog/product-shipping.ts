import type { Product } from '../../db/schema.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from './shipping-units.ts';

/**
 * A product's or variation's weight and dimensions. WooCommerce keeps them as decimal strings in the
 * shop's units; so does the shop (null when not given). The admin, wc/v3 and the CSV import all read
 * them through `parseShipping`, so what one refuses the others refuse too.
 */
export const SHIPPING_FIELDS = ['weight', 'length', 'width', 'height'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export const DIMENSION_FIELDS = ['length', 'width', 'height'] as const;

/** As stored: a decimal string with a dot ("0.4"), or null. */
export type ShippingColumns = Record<ShippingField, string | null>;
/** As typed in a form, a CSV cell or a JSON string: '' is none. */
export type ShippingText = Record<ShippingField, string>;

export const NO_SHIPPING: ShippingColumns = { weight: null, length: null, width: null, height: null };
export const NO_SHIPPING_TEXT: ShippingText = { weight: '', length: '', width: '', height: '' };

/** Up to 7 digits before the decimal mark and 3 after it, like WooCommerce's default precision for these. */
const DECIMAL = /^(\d{0,7})(?:\.(\d{0,3}))?$/;

/**
 * One value: blank is none; else a number of 0 or more with a dot or a comma as the decimal mark
 * (WooCommerce takes the shop's separator), stored with a dot and no needless leading zeros or
 * trailing mark ("1,5" → "1.5", ".5" → "0.5", "2." → "2"). Null when it is not such a number.
 */
export function normaliseShippingValue(text: string): { value: string | null } | null {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const match = DECIMAL.exec(trimmed.replace(',', '.'));
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return { value: fraction ? `${integer}.${fraction}` : integer };
}

const LABELS: Record<ShippingField, string> = { weight: 'weight', length: 'length', width: 'width', height: 'height' };

/** The message by a field that holds no usable number, with the unit the owner is asked for. */
export function shippingProblem(field: ShippingField, units: ShippingUnits = DEFAULT_SHIPPING_UNITS): string {
  const unit = field === 'weight' ? units.weight : units.dimension;
  const example = field === 'weight' ? '0.4' : '30';
  return `Enter the ${LABELS[field]} in ${unit} as a number of 0 or more, such as ${example} (at most 3 decimals), or leave it blank.`;
}

/**
 * The fields given, checked and normalised; the others are left out (so an update keeps them).
 * Errors are keyed by field name, one message each.
 */
export function parseShipping(text: Partial<ShippingText>, units: ShippingUnits = DEFAULT_SHIPPING_UNITS): { ok: true; value: Partial<ShippingColumns> } | { ok: false; errors: FieldErrors } {
  const value: Partial<ShippingColumns> = {};
  const errors: FieldErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const given = text[field];
    if (given === undefined) continue;
    const parsed = normaliseShippingValue(given);
    if (parsed) value[field] = parsed.value;
    else errors[field] = shippingProblem(field, units);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** A row's values as a form shows them ('' for none). */
export function shippingTextOf(row: Pick<Product, ShippingField> | null | undefined): ShippingText {
  return { weight: row?.weight ?? '', length: row?.length ?? '', width: row?.width ?? '', height: row?.height ?? '' };
}

/** A row's stored values. */
export function shippingOf(row: Pick<Product, ShippingField>): ShippingColumns {
  return { weight: row.weight, length: row.length, width: row.width, height: row.height };
}

/** A variation's values as shoppers and clients see them: each blank one is its product's, as in WooCommerce. */
export function inheritedShipping(variation: Pick<Product, ShippingField>, parent: Pick<Product, ShippingField>): ShippingColumns {
  return {
    weight: variation.weight ?? parent.weight,
    length: variation.length ?? parent.length,
    width: variation.width ?? parent.width,
    height: variation.height ?? parent.height,
  };
}

export function hasDimensions(values: Pick<ShippingColumns, 'length' | 'width' | 'height'>): boolean {
  return DIMENSION_FIELDS.some((field) => values[field] !== null && values[field] !== '');
}
