import { z } from 'zod';
import { parseShipping, type ShippingColumns, type ShippingText } from '../../../core/catalog/product-shipping.ts';
import type { ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';

/**
 * WooCommerce's `weight` and `dimensions: {length, width, height}` on products and variations: strings
 * in the shop's units, '' when not given, read and written through the same rules as the admin's.
 */
export function shippingJson(values: ShippingColumns) {
  return {
    weight: values.weight ?? '',
    dimensions: { length: values.length ?? '', width: values.width ?? '', height: values.height ?? '' },
  };
}

const decimalText = z.string({ error: 'must be a string such as "0.4"' });

/** The body fields, for the products' and variations' schemas. */
export const shippingBodyFields = {
  weight: decimalText,
  dimensions: z.strictObject({ length: decimalText, width: decimalText, height: decimalText }, { error: 'must be { length, width, height }' }).partial(),
};

export interface ShippingBody {
  weight?: string | undefined;
  dimensions?: { length?: string | undefined; width?: string | undefined; height?: string | undefined } | undefined;
}

/** The weight and dimensions a body sets (those it leaves out are kept), or the reasons, named by the API's paths. */
export function shippingChangesFrom(body: ShippingBody, units: ShippingUnits): { ok: true; value: Partial<ShippingColumns> } | { ok: false; params: FieldErrors } {
  const text: Partial<ShippingText> = {};
  if (body.weight !== undefined) text.weight = body.weight;
  for (const field of ['length', 'width', 'height'] as const) {
    const value = body.dimensions?.[field];
    if (value !== undefined) text[field] = value;
  }
  const parsed = parseShipping(text, units);
  if (parsed.ok) return parsed;
  const params: FieldErrors = {};
  for (const field of Object.keys(parsed.errors)) params[field === 'weight' ? 'weight' : `dimensions.${field}`] = `must be a decimal number of 0 or more in ${field === 'weight' ? units.weight : units.dimension}, such as "${field === 'weight' ? '0.4' : '30'}" (at most 3 decimals), or ""`;
  return { ok: false, params };
}
