import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { Attribute, AttributeTerm } from '../../db/schema.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { isRowId } from '../shared/row-id.ts';
import { fieldErrorsFrom, type FieldErrors } from '../shared/validation.ts';
import { globalAttributeKey } from './attribute-keys.ts';
import { cleanMultilineText, nameProblem } from './product-fields.ts';
import { slugify } from './slug.ts';
import { inTransaction } from '../../db/transaction.ts';
import { saveTranslations, type ItemTranslations } from '../i18n/content-translations.ts';

/** How an attribute's terms are listed: WooCommerce's "Default sort order". */
export const ATTRIBUTE_ORDERS = ['menu_order', 'name', 'name_num', 'id'] as const;
export type AttributeOrder = (typeof ATTRIBUTE_ORDERS)[number];

/** WooCommerce keeps attribute slugs to 28 characters (its taxonomy name, `pa_` and the slug, fits 32). */
export const MAX_ATTRIBUTE_SLUG = 28;

export type SaveResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true };

/** A term with how many products carry it. */
export interface TermRow extends AttributeTerm {
  count: number;
}

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the name.')
  .max(200, 'Keep the name under 200 characters.')
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: `The name ${problem}.` });
  });

/** A global attribute's slug: `pa_colour` or `colour` typed, `colour` kept; made from the name when blank. */
export function attributeSlug(typed: string, name: string): string {
  const base = slugify(typed.trim().replace(/^pa_/i, '')) || slugify(name);
  return base.slice(0, MAX_ATTRIBUTE_SLUG).replace(/-+$/, '');
}

export async function listAttributes(db: Db): Promise<Attribute[]> {
  return db.selectFrom('attributes').selectAll().orderBy('name').orderBy('id').execute();
}

