import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/**
 * The media library: one row per uploaded file (WordPress's attachment). The original is kept as sent;
 * `sizes` lists the widths generated from it and `state` says whether that generation has finished, so
 * an upload whose sub-sizes failed can be resumed rather than uploaded again.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = db.schema.createTable('media');
  await (dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('file', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('original').check(sql`state in ('original', 'complete')`))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_created').on('media').columns(['created_at', 'id']).execute();
}
