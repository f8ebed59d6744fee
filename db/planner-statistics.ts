import { sql } from 'kysely';
import type { Db, DialectName } from './connect.ts';

/**
 * Brings the query planner's statistics up to date, so it picks indexes by what the tables hold: without
 * them SQLite takes any index on an equality (a four-product lookup by id walked every published product
 * through the status index). SQLite: `PRAGMA optimize`, which analyses only the tables that changed
 * enough since the last time, within a bounded effort per table. PostgreSQL: `ANALYZE`, which its
 * autovacuum also runs on its own; here it follows bulk changes (the first seed, an import) at once.
 */
export async function refreshPlannerStatistics(db: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`PRAGMA optimize`.execute(db);
  else await sql`ANALYZE`.execute(db);
}
