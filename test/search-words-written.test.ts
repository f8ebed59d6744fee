import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestDatabase, type TestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

/**
 * PostgreSQL keeps a trigger function's plans for the connection's life (migration 046): the words of a
 * statement's new documents are taken from the documents as written, so no plan made while the catalogue
 * was small reads every document back. Read from the plans PostgreSQL's auto_explain reports.
 */
describe.runIf(DIALECTS.includes('postgres'))("new products' search words on PostgreSQL", () => {
  let database: TestDatabase;
  let client: pg.Client;
  const notices: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${rows[0]!.schema}` });
    await client.connect();
    client.on('notice', (notice) => notices.push(notice.message ?? ''));
    for (const setting of [
      "load 'auto_explain'",
      'set auto_explain.log_min_duration = 0',
      'set auto_explain.log_nested_statements = on',
      'set auto_explain.log_level = notice',
      'set client_min_messages = notice',
    ]) {
      await client.query(setting);
    }
  });

  afterAll(async () => {
    await client?.end();
    await database?.cleanup();
  });

  it('writes the words of a statement of new products without reading the documents', async () => {
    await insertProduct(database.db, { name: 'Walnut board', slug: 'walnut-board' });
    const { rows } = await client.query<{ columns: string }>(
      "select string_agg(column_name, ', ') as columns from information_schema.columns where table_schema = current_schema() and table_name = 'products' and column_name not in ('id', 'slug', 'sku', 'name')",
    );
    const columns = rows[0]!.columns;
    notices.length = 0;
    await client.query(`insert into products (slug, name, ${columns}) select slug || '-' || n, 'Oak spoon ' || n, ${columns} from products, generate_series(1, 3) n`);
    const plans = notices.filter((notice) => notice.includes('product_search_terms'));
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toMatch(/Scan[^\n]* on product_search_docs/);
    const words = await sql<{ term: string }>`select term from product_search_terms where term in ('oak', 'spoon')`.execute(database.db);
    expect(words.rows.map((row) => row.term).sort()).toEqual(['oak', 'spoon']);
  });
});
