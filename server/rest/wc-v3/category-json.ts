import { z } from 'zod';
import type { CategoryChanges, CategoryRow } from '../../../core/catalog/category-editor.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import { itemLinks, type WcLinkBase } from './wc-format.ts';

export const CATEGORIES_ROUTE = '/wc/v3/products/categories';

/** A category in WooCommerce's `wc/v3/products/categories` shape (the shop's categories are one level, without images). */
export function categoryJson(category: CategoryRow, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    parent: 0,
    description: category.description,
    display: 'default',
    image: null,
    menu_order: category.menu_order,
    count: category.count,
    _links: itemLinks(base, CATEGORIES_ROUTE, category.id),
  };
}

const text = z.string({ error: 'must be a string' });

/** The fields of a category this shop stores; `parent` only as 0, since categories here have no parents. */
const categoryBodySchema = z
  .strictObject(
    {
      name: text,
      slug: text,
      description: text,
      menu_order: z.int({ error: 'must be a whole number' }),
      parent: z.literal(0, { error: 'must be 0: the shop’s categories have no parents' }),
    },
    { error: 'must be a JSON object' },
  )
  .partial();

export type ParsedCategoryBody = { ok: true; changes: CategoryChanges } | { ok: false; params: FieldErrors };

export function parseCategoryBody(json: unknown): ParsedCategoryBody {
  const parsed = categoryBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const { name, slug, description, menu_order } = parsed.data;
  const changes: CategoryChanges = {};
  if (name !== undefined) changes.name = name;
  if (slug !== undefined) changes.slug = slug;
  if (description !== undefined) changes.description = description;
  if (menu_order !== undefined) changes.menuOrder = menu_order;
  return { ok: true, changes };
}

/** The editor's field names as the API names them. */
export function categoryParams(errors: FieldErrors): FieldErrors {
  const renamed: Record<string, string> = { menuOrder: 'menu_order', form: 'body' };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [renamed[field] ?? field, message]));
}
