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

  it('a status every product shares is judged to pick out every product, not a few of a sampled thousand', async () => {
    // Enough rows that a sample of a thousand would be a part of them.
    await sql`insert into products (slug, name, status, regular_price, price, stock_status, created_at, updated_at, type)
      select 'bulk-' || value, 'Bulk ' || value, 'publish', 100, 100, 'instock', '2026-01-01', '2026-01-01', 'simple'
      from json_each(${JSON.stringify(Array.from({ length: 3000 }, (_, at) => at))})`.execute(database.db);
    await sql`analyze`.execute(database.db);
    const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where idx = 'products_listed_count'`.execute(database.db);
    const [total, perStatus] = (rows[0]?.stat ?? '').split(' ').map(Number);
    expect(total).toBeGreaterThanOrEqual(3000);
    expect(perStatus).toBe(total);
  });
});
