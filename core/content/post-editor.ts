import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Post } from '../../db/schema.ts';
import { saveTranslations, type ItemTranslations } from '../i18n/content-translations.ts';
import { touchContentVersion } from '../settings/settings.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { nowIso } from '../shared/time.ts';
import type { ListSort, OwnerListQuery, PageOf } from '../shared/owner-list.ts';
import { readPage, whereSearched } from '../shared/paged-query.ts';
import { slugify } from '../catalog/slug.ts';
import type { PostFormInput, PostType } from './post-form.ts';
import { createPost, updatePost } from './save-post.ts';

/**
 * First path segments the shop's own pages and files answer: a page at `/<slug>/` with one of these
 * names could never be reached, so the owner is told at once.
 */
const TAKEN_BY_THE_SHOP = new Set(['admin', 'assets', 'blog', 'cart', 'checkout', 'my-account', 'product', 'product-category', 'shop', 'uploads', 'wp-admin', 'wp-json']);

/** Whether `/<slug>/` is one of the shop's own addresses rather than a place for a page. */
export function slugTakenByTheShop(slug: string): boolean {
  return TAKEN_BY_THE_SHOP.has(slug);
}

const NOUN: Record<PostType, string> = { page: 'page', post: 'post' };

/** A page or post by id, only of the given type (a post's id in the pages' address is not found). */
export async function getEditablePost(db: Db, type: PostType, id: number): Promise<Post | null> {
  return (await db.selectFrom('posts').selectAll().where('id', '=', id).where('type', '=', type).executeTakeFirst()) ?? null;
}

/** A typed slug another page (or post) already uses, or one the shop's own addresses need. */
export async function findPostConflicts(db: Db, type: PostType, id: number | null, input: PostFormInput): Promise<FieldErrors> {
  if (!input.slug) return {};
  if (type === 'page' && TAKEN_BY_THE_SHOP.has(input.slug)) return { slug: 'The shop uses this address itself; choose another slug.' };
  if (await otherPostWith(db, type, input.slug, id)) return { slug: `Another ${NOUN[type]} already uses this slug.` };
  return {};
}

async function otherPostWith(db: Db, type: PostType, slug: string, id: number | null): Promise<boolean> {
  let query = db.selectFrom('posts').select('id').where('type', '=', type).where('slug', '=', slug);
  if (id !== null) query = query.where('id', '!=', id);
  return Boolean(await query.executeTakeFirst());
}

/** A slug made from the title that nobody else of the type uses: "news", "news-2"… */
async function uniquePostSlug(db: Db, type: PostType, title: string, id: number | null): Promise<string> {
  const made = slugify(title) || type;
  const base = type === 'page' && TAKEN_BY_THE_SHOP.has(made) ? `${made}-page` : made;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 112)}-${n}`;
    if (!(await otherPostWith(db, type, candidate, id))) return candidate;
  }
  return `${base.slice(0, 100)}-${Date.now().toString(36)}`;
}

/**
 * Creates (id null) or updates a page or post with its translations (already checked; translated
 * content is sanitised in the post's format) and bumps the content version, so cached pages and the
 * header menu show the change at once: one transaction, so a failed write leaves the post as it was.
 * What the form does not edit (image, publication date) is kept.
 */
export async function savePost(
  db: Db,
  type: PostType,
  id: number | null,
  input: PostFormInput,
  options: { translations?: ItemTranslations<'post'> } = {},
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const slug = input.slug || (await uniquePostSlug(trx, type, input.title, id));
    const fields = { slug, title: input.title, excerpt: input.excerpt, content: input.content, contentFormat: input.contentFormat, status: input.status };
    const savedId = id === null ? await createPost(trx, { ...fields, type, image: null, publishedAt: nowIso() }) : (await updatePost(trx, id, fields), id);
    if (options.translations) await saveTranslations(trx, 'post', savedId, options.translations, { contentFormat: input.contentFormat });
    await touchContentVersion(trx);
    return savedId;
  });
}

/** Deletes a page or post of the type; false when there was none. */
export async function deletePost(db: Db, type: PostType, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('posts').where('id', '=', id).where('type', '=', type).executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) await touchContentVersion(trx);
    return deleted;
  });
}

export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  status: Post['status'];
  contentFormat: Post['content_format'];
  publishedAt: string;
}

/** The admin's page and post lists sort by title, slug and date (their column headers), and start newest first. */
export const ADMIN_POST_SORTS = ['title', 'slug', 'date'] as const;
export type AdminPostSort = (typeof ADMIN_POST_SORTS)[number];
export const ADMIN_POST_DEFAULT_SORT: ListSort<AdminPostSort> = { by: 'date', order: 'desc' };
const SORT_COLUMN = { title: 'title', slug: 'slug', date: 'published_at' } as const satisfies Record<AdminPostSort, keyof Post>;

/** Pages or posts for the admin table, newest first unless sorted otherwise, optionally searched by title or slug. */
export async function listAdminPosts(db: Db, type: PostType, options: OwnerListQuery<AdminPostSort>): Promise<PageOf<AdminPostRow>> {
  const sort = options.sort ?? ADMIN_POST_DEFAULT_SORT;
  const query = whereSearched(db.selectFrom('posts').where('type', '=', type), options.search, [sql`title`, sql`slug`]);
  const { rows, total } = await readPage(
    query,
    (filtered) => filtered.select(['id', 'title', 'slug', 'status', 'content_format', 'published_at']).orderBy(SORT_COLUMN[sort.by], sort.order).orderBy('id', sort.order),
    options,
  );
  return {
    total,
    rows: rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug, status: row.status, contentFormat: row.content_format, publishedAt: row.published_at })),
  };
}