export async function getAttribute(db: Db, id: number): Promise<Attribute | null> {
  if (!isRowId(id)) return null;
  return (await db.selectFrom('attributes').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export interface AttributeChanges {
  name?: string;
  slug?: string;
  orderBy?: AttributeOrder;
  hasArchives?: boolean;
}

/**
 * The field errors an attribute's name would get on saving (what a form shows beside its other
 * problems, such as its translations'); the slug's clash is only known on saving.
 */
export function attributeFieldErrors(changes: Pick<AttributeChanges, 'name'>): FieldErrors {
  const name = nameSchema.safeParse(changes.name ?? '');
  return name.success ? {} : { name: fieldErrorsFrom(name.error).form ?? 'Enter the name.' };
}

/**
 * Creates (id null) or updates a global attribute, with its name in other languages when given; the slug
 * is unique among attributes. Cached pages are marked stale in the same transaction.
 */
export async function saveAttribute(
  db: Db,
  id: number | null,
  changes: AttributeChanges,
  options: { translations?: ItemTranslations<'attribute'> } = {},
): Promise<SaveResult<Attribute>> {
  return inTransaction(db, async (trx): Promise<SaveResult<Attribute>> => {
    const existing = id === null ? null : await getAttribute(trx, id);
    if (id !== null && !existing) return { ok: false, notFound: true };
    const name = nameSchema.safeParse(changes.name ?? existing?.name ?? '');
    if (!name.success) return { ok: false, errors: { name: fieldErrorsFrom(name.error).form ?? 'Enter the name.' } };
    const slug = changes.slug !== undefined || !existing ? attributeSlug(changes.slug ?? '', name.data) : existing.slug;
    if (!slug) return { ok: false, errors: { slug: 'Use letters and digits in the slug.' } };
    let clash = trx.selectFrom('attributes').select('id').where('slug', '=', slug);
    if (id !== null) clash = clash.where('id', '!=', id);
    if (await clash.executeTakeFirst()) return { ok: false, errors: { slug: `Another attribute already uses the slug "${slug}".` } };
    const row = {
      name: name.data,
      slug,
      order_by: changes.orderBy ?? existing?.order_by ?? 'menu_order',
      has_archives: (changes.hasArchives ?? Boolean(existing?.has_archives)) ? 1 : 0,
    };
    let savedId = id;
    if (savedId === null) savedId = (await trx.insertInto('attributes').values(row).returning('id').executeTakeFirstOrThrow()).id;
    else await trx.updateTable('attributes').set(row).where('id', '=', savedId).execute();
    // Variations name the attribute by its key: a new slug carries their values along.
    if (existing && existing.slug !== slug) {
      await trx.updateTable('variation_attributes').set({ name: globalAttributeKey(slug) }).where('name', '=', globalAttributeKey(existing.slug)).execute();
    }
    if (options.translations) await saveTranslations(trx, 'attribute', savedId, options.translations);
    await touchContentVersion(trx);
    return { ok: true, value: (await getAttribute(trx, savedId)) as Attribute };
  });
}

/** Deletes an attribute with its terms; products lose it. Returns the row as it was, or null. */
export async function deleteAttribute(db: Db, id: number): Promise<Attribute | null> {
  return inTransaction(db, async (trx) => {
    const row = await getAttribute(trx, id);
    if (!row) return null;
    await trx.deleteFrom('product_attribute_terms').where('term_id', 'in', trx.selectFrom('attribute_terms').select('id').where('attribute_id', '=', id)).execute();
    await trx.deleteFrom('product_attributes').where('attribute_id', '=', id).execute();
    await trx.deleteFrom('attribute_terms').where('attribute_id', '=', id).execute();
    await trx.deleteFrom('attributes').where('id', '=', id).execute();
    await touchContentVersion(trx);
    return row;
  });
}

/** The leading number of a name ("10 cm" → 10), for `name_num` order; names without one sort after. */
function leadingNumber(name: string): number {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)/.exec(name);
  return match ? Number((match[1] as string).replace(',', '.')) : Number.POSITIVE_INFINITY;
}

/** Terms in their attribute's order: by position, by name, by the number a name starts with, or by id. */
export function sortTerms<T extends Pick<AttributeTerm, 'id' | 'name' | 'menu_order'>>(terms: readonly T[], order: AttributeOrder): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  const compare: Record<AttributeOrder, (a: T, b: T) => number> = {
    menu_order: (a, b) => a.menu_order - b.menu_order || byName(a, b),
    name: byName,
    name_num: (a, b) => leadingNumber(a.name) - leadingNumber(b.name) || byName(a, b),
    id: () => 0,
  };
  return [...terms].sort((a, b) => compare[order](a, b) || a.id - b.id);
}

/** An attribute's terms in its order, with product counts. */
export async function listAttributeTerms(db: Db, attribute: Pick<Attribute, 'id' | 'order_by'>): Promise<TermRow[]> {
  const rows = await db
    .selectFrom('attribute_terms as t')
    .selectAll('t')
    .select((eb) => eb.selectFrom('product_attribute_terms as pt').whereRef('pt.term_id', '=', 't.id').select((inner) => inner.fn.countAll<number>().as('n')).as('count'))
    .where('t.attribute_id', '=', attribute.id)
    .execute();
  return sortTerms(
    rows.map((row) => ({ ...row, count: Number(row.count ?? 0) })),
    attribute.order_by,
  );
}

export async function getAttributeTerm(db: Db, attributeId: number, termId: number): Promise<TermRow | null> {
  if (!isRowId(attributeId) || !isRowId(termId)) return null;
  const row = await db
    .selectFrom('attribute_terms as t')
    .selectAll('t')
    .select((eb) => eb.selectFrom('product_attribute_terms as pt').whereRef('pt.term_id', '=', 't.id').select((inner) => inner.fn.countAll<number>().as('n')).as('count'))
    .where('t.attribute_id', '=', attributeId)
    .where('t.id', '=', termId)
    .executeTakeFirst();
  return row ? { ...row, count: Number(row.count ?? 0) } : null;
}

