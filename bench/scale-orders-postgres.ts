/**
 * The PostgreSQL twin of bench/scale-orders.ts: the same orders from the same statements, one
 * transaction per batch.
 */
import { growthClient, POSTGRES_BATCH, POSTGRES_GROWTH, rowsOf, runBatch } from './scale-catalog-postgres.ts';
import { ORDER_COUNT, ORDER_PRODUCTS_TABLE, orderBatchStatements, type OrderGrowth } from './scale-orders.ts';

export async function growOrdersPostgres(url: string, target: number): Promise<OrderGrowth> {
  const started = performance.now();
  const client = await growthClient(url);
  const all = rowsOf(client);
  try {
    const before = Number((await all<{ n: string }>(ORDER_COUNT))[0]!.n);
    for (const statement of ORDER_PRODUCTS_TABLE) await client.query(statement);
    let count = before;
    while (count < target) {
      const last = Math.min(target, count + POSTGRES_BATCH);
      const highest = Number((await all<{ id: number }>('select coalesce(max(id), 0) as id from orders'))[0]!.id);
      await runBatch(client, orderBatchStatements(POSTGRES_GROWTH, count + 1, last, highest));
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
