import { z } from 'zod';
import { ATTRIBUTE_ORDERS, type AttributeChanges, type TermChanges, type TermRow } from '../../../core/catalog/attributes.ts';
import { globalAttributeKey } from '../../../core/catalog/attribute-keys.ts';
import type { Attribute } from '../../../db/schema.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import { itemLinks, type WcLinkBase } from './wc-format.ts';

export const ATTRIBUTES_ROUTE = '/wc/v3/products/attributes';
export const termsRoute = (attributeId: number) => `${ATTRIBUTES_ROUTE}/${attributeId}/terms`;

/** A global attribute in WooCommerce's `wc/v3/products/attributes` shape (`slug` is its taxonomy, `pa_…`). */
export function attributeJson(attribute: Attribute, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return {
    id: attribute.id,
    name: attribute.name,
    slug: globalAttributeKey(attribute.slug),
    type: 'select',
    order_by: attribute.order_by,
    has_archives: Boolean(attribute.has_archives),
    _links: itemLinks(base, ATTRIBUTES_ROUTE, attribute.id),
  };
}

export function termJson(term: TermRow, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return {
    id: term.id,
    name: term.name,
    slug: term.slug,
    description: term.description,
    menu_order: term.menu_order,
    count: term.count,
    _links: itemLinks(base, termsRoute(term.attribute_id), term.id),
  };
}

const text = z.string({ error: 'must be a string' });

const attributeBodySchema = z
  .strictObject(
    {
      name: text,
      slug: text,
      type: z.literal('select', { error: 'must be select' }),
      order_by: z.enum(ATTRIBUTE_ORDERS, { error: `must be one of ${ATTRIBUTE_ORDERS.join(', ')}` }),
      has_archives: z.boolean({ error: 'must be true or false' }),
    },
    { error: 'must be a JSON object' },
  )
  .partial();

export function parseAttributeBody(json: unknown): { ok: true; changes: AttributeChanges } | { ok: false; params: FieldErrors } {
  const parsed = attributeBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const { name, slug, order_by, has_archives } = parsed.data;
  return { ok: true, changes: { name, slug, orderBy: order_by, hasArchives: has_archives } };
}

const termBodySchema = z
  .strictObject(
    {
      name: text,
      slug: text,
      description: text,
      menu_order: z.int({ error: 'must be a whole number' }),
    },
    { error: 'must be a JSON object' },
  )
  .partial();

export function parseTermBody(json: unknown): { ok: true; changes: TermChanges } | { ok: false; params: FieldErrors } {
  const parsed = termBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const { name, slug, description, menu_order } = parsed.data;
  return { ok: true, changes: { name, slug, description, menuOrder: menu_order } };
}

/** The editor's field names as the API names them. */
export function attributeParams(errors: FieldErrors): FieldErrors {
  const renamed: Record<string, string> = { menuOrder: 'menu_order', form: 'body' };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [renamed[field] ?? field, message]));
}
