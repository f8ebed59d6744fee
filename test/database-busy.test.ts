import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { consentDecision } from '../core/consent/stats-payload.fixture.ts';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from '../db/busy.ts';
import { SQLITE_LOCK_WAIT } from '../db/dialects/sqlite.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const STATS = '/wp-json/vitrine/v1/consent-stats';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('a shop on SQLite while another process holds the write lock', () => {
  const directory = mkdtempSync(join(tmpdir(), 'vitrine-busy-'));
  const path = join(directory, 'shop.sqlite');
  const shop = useHttpShop('sqlite', { pageCache: { enabled: true }, consent: { type: 'detailed', statsUrl: STATS } }, { sqlitePath: path });
  /** Another process's connection to the same file. */
  let other: DatabaseSync;
  let towel: number;
  let errors: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    towel = await insertProduct(shop.database.db, { name: 'Linen towel', price: 1500 });
    other = new DatabaseSync(path);
  });
  afterEach(() => {
    if (other.isTransaction) other.exec('rollback');
    errors?.mockRestore();
  });
  afterAll(() => {
    other.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const holdWriteLock = () => {
    other.exec('begin immediate');
    other.exec(`insert into sessions (id, user_id, data, expires_at, updated_at) values ('held-by-another-process', null, '{}', '2999-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z')`);
    // Rolled back in the end: the row only makes the lock a real writer's.
  };

  it('keeps answering cached and read-only pages, and answers writes that wait past the budget with 503 and Retry-After', async () => {
    // A visitor with a session (their pages are rendered per request, not cached) and a warm cache.
    const shopper = new Visitor(shop);
    expect((await shopper.request(`/?add-to-cart=${towel}`)).status).toBe(303);
    const nonce = nonceIn(await shopper.page('/cart/'));
    await shop.request('/shop/');
    expect((await shop.request('/shop/')).headers.get('x-cache')).toBe('HIT');
    errors = vi.spyOn(console, 'error');

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    holdWriteLock();
    let writesAnswered = false;
    const writes = Promise.all([
      new Visitor(shop).request(`/blog/?add-to-cart=${towel}`),
      new Visitor(shop).request('/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: `product_id=${towel}&quantity=1` }),
      shop.request(STATS, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(consentDecision({ href: `${shop.url}/shop/` })) }),
      shopper.post('/cart/', { _wpnonce: nonce, [`cart[${cartItemKey(towel)}][qty]`]: '4' }),
      // The same form submitted by the hydrated page: React Router's data request.
      shopper.request('/cart/_.data', { method: 'POST', headers: FORM, body: new URLSearchParams({ _wpnonce: nonce, [`cart[${cartItemKey(towel)}][qty]`]: '4' }).toString() }),
    ]).finally(() => {
      writesAnswered = true;
    });
    await sleep(200);

    // While the writes wait for the lock: a cached page, and pages read from the database.
    const cached = await shop.request('/shop/');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(decode(await shopper.page('/product/linen-towel/'))).toContain('Linen towel');
    expect(decode(await shopper.page('/cart/'))).toContain('value="1"');
    expect(writesAnswered).toBe(false);

    const [link, ajax, rest, form, data] = await writes;
    loop.disable();
    other.exec('rollback');
    // The waiting happened on timers: nothing held the event loop for anywhere near SQLite's old 5 s wait.
    expect(loop.max / 1e6).toBeLessThan(1000);

    for (const response of [link, ajax, rest, form, data]) {
      expect(response.status, response.url).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
    }
    expect(link.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await link.text()).toMatch(/busy/);
    expect(await ajax.json()).toEqual({ error: true, message: expect.stringMatching(/busy/) });
    expect(await rest.json()).toEqual({ code: 'rest_service_unavailable', message: expect.stringMatching(/busy/), data: { status: 503 } });
    expect(form.headers.get('content-type')).toMatch(/^text\/plain/);
    // Load, not a fault: no stack traces in the log.
    expect(errors).not.toHaveBeenCalled();
    // The cart is as it was.
    expect(decode(await shopper.page('/cart/'))).toContain('value="1"');
  });

  it('lets a write that gets the lock within the budget through', async () => {
    holdWriteLock();
    const visitor = new Visitor(shop);
    const adding = visitor.request(`/?add-to-cart=${towel}&quantity=2`);
    await sleep(Math.min(500, SQLITE_LOCK_WAIT.budgetMs / 4));
    other.exec('rollback');
    expect((await adding).status).toBe(303);
    expect(decode(await visitor.page('/cart/'))).toContain('value="2"');
  });
});

// PostgreSQL waits for locks without blocking the event loop; only a lock timeout can surface as busy.
describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))('lock timeouts on %s', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.cleanup());

  it('are recognised as a busy database (answered 503 like SQLite’s)', async () => {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema;
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`lock table ${schema}.sessions in access exclusive mode`);
      const failed = await database.db
        .transaction()
        .execute(async (trx) => {
          await sql`set local lock_timeout = '100ms'`.execute(trx);
          await trx.deleteFrom('sessions').execute();
        })
        .catch((error: unknown) => error);
      expect((failed as { code?: string }).code).toBe('55P03');
      expect(isDatabaseBusy(failed)).toBe(true);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});
