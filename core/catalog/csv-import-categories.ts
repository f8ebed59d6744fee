import type { Db } from '../../db/connect.ts';
import { slugify } from './slug.ts';

/** Finds a category by name (case-insensitive) or slug, creating it when missing. */
export async function ensureCategory(db: Db, name: string, cache: Map<string, number>): Promise<number> {
  const key = name.toLowerCase();
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const slug = slugify(name) || 'category';
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', key), eb('slug', '=', slug)]))
    .orderBy('id')
    .executeTakeFirst();
  const id = found?.id ?? (await db.insertInto('categories').values({ name, slug, description: '' }).returning('id').executeTakeFirstOrThrow()).id;
  cache.set(key, id);
  return id;
}

