import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { Category } from '../../db/schema.ts';
import { saveTranslations, type ItemTranslations } from '../i18n/content-translations.ts';
import { touchContentVersion } from '../settings/settings.ts';
import type { ListSort, OwnerListQuery, PageOf } from '../shared/owner-list.ts';
import { readPage, whereSearched } from '../shared/paged-query.ts';
import { fieldErrorsFrom, type FieldErrors } from '../shared/validation.ts';
import { cleanMultilineText, nameProblem } from './product-fields.ts';
import { slugify } from './slug.ts';
import { isRowId } from '../shared/row-id.ts';

/** A category with how many products it holds (drafts too: the owner's count, as WooCommerce's term count). */
export interface CategoryRow extends Omit<Category, 'product_count'> {
  count: number;
}

export const CATEGORY_ORDERS = ['id', 'include', 'name', 'slug', 'description', 'count', 'menu_order'] as const;
export type CategoryOrder = (typeof CATEGORY_ORDERS)[number];

export interface CategoryQuery {
  search?: string;
  include?: readonly number[];
  exclude?: readonly number[];
  /** Only categories holding this product. */
  productId?: number;
  hideEmpty?: boolean;
  orderBy: CategoryOrder;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

function withCount(db: Db) {
  return db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) => eb.selectFrom('product_categories as pc').whereRef('pc.category_id', '=', 'c.id').select((inner) => inner.fn.countAll<number>().as('n')).as('count'));
}

const toRow = (row: Category & { count: number | string | null }): CategoryRow => ({ ...row, count: Number(row.count ?? 0) });

/** The categories as the owner lists them, with the total across pages. */
export async function listCategoryRows(db: Db, options: CategoryQuery): Promise<{ rows: CategoryRow[]; total: number }> {
  let query = db.selectFrom('categories as c');
  if (options.include) {
    if (options.include.length === 0) return { rows: [], total: 0 };
    query = query.where('c.id', 'in', [...options.include]);
  }
  if (options.exclude && options.exclude.length > 0) query = query.where('c.id', 'not in', [...options.exclude]);
  if (options.productId !== undefined) {
    query = query.where('c.id', 'in', db.selectFrom('product_categories').select('category_id').where('product_id', '=', options.productId));
  }
  if (options.hideEmpty) query = query.where('c.id', 'in', db.selectFrom('product_categories').select('category_id'));
  query = whereSearched(query, options.search, [sql`c.name`, sql`c.slug`]);
  const { rows, total } = await readPage(
    query,
    (filtered) => {
      let rows = withCount(db).where('c.id', 'in', filtered.select('c.id'));
      if (options.orderBy === 'include' && options.include) {
        const ranks = options.include.map((id, rank) => sql`when ${sql.lit(id)} then ${sql.lit(rank)}`);
        rows = rows.orderBy(sql`case c.id ${sql.join(ranks, sql` `)} end`, options.order);
      } else if (options.orderBy === 'count') {
        rows = rows.orderBy(sql`count`, options.order);
      } else if (options.orderBy !== 'include') {
        rows = rows.orderBy(`c.${options.orderBy}`, options.order);
      }
      return rows.orderBy('c.id', options.order);
    },
    options,
  );
  return { rows: rows.map(toRow), total };
}

/** The admin's category list sorts by name, slug and product count (its column headers), and starts in menu order. */
export const ADMIN_CATEGORY_SORTS = ['name', 'slug', 'count', 'menu_order'] as const satisfies readonly CategoryOrder[];
export const ADMIN_CATEGORY_DEFAULT_SORT: ListSort<(typeof ADMIN_CATEGORY_SORTS)[number]> = { by: 'menu_order', order: 'asc' };

/** Categories for the admin table, in menu order unless sorted otherwise, optionally searched by name or slug. */
export async function listAdminCategories(db: Db, options: OwnerListQuery<(typeof ADMIN_CATEGORY_SORTS)[number]>): Promise<PageOf<CategoryRow>> {
  const sort = options.sort ?? ADMIN_CATEGORY_DEFAULT_SORT;
  return listCategoryRows(db, { search: options.search, orderBy: sort.by, order: sort.order, page: options.page, perPage: options.perPage });
}

