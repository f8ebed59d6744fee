import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Post } from '../../db/schema.ts';
import { searchWords } from '../catalog/query/search.ts';
import { containsPattern, lowerLike } from '../shared/sql.ts';

/**
 * The pages and posts a search at `/?s=` finds besides products: published ones whose title, excerpt or
 * content holds every word, read in the page's language where a translation exists (an empty translated
 * field falls back to the default language's), titles matching first, then the newest.
 */

/** A page or post as the results list links to it. */
export interface ContentSearchHit {
  id: number;
  type: Post['type'];
  title: string;
  excerpt: string;
  /** Its site path: `/blog/<slug>/` for a post, `/<slug>/` for a page. */
  path: string;
}

/** At most this many are listed: the results page shows the first ones, not a second paged list. */
export const CONTENT_SEARCH_LIMIT = 20;

export async function searchPublishedContent(db: Db, search: string, locale: { locale: string; defaultLocale: string } | null): Promise<ContentSearchHit[]> {
  const words = searchWords(search);
  if (words.length === 0) return [];
  const inLocale = locale !== null && locale.locale !== locale.defaultLocale ? locale.locale : null;
  const field = (column: 'title' | 'excerpt' | 'content'): RawBuilder<string> =>
    inLocale === null ? sql<string>`${sql.ref(`posts.${column}`)}` : sql<string>`coalesce(nullif(${sql.ref(`tr.${column}`)}, ''), ${sql.ref(`posts.${column}`)})`;
  const fields = [field('title'), field('excerpt'), field('content')];
  const everyWord = sql<SqlBool>`(${sql.join(
    words.map((word) => sql`(${sql.join(
      fields.map((text) => lowerLike(text, containsPattern(word))),
      sql` or `,
    )})`),
    sql` and `,
  )})`;
  const titleHasEveryWord = sql<number>`case when (${sql.join(
    words.map((word) => lowerLike(field('title'), containsPattern(word))),
    sql` and `,
  )}) then 0 else 1 end`;
  const base = db.selectFrom('posts');
  const joined =
    inLocale === null ? base : base.leftJoin('post_translations as tr', (join) => join.onRef('tr.post_id', '=', 'posts.id').on('tr.locale', '=', inLocale));
  const rows = await (joined as typeof base)
    .select(['posts.id', 'posts.type', 'posts.slug'])
    .select([field('title').as('title'), field('excerpt').as('excerpt')])
    .where('posts.status', '=', 'publish')
    .where(everyWord)
    .orderBy(titleHasEveryWord)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(CONTENT_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    excerpt: row.excerpt,
    path: row.type === 'post' ? `/blog/${row.slug}/` : `/${row.slug}/`,
  }));
}
