import type { Kysely } from 'kysely';

/**
 * Failed sign-in attempts per account (or per unknown login name), so a password guesser is slowed
 * down by every process alike: the count lives in the database, not in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
