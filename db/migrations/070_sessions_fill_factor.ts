import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the sessions' pages are filled to 80 %, keeping room on each for the rows' next versions. A
 * save that leaves the expiry as it was (core/session/store.ts, expiryOfSave) is then written on the
 * row's own page as a heap-only update, with no new index entries; on a full page it could not be. New
 * pages are filled so; pages already written keep what they hold. SQLite updates a row where it is.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw('alter table sessions set (fillfactor = 80)').execute(db);
}
