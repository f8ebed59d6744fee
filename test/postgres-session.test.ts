import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestDatabase } from './dialects.ts';

/**
 * The shop's own PostgreSQL connections (db/dialects/postgres.ts): a request's short queries run in one
 * backend each, never compiled to machine code, whatever the server's defaults.
 */
describe.runIf(DIALECTS.includes('postgres'))("the shop's PostgreSQL sessions", () => {
  const database = useTestDatabase('postgres');

  it('start no parallel workers and no JIT, on every connection of the pool', async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{ workers: string; jit: string }>`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit, pg_sleep(0.05)`.execute(database.db),
      ),
    );
    for (const { rows } of settings) expect(rows[0]).toMatchObject({ workers: '0', jit: 'off' });
  });

  it('keep the schema they were opened for', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    expect(rows[0]?.schema).toMatch(/^t_[0-9a-f]{12}$/);
  });
});
