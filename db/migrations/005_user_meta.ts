import type { Kysely } from 'kysely';

/**
 * Per-user settings a user changes for themselves (WordPress's user meta), one row per key, so a new
 * preference needs no migration and an update touches only its own row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_meta')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('meta_key', 'text', (c) => c.notNull())
    .addColumn('meta_value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_meta_pk', ['user_id', 'meta_key'])
    .execute();
}