export async function getCategoryRow(db: Db, id: number): Promise<CategoryRow | null> {
  if (!isRowId(id)) return null;
  const row = await withCount(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** What may be set on a category; absent fields keep their value (a new category starts empty). */
export interface CategoryChanges {
  name?: string;
  slug?: string;
  description?: string;
  /** The position in menus: a number, or the text of one as typed in a form (blank is 0). */
  menuOrder?: number | string;
}

const POSITION_RANGE = 'Enter a whole number from -1,000,000 to 1,000,000.';

/** Typed text reads as a number only when it is digits (with a minus); anything else stays text and is refused. */
function positionFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return 0;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : text;
}

const categorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the category name.')
    .max(200, 'Keep the name under 200 characters.')
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: `The name ${problem}.` });
    }),
  slug: z.string().trim().max(120, 'Keep the slug under 120 characters.'),
  description: z.string().transform(cleanMultilineText).pipe(z.string().max(5000, 'Keep the description under 5,000 characters.')),
  menuOrder: z.preprocess(positionFromText, z.int('Enter a whole number.').min(-1_000_000, POSITION_RANGE).max(1_000_000, POSITION_RANGE)),
});

/**
 * The field errors a category's values would get on saving, keyed `name`, `slug`, `description`,
 * `menuOrder` (what a form shows beside its other problems, such as its translations').
 */
export function categoryFieldErrors(changes: CategoryChanges): FieldErrors {
  const checked = checkCategory({ name: changes.name ?? '', slug: changes.slug ?? '', description: changes.description ?? '', menuOrder: changes.menuOrder ?? 0 });
  return checked.ok ? {} : checked.errors;
}

function checkCategory(merged: Required<CategoryChanges>): { ok: true; value: z.output<typeof categorySchema>; typedSlug: string } | { ok: false; errors: FieldErrors } {
  const parsed = categorySchema.safeParse(merged);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error) };
  const typedSlug = slugify(parsed.data.slug);
  if (parsed.data.slug && !typedSlug) return { ok: false, errors: { slug: 'Use letters and digits in the slug.' } };
  return { ok: true, value: parsed.data, typedSlug };
}

export type CategorySaveResult = { ok: true; value: CategoryRow } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true };

/**
 * Creates (id null) or updates a category, with a slug nobody else uses, and its translations, and
 * marks cached pages stale (menus and listings show categories): all in one transaction, so a failed
 * write leaves the category as it was. Field errors are keyed `name`, `slug`, `description`, `menuOrder`.
 */
export async function saveCategory(
  db: Db,
  id: number | null,
  changes: CategoryChanges,
  options: { translations?: ItemTranslations<'category'> } = {},
): Promise<CategorySaveResult> {
  return db.transaction().execute(async (trx): Promise<CategorySaveResult> => {
    const existing = id === null ? null : await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !existing) return { ok: false, notFound: true };
    const merged = {
      name: changes.name ?? existing?.name ?? '',
      slug: changes.slug ?? existing?.slug ?? '',
      description: changes.description ?? existing?.description ?? '',
      menuOrder: changes.menuOrder ?? existing?.menu_order ?? 0,
    };
    const checked = checkCategory(merged);
    if (!checked.ok) return checked;
    const { value, typedSlug } = checked;
    const slug = typedSlug || (await freeSlug(trx, slugify(value.name) || 'category', id));
    if (typedSlug && (await slugTaken(trx, typedSlug, id))) return { ok: false, errors: { slug: 'Another category already uses this slug.' } };
    const row = { name: value.name, slug, description: value.description, menu_order: value.menuOrder };
    let savedId = id;
    if (savedId === null) savedId = (await trx.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow()).id;
    else await trx.updateTable('categories').set(row).where('id', '=', savedId).execute();
    if (options.translations) await saveTranslations(trx, 'category', savedId, options.translations);
    await touchContentVersion(trx);
    const saved = await withCount(trx).where('c.id', '=', savedId).executeTakeFirstOrThrow();
    return { ok: true, value: toRow(saved) };
  });
}

async function slugTaken(db: Db, slug: string, id: number | null): Promise<boolean> {
  let query = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (id !== null) query = query.where('id', '!=', id);
  return Boolean(await query.executeTakeFirst());
}

async function freeSlug(db: Db, base: string, id: number | null): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 112)}-${n}`;
    if (!(await slugTaken(db, candidate, id))) return candidate;
  }
  return `${base.slice(0, 100)}-${Date.now().toString(36)}`;
}

/** Deletes a category; its products stay, without it. Returns the deleted row, or null when there was none. */
export async function deleteCategory(db: Db, id: number): Promise<CategoryRow | null> {
  if (!isRowId(id)) return null;
  return db.transaction().execute(async (trx) => {
    const row = await withCount(trx).where('c.id', '=', id).executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('product_categories').where('category_id', '=', id).execute();
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    await touchContentVersion(trx);
    return toRow(row);
  });
}
