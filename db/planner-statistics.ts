import { sql } from 'kysely';
import type { Db, DialectName } from './connect.ts';

/**
 * Brings the query planner's statistics up to date, so it picks indexes by what the tables hold: without
 * them SQLite takes any index on an equality (a four-product lookup by id walked every published product
 * through the status index). SQLite: `PRAGMA optimize`, which analyses only the tables that changed
 * enough since the last time, within a bounded effort per table. PostgreSQL: `VACUUM (ANALYZE)` of the
 * shop's own tables (its schema's, not every schema of the database), which its autovacuum also runs on
 * its own; here it follows bulk changes (the first seed, an import) at once. The vacuum marks the pages
 * all rows of which every transaction sees, and only then can a count read an index alone (a listing's
 * result count from `products_listed_count`) rather than every row of the table. A vacuum skips the pages
 * it marked before, so the hourly run costs little. Not in a transaction: PostgreSQL vacuums outside one.
 */
export async function refreshPlannerStatistics(db: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`PRAGMA optimize`.execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  if (rows.length > 0) await sql`vacuum (analyze) ${sql.join(rows.map((row) => sql.table(row.name)))}`.execute(db);
}
