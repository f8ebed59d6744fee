import type { Db } from '../../db/connect.ts';
import type { Category, Post, Product } from '../../db/schema.ts';
import { viewsInLocale, type LocaleChoice } from './catalog-views.ts';

/*
 * Whole rows of the shop's content in a locale, for code that works on the tables' shapes (the home
 * page's page block, imports and their checks). The translations are laid over them by the same overlay
 * the pages' views use (core/i18n/catalog-views.ts): each field falls back to the default locale's value
 * where its translation is empty or missing.
 */

export async function productsInLocale(db: Db, ids: readonly number[], { locale, defaultLocale }: LocaleChoice): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', [...ids]).execute();
  return viewsInLocale(db, 'product', inIdOrder(rows, ids), { locale, defaultLocale });
}

export async function productInLocale(db: Db, id: number, choice: LocaleChoice): Promise<Product | null> {
  return (await productsInLocale(db, [id], choice))[0] ?? null;
}

export async function categoriesInLocale(db: Db, ids: readonly number[], { locale, defaultLocale }: LocaleChoice): Promise<Category[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('categories').selectAll().where('id', 'in', [...ids]).execute();
  return viewsInLocale(db, 'category', inIdOrder(rows, ids), { locale, defaultLocale });
}

export async function categoryInLocale(db: Db, id: number, choice: LocaleChoice): Promise<Category | null> {
  return (await categoriesInLocale(db, [id], choice))[0] ?? null;
}

/** Pages and posts alike; translated content is stored in the post's own format, sanitised as it is. */
export async function postsInLocale(db: Db, ids: readonly number[], { locale, defaultLocale }: LocaleChoice): Promise<Post[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('posts').selectAll().where('id', 'in', [...ids]).execute();
  return viewsInLocale(db, 'post', inIdOrder(rows, ids), { locale, defaultLocale });
}

export async function postInLocale(db: Db, id: number, choice: LocaleChoice): Promise<Post | null> {
  return (await postsInLocale(db, [id], choice))[0] ?? null;
}

/** A published page or post by slug (slugs stay the default locale's), in the locale. */
export async function publishedPostBySlugInLocale(db: Db, type: Post['type'], slug: string, choice: LocaleChoice): Promise<Post | null> {
  const row = await db.selectFrom('posts').select('id').where('type', '=', type).where('slug', '=', slug).where('status', '=', 'publish').executeTakeFirst();
  return row ? postInLocale(db, row.id, choice) : null;
}

function inIdOrder<T extends { id: number }>(rows: T[], ids: readonly number[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