export interface TermChanges {
  name?: string;
  slug?: string;
  description?: string;
  menuOrder?: number;
}

const termSchema = z.object({
  name: nameSchema,
  description: z.string().transform(cleanMultilineText).pipe(z.string().max(5000, 'Keep the description under 5,000 characters.')),
  menuOrder: z.int('Enter a whole number.').min(-1_000_000, 'Enter a number from -1,000,000.').max(1_000_000, 'Enter a number up to 1,000,000.'),
});

/** The field errors a term's values would get on saving, keyed `name`, `description`, `menuOrder`. */
export function termFieldErrors(changes: TermChanges): FieldErrors {
  const parsed = termSchema.safeParse({ name: changes.name ?? '', description: changes.description ?? '', menuOrder: changes.menuOrder ?? 0 });
  return parsed.success ? {} : fieldErrorsFrom(parsed.error);
}

/**
 * Creates (termId null) or updates a term of an attribute, with its name and description in other
 * languages when given; its slug is unique within the attribute.
 */
export async function saveAttributeTerm(
  db: Db,
  attributeId: number,
  termId: number | null,
  changes: TermChanges,
  options: { translations?: ItemTranslations<'attribute_term'> } = {},
): Promise<SaveResult<TermRow>> {
  return inTransaction(db, async (trx): Promise<SaveResult<TermRow>> => {
    const attribute = await getAttribute(trx, attributeId);
    if (!attribute) return { ok: false, notFound: true };
    const existing = termId === null ? null : await getAttributeTerm(trx, attributeId, termId);
    if (termId !== null && !existing) return { ok: false, notFound: true };
    const parsed = termSchema.safeParse({
      name: changes.name ?? existing?.name ?? '',
      description: changes.description ?? existing?.description ?? '',
      menuOrder: changes.menuOrder ?? existing?.menu_order ?? 0,
    });
    if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error) };
    const slug = changes.slug !== undefined || !existing ? slugify(changes.slug ?? '') || slugify(parsed.data.name) : existing.slug;
    if (!slug) return { ok: false, errors: { slug: 'Use letters and digits in the slug.' } };
    let clash = trx.selectFrom('attribute_terms').select('id').where('attribute_id', '=', attributeId).where('slug', '=', slug);
    if (termId !== null) clash = clash.where('id', '!=', termId);
    if (await clash.executeTakeFirst()) return { ok: false, errors: { slug: `Another term of this attribute already uses the slug "${slug}".` } };
    const row = { attribute_id: attributeId, name: parsed.data.name, slug, description: parsed.data.description, menu_order: parsed.data.menuOrder };
    let savedId = termId;
    if (savedId === null) savedId = (await trx.insertInto('attribute_terms').values(row).returning('id').executeTakeFirstOrThrow()).id;
    else await trx.updateTable('attribute_terms').set(row).where('id', '=', savedId).execute();
    // Variations keep a term by its slug: a new slug carries their choice along.
    if (existing && existing.slug !== slug) {
      await trx
        .updateTable('variation_attributes')
        .set({ value: slug })
        .where('name', '=', globalAttributeKey(attribute.slug))
        .where('value', '=', existing.slug)
        .execute();
    }
    if (options.translations) await saveTranslations(trx, 'attribute_term', savedId, options.translations);
    await touchContentVersion(trx);
    return { ok: true, value: (await getAttributeTerm(trx, attributeId, savedId)) as TermRow };
  });
}

/** Deletes a term; products lose it. Returns the row as it was, or null. */
export async function deleteAttributeTerm(db: Db, attributeId: number, termId: number): Promise<TermRow | null> {
  return inTransaction(db, async (trx) => {
    const row = await getAttributeTerm(trx, attributeId, termId);
    if (!row) return null;
    await trx.deleteFrom('attribute_terms').where('id', '=', termId).execute();
    await touchContentVersion(trx);
    return row;
  });
}
