import type { Product } from '../../db/schema.ts';
import { normaliseShippingValue, SHIPPING_FIELDS, type ShippingColumns, type ShippingField } from './product-shipping.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from './shipping-units.ts';

/**
 * The weight and dimensions columns of WooCommerce's product CSV: `Weight (kg)`, `Length (cm)`,
 * `Width (cm)`, `Height (cm)`, the shop's units in their names. The import takes them whatever unit the
 * header names (or none), and the numbers as they are, in the shop's units, as WooCommerce does.
 */
const TITLES: Record<ShippingField, string> = { weight: 'Weight', length: 'Length', width: 'Width', height: 'Height' };

export function shippingHeader(units: ShippingUnits = DEFAULT_SHIPPING_UNITS): string[] {
  return SHIPPING_FIELDS.map((field) => `${TITLES[field]} (${field === 'weight' ? units.weight : units.dimension})`);
}

export function shippingCells(product: Pick<Product, ShippingField>): string[] {
  return SHIPPING_FIELDS.map((field) => product[field] ?? '');
}

/** The file's column for each field it has: "Weight (kg)", "Weight (lbs)", "Weight"; the first of each. */
export function shippingColumnsIn(columns: Iterable<string>): Partial<Record<ShippingField, string>> {
  const found: Partial<Record<ShippingField, string>> = {};
  for (const column of columns) {
    const match = /^(weight|length|width|height)(?:\s*\([^()]{0,20}\))?$/i.exec(column.trim());
    const field = match?.[1]?.toLowerCase() as ShippingField | undefined;
    if (field && found[field] === undefined) found[field] = column;
  }
  return found;
}

/** A row's weight and dimensions (only the columns the file has), or a problem per bad cell. */
export function readShippingCells(cell: (column: string) => string, columns: Partial<Record<ShippingField, string>>): { value: Partial<ShippingColumns>; problems: string[] } {
  const value: Partial<ShippingColumns> = {};
  const problems: string[] = [];
  for (const field of SHIPPING_FIELDS) {
    const column = columns[field];
    if (column === undefined) continue;
    const text = cell(column);
    const parsed = normaliseShippingValue(text);
    if (parsed) value[field] = parsed.value;
    else problems.push(`${column} '${text.length > 40 ? `${text.slice(0, 40)}…` : text}' must be a number of 0 or more (at most 3 decimals), or blank`);
  }
  return { value, problems };
}
