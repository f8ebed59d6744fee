import { sql, type Kysely } from 'kysely';

/**
 * How a post's or page's `content` is written: 'text' (plain text with light structure, the default for
 * every existing row) or 'html' (owner-written HTML, stored sanitised and sanitised again when shown).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('content_format', 'text', (c) => c.notNull().defaultTo('text').check(sql`content_format in ('text', 'html')`))
    .execute();
}
