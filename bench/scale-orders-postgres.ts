/**
 * The PostgreSQL twin of bench/scale-orders.ts: the same orders from the same statements, one
 * transaction per batch.
 */
import pg from 'pg';
import { POSTGRES_BATCH, POSTGRES_GROWTH, rowsOf, VACUUM_COUNTERS } from './scale-catalog-postgres.ts';
import { ORDER_COUNT, ORDER_PRODUCTS_TABLE, orderBatchStatements, type OrderGrowth } from './scale-orders.ts';

export async function growOrdersPostgres(url: string, target: number): Promise<OrderGrowth> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const all = rowsOf(client);
  try {
    await client.query("set work_mem = '256MB'");
    await client.query('set synchronous_commit = off');
    const before = Number((await all<{ n: string }>(ORDER_COUNT))[0]!.n);
    for (const statement of ORDER_PRODUCTS_TABLE) await client.query(statement);
    let count = before;
    while (count < target) {
      const last = Math.min(target, count + POSTGRES_BATCH);
      const highest = Number((await all<{ id: number }>('select coalesce(max(id), 0) as id from orders'))[0]!.id);
      await client.query('begin');
      try {
        for (const statement of orderBatchStatements(POSTGRES_GROWTH, count + 1, last, highest)) await client.query(statement);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      await client.query(VACUUM_COUNTERS);
      count = last;
    }
    await client.query('VACUUM ANALYZE orders');
    await client.query('VACUUM ANALYZE order_addresses');
    await client.query('VACUUM ANALYZE order_lines');
    return { before, added: count - before, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
