import { slugify } from '../catalog/slug.ts';
import type { Db } from '../../db/connect.ts';
import type { ShippingClass } from '../../db/schema.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { isRowId } from '../shared/row-id.ts';
import type { FieldErrors } from '../shared/validation.ts';

/** Shipping classes (WooCommerce's `product_shipping_class`): products and variations name one, flat rates charge by it. */

export interface ShippingClassInput {
  name: string;
  slug: string;
  description: string;
}

const slugOf = (text: string) => slugify(text, 100);

/** A class from the owner's fields: a name, a slug (made from the name when not given), a description. */
export function readShippingClass(raw: { name?: unknown; slug?: unknown; description?: unknown }, current?: ShippingClassInput): { ok: true; value: ShippingClassInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = typeof raw.name === 'string' ? raw.name.trim() : (current?.name ?? '');
  if (name === '') errors.name = 'is required';
  else if (name.length > 200) errors.name = 'must be at most 200 characters';
  const given = typeof raw.slug === 'string' ? raw.slug.trim() : '';
  const slug = given !== '' ? slugOf(given) : (current?.slug ?? slugOf(name));
  if (slug === '' && !errors.name) errors.slug = 'must have letters or digits';
  const description = typeof raw.description === 'string' ? raw.description.trim() : (current?.description ?? '');
  if (description.length > 2000) errors.description = 'must be at most 2,000 characters';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { name, slug, description } };
}

export const listShippingClasses = (db: Db) => db.selectFrom('shipping_classes').selectAll().orderBy('name').orderBy('id').execute();

export async function getShippingClass(db: Db, id: number): Promise<ShippingClass | null> {
  if (!isRowId(id)) return null;
  return (await db.selectFrom('shipping_classes').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('shipping_classes')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export async function createShippingClass(db: Db, input: ShippingClassInput): Promise<Result<ShippingClass, 'slug_taken'>> {
  if (await slugTaken(db, input.slug)) return fail('slug_taken', `A shipping class with the slug “${input.slug}” already exists.`, 'slug');
  const row = await db.insertInto('shipping_classes').values(input).returningAll().executeTakeFirstOrThrow();
  await touchContentVersion(db);
  return ok(row);
}

export async function updateShippingClass(db: Db, id: number, input: ShippingClassInput): Promise<Result<ShippingClass, 'slug_taken' | 'not_found'>> {
  if (!isRowId(id)) return fail('not_found', 'There is no such shipping class.');
  if (await slugTaken(db, input.slug, id)) return fail('slug_taken', `A shipping class with the slug “${input.slug}” already exists.`, 'slug');
  const row = await db.updateTable('shipping_classes').set(input).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) return fail('not_found', 'There is no such shipping class.');
  await touchContentVersion(db);
  return ok(row);
}

/** Deletes a class; its products ship without one (the key's `on delete set null`). */
export async function deleteShippingClass(db: Db, id: number): Promise<ShippingClass | null> {
  const row = await getShippingClass(db, id);
  if (!row) return null;
  await db.deleteFrom('shipping_classes').where('id', '=', id).execute();
  await touchContentVersion(db);
  return row;
}

/** How many products and variations name each class (WooCommerce's `count`). */
export async function shippingClassCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['shipping_class_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('shipping_class_id', 'is not', null)
    .groupBy('shipping_class_id')
    .execute();
  return new Map(rows.map((row) => [row.shipping_class_id as number, Number(row.count)]));
}
