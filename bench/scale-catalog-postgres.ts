/**
 * The PostgreSQL twin of bench/scale-catalog.ts: the same products from the same statements, with
 * `generate_series` for the numbers, one transaction per batch. The database's own triggers keep the
 * counts and the text index as they do for every writer (the text index's per statement, since
 * migration 028).
 */
import pg from 'pg';
import { batchStatements, catalogueSetupStatements, LISTED_COUNT, readContext, VARIATION_COUNT, type GrowthDialect, type GrowthReport } from './scale-catalog.ts';

export const POSTGRES_GROWTH: GrowthDialect = {
  // bigint: the price's product of n and 7919 passes 2^31 beyond 271,000 products.
  series: (first, last) => `generate_series(${first}::bigint, ${last}::bigint) as s(n)`,
  isoDate: (seconds) => `to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  least: 'least',
  greatest: 'greatest',
};

/**
 * Rows a transaction adds here: every row added updates a few counters (per category, term, stock
 * status, type and order status) in its triggers, and each update of a row already updated in the same
 * transaction walks the versions of it that transaction left, so a batch's cost grows with its square.
 */
export const POSTGRES_BATCH = 1_000;

/**
 * The tables of those counters: vacuumed after each batch, so the next one finds each counter's row in
 * one step rather than past every version the batches before left (a few rows each: milliseconds).
 */
const VACUUM_COUNTERS = 'vacuum categories, attribute_terms, listed_stock_counts, product_counts, order_status_counts, term_pair_counts, category_term_counts, term_stock_counts, term_rating_counts';

/** Runs `query` and its rows. */
export function rowsOf(client: pg.Client) {
  return async <T>(query: string): Promise<T[]> => (await client.query(query)).rows as T[];
}

/** A client for growing a scratch database: room in memory for a batch, commits that do not wait for the disk. */
export async function growthClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Each batch's rows in memory while its indexes are written; the server's default is small.
  await client.query("set work_mem = '256MB'");
  await client.query("set maintenance_work_mem = '1GB'");
  // A benchmark's scratch database: a batch's commit need not wait for its WAL to reach the disk.
  await client.query('set synchronous_commit = off');
  return client;
}

/** A batch's statements in one transaction, then the counters' old row versions cleared (each batch updates them over and over). */
export async function runBatch(client: pg.Client, statements: readonly string[]): Promise<void> {
  await client.query('begin');
  try {
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query(VACUUM_COUNTERS);
}

export async function growCatalogPostgres(url: string, target: number): Promise<GrowthReport> {
  const started = performance.now();
  const client = await growthClient(url);
  const all = rowsOf(client);
  try {
    for (const statement of catalogueSetupStatements()) await client.query(statement);
    const context = await readContext(all);
    const before = Number((await all<{ n: string }>(LISTED_COUNT))[0]!.n);
    const variationsBefore = Number((await all<{ n: string }>(VARIATION_COUNT))[0]!.n);
    let listed = before;
    const batches: number[] = [];
    while (listed < target) {
      const batchStarted = performance.now();
      const first = listed + 1;
      const last = Math.min(target, listed + POSTGRES_BATCH);
      const highest = Number((await all<{ id: number }>('select coalesce(max(id), 0) as id from products'))[0]!.id);
      await runBatch(client, batchStatements(POSTGRES_GROWTH, context, first, last, highest));
      listed = last;
      batches.push((performance.now() - batchStarted) / 1000);
    }
    const variations = Number((await all<{ n: string }>(VARIATION_COUNT))[0]!.n) - variationsBefore;
    // The GIN indexes' pending entries moved in, and the planner told of the new rows, as the shop does after an import.
    await client.query('VACUUM ANALYZE');
    return { before, added: listed - before, variations, seconds: (performance.now() - started) / 1000, batches };
  } finally {
    await client.end();
  }
}
