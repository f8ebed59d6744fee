import { z } from 'zod';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import type { ShippingClass } from '../../../db/schema.ts';
import { itemLinks, type WcLinkBase } from './wc-format.ts';

export const SHIPPING_CLASSES_ROUTE = '/wc/v3/products/shipping_classes';

/** A shipping class in WooCommerce's `wc/v3/products/shipping_classes` shape; `count` is how many products and variations name it. */
export function shippingClassJson(row: ShippingClass, count: number, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    count,
    _links: itemLinks(base, SHIPPING_CLASSES_ROUTE, row.id),
  };
}

const text = z.string({ error: 'must be a string' });

/** The fields of a class the shop keeps; any other is refused by name. */
const shippingClassBodySchema = z.strictObject({ name: text, slug: text, description: text }, { error: 'must be a JSON object' }).partial();

export type ParsedShippingClassBody = { ok: true; fields: { name?: string; slug?: string; description?: string } } | { ok: false; params: FieldErrors };

export function parseShippingClassBody(json: unknown): ParsedShippingClassBody {
  const parsed = shippingClassBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const fields: { name?: string; slug?: string; description?: string } = {};
  for (const name of ['name', 'slug', 'description'] as const) {
    const value = parsed.data[name];
    if (value !== undefined) fields[name] = value;
  }
  return { ok: true, fields };
}
