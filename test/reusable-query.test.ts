import { beforeAll, describe, expect, it } from 'vitest';
import { Kysely, sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import type { Db } from '../db/connect.ts';
import { reusableQuery, runKeptPrepared } from '../db/reusable-query.ts';
import { createPostgresDialect, MAX_KEPT_PER_CONNECTION } from '../db/dialects/postgres.ts';
import type { Database } from '../db/schema.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { describeCatalogQuery, type CatalogQueryInput } from '../core/catalog/query/description.ts';
import { runCatalogPage } from '../core/catalog/query/run.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

type Status = 'publish' | 'draft';

/** Counts how often a query is compiled (built into SQL) and how often one is run. */
class CompileCounter implements KyselyPlugin {
  compiled = 0;
  ran = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.compiled++;
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs) {
    this.ran++;
    return Promise.resolve(result);
  }
}

const namesByIds = reusableQuery((db, p: { ids: number[]; status: Status }) =>
  db.selectFrom('products').select(['id', 'name']).where('id', 'in', p.ids).where('status', '=', p.status).orderBy('id'),
);

describe.each(DIALECTS)('a reusable query on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const name of ['Oak board', 'Ash board', 'Elm board', 'Yew board']) ids.push(await insertProduct(database.db, { name }));
    await database.db.updateTable('products').set({ status: 'draft' }).where('id', '=', ids[3]!).execute();
  });

  it('answers each call with its own values, as the query built afresh would', async () => {
    const fresh = (list: number[], status: Status) =>
      database.db.selectFrom('products').select(['id', 'name']).where('id', 'in', list).where('status', '=', status).orderBy('id').execute();
    for (const [list, status] of [[[ids[0]!, ids[1]!], 'publish'], [[ids[2]!, ids[3]!], 'publish'], [[ids[2]!, ids[3]!], 'draft'], [[ids[1]!], 'publish']] as const) {
      expect(await namesByIds(database.db, { ids: [...list], status })).toEqual(await fresh([...list], status));
    }
    expect((await namesByIds(database.db, { ids: [ids[0]!, ids[1]!], status: 'publish' })).map((row) => row.name)).toEqual(['Oak board', 'Ash board']);
  });

  it('is compiled once per list length and run every time', async () => {
    const counter = new CompileCounter();
    const watched = database.db.withPlugin(counter);
    for (let round = 0; round < 3; round++) {
      await namesByIds(watched, { ids: [ids[0]!], status: 'publish' });
      await namesByIds(watched, { ids: [ids[0]!, ids[1]!, ids[2]!], status: 'publish' });
    }
    expect(counter).toMatchObject({ compiled: 2, ran: 6 });
  });

  it('puts a value used twice in both places', async () => {
    const renamed = reusableQuery((db, p: { id: number; name: string }) => db.updateTable('products').set({ name: p.name, short_description: p.name }).where('id', '=', p.id));
    await renamed(database.db, { id: ids[1]!, name: 'Ash board, oiled' });
    await renamed(database.db, { id: ids[2]!, name: 'Elm board, waxed' });
    const rows = await database.db.selectFrom('products').select(['name', 'short_description']).where('id', 'in', [ids[1]!, ids[2]!]).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'Ash board, oiled', short_description: 'Ash board, oiled' },
      { name: 'Elm board, waxed', short_description: 'Elm board, waxed' },
    ]);
  });

  it('builds a long list each time rather than keep a variant for every length', async () => {
    const counter = new CompileCounter();
    const watched = database.db.withPlugin(counter);
    const many = Array.from({ length: 40 }, (_, index) => (index < 4 ? ids[index]! : 1_000_000 + index));
    for (let round = 0; round < 2; round++) expect(await namesByIds(watched, { ids: many, status: 'publish' })).toHaveLength(3);
    expect(counter).toMatchObject({ compiled: 2, ran: 2 });
  });

  it('runs a value as data, never as SQL', async () => {
    const hostile = "x' or '1'='1";
    expect(await namesByIds(database.db, { ids: [ids[0]!], status: hostile as Status })).toEqual([]);
    expect(await namesByIds(database.db, { ids: [ids[0]!], status: 'publish' })).toEqual([{ id: ids[0], name: 'Oak board' }]);
  });
});

const renameLazily = reusableQuery((db, p: { id: number; name: string }) => db.updateTable('products').set({ name: p.name }).where('id', '=', p.id), { commit: 'lazy' });

describe.each(DIALECTS)('a reusable write committed lazily on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let id: number;
  beforeAll(async () => {
    id = await insertProduct(database.db, { name: 'Beech board' });
  });

  it('writes what it is given', async () => {
    await renameLazily(database.db, { id, name: 'Beech board, planed' });
    await renameLazily(database.db, { id, name: 'Beech board, sanded' });
    expect(await database.db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ name: 'Beech board, sanded' });
  });

  it('writes within a transaction and is undone with it', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await renameLazily(trx, { id, name: 'Beech board, lost' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await database.db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ name: 'Beech board, sanded' });
  });
});

describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))('reusable queries on %s, by what the server holds', (dialect) => {
  const database = useTestDatabase(dialect);
  let id: number;
  beforeAll(async () => {
    id = await insertProduct(database.db, { name: 'Alder board' });
  });
  const setting = (db: Db) => sql<{ value: string }>`select current_setting('synchronous_commit') as value`.execute(db).then((result) => result.rows[0]?.value);

  it('keeps a reused query prepared on its connection and runs it again from there', async () => {
    await database.db.connection().execute(async (connection) => {
      for (let round = 0; round < 3; round++) expect(await namesByIds(connection, { ids: [id], status: 'publish' })).toEqual([{ id, name: 'Alder board' }]);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      const kept = rows.filter((row) => row.statement.includes('from "products"'));
      expect(kept).toHaveLength(1);
    });
  });

  it('keeps no more texts prepared on a connection than its bound, and runs the texts past it all the same', async () => {
    // A connection of its own: the shared ones keep their room for the other tests' statements.
    const { dialect: own } = createPostgresDialect({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 });
    const db = new Kysely<Database>({ dialect: own });
    try {
      for (let n = 0; n < MAX_KEPT_PER_CONNECTION + 5; n++) {
        expect(await runKeptPrepared(db, db.selectNoFrom(sql<number>`${sql.lit(n)}::int + ${n}::int`.as('twice')))).toEqual([{ twice: 2 * n }]);
      }
      const { rows } = await sql<{ kept: number }>`select count(*)::int as kept from pg_prepared_statements`.execute(db);
      expect(rows[0]?.kept).toBe(MAX_KEPT_PER_CONNECTION);
    } finally {
      await db.destroy();
    }
  });

  it("runs a small shop's category page on one plan once PostgreSQL finds it costs no more, and plans a filtered page for its values", async () => {
    const category = await insertCategory(database.db, 'Boards');
    for (const name of ['Birch board', 'Cedar board', 'Fir board']) {
      const product = await insertProduct(database.db, { name });
      await database.db.insertInto('product_categories').values({ product_id: product, category_id: category }).execute();
    }
    await refreshPlannerStatistics(database.db, 'postgres');
    const listings = async (connection: Db) =>
      (await sql<{ generic_plans: number }>`select generic_plans from pg_prepared_statements where statement like '%product_categories%limit%'`.execute(connection)).rows;
    await database.db.connection().execute(async (connection) => {
      const page = (narrowed: Partial<CatalogQueryInput>) =>
        runCatalogPage(connection, describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('menu_order'), page: 1, perPage: 16, categories: [category], ...narrowed }), ['id', 'name']);
      for (let run = 0; run < 8; run++) expect((await page({})).rows.map((row) => row.name)).toEqual(['Birch board', 'Cedar board', 'Fir board']);
      const [listing, ...others] = await listings(connection);
      expect(others).toEqual([]);
      // Parsed once and, after PostgreSQL's first few plans for each call, planned no more.
      expect(listing?.generic_plans).toBeGreaterThan(0);
      expect((await page({ stockStatuses: ['instock'] })).rows).toHaveLength(3);
      expect(await listings(connection)).toHaveLength(1);
    });
  });

  it("keeps a search's SKU tier, word completions and page of products prepared, and plans its text index's tiers for their words", async () => {
    await insertProduct(database.db, { name: 'Walnut board', sku: 'WB-1' });
    await insertProduct(database.db, { name: 'Walnut bowl', sku: 'WB-2' });
    const statements = async (connection: Db) => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((row) => row.statement);
    await database.db.connection().execute(async (connection) => {
      const before = new Set(await statements(connection));
      for (const search of ['walnu', 'walnut', 'wb-1']) {
        const page = await runCatalogPage(connection, describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 6, search }), ['id', 'name']);
        expect(page.rows.map((row) => row.name)).toEqual(search === 'wb-1' ? ['Walnut board'] : ['Walnut board', 'Walnut bowl']);
      }
      const kept = (await statements(connection)).filter((statement) => !before.has(statement));
      // One text each, whatever the search and its matches: the SKUs from the search on, the words a word
      // being typed starts, and the page's products by id in the order found.
      expect(kept).toHaveLength(3);
      expect(kept).toEqual(expect.arrayContaining([expect.stringContaining('lower(products.sku) ~>=~'), expect.stringContaining('from product_search_terms'), expect.stringContaining('array_position(')]));
      expect(kept.filter((statement) => statement.includes('@@'))).toEqual([]);
    });
  });

  it('lets a lazy write skip the wait for the disk for its own commit alone', async () => {
    await database.db.connection().execute(async (connection) => {
      await renameLazily(connection, { id, name: 'Alder board, planed' });
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      expect(rows.some((row) => row.statement.includes("set_config('synchronous_commit', 'off', true)"))).toBe(true);
      expect(await setting(connection)).toBe('on');
    });
    await database.db.transaction().execute(async (trx) => {
      await renameLazily(trx, { id, name: 'Alder board, sanded' });
      // Inside a transaction the whole transaction would be lazy: there the write commits as the rest does.
      expect(await setting(trx)).toBe('on');
    });
  });
});
