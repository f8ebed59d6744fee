import type { Kysely } from 'kysely';

/**
 * Translations of the owner's own words (the home page's texts, the tagline, menu labels, the store
 * notice, the cookie banner's texts): one row per locale and source text. The source is found by its
 * SHA-256 (hex), so the key stays short whatever the text's length (PostgreSQL refuses index entries over
 * about 2.7 kB); the text itself is kept beside it for the admin and for checking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('string_translations')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('string_translations_pk', ['locale', 'source_hash'])
    .execute();
}
