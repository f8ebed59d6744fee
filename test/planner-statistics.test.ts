import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

describe.each(DIALECTS)("the query planner's statistics on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  beforeAll(async () => {
    for (let index = 0; index < 60; index++) await insertProduct(database.db, { name: `Board ${index}` });
  });

  it('are refreshed from what the tables hold', async () => {
    await refreshPlannerStatistics(database.db, dialect);
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'products'`.execute(database.db);
      expect(rows.length).toBeGreaterThan(0);
      // The table's row count leads each index's statistics.
      expect(rows.every((row) => row.stat.startsWith('60 '))).toBe(true);
    } else {
      // ANALYZE writes the row count it found into the catalogue (pg_class), where the planner reads it.
      const { rows } = await sql<{ rows: string }>`
        select reltuples::bigint::text as rows from pg_class where oid = to_regclass(current_schema() || '.products')`.execute(database.db);
      expect(rows).toEqual([{ rows: '60' }]);
      // Vacuumed too (which lets a count read an index alone), this schema's tables only.
      const vacuumed = await sql<{ name: string }>`
        select relname as name from pg_stat_user_tables where schemaname = current_schema() and last_vacuum is not null and relname in ('products', 'sessions')
        order by relname`.execute(database.db);
      expect(vacuumed.rows).toEqual([{ name: 'products' }, { name: 'sessions' }]);
    }
  });

});

describe('on SQLite, with statistics', () => {
  const database = useTestDatabase('sqlite');
  const planOf = async (query: string) => (await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(database.db)).rows.map((row) => row.detail).join('\n');
  const FEW_BY_ID = "select id from products where id in (1, 2, 3, 4) and status = 'publish'";

  it('a lookup of a few products by id uses the primary key, not a walk of the status index', async () => {
    for (let index = 0; index < 60; index++) await insertProduct(database.db, { name: `Board ${index}` });
    // Without statistics an index on the status looks as good as the primary key.
    expect(await planOf(FEW_BY_ID)).not.toMatch(/PRIMARY KEY/);
    await refreshPlannerStatistics(database.db, 'sqlite');
    expect(await planOf(FEW_BY_ID)).toMatch(/INTEGER PRIMARY KEY/);
  });
});
