import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEditableProduct } from '../../core/catalog/product-editor.ts';
import { productFormValues } from '../../core/catalog/product-form.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { ShopProcess } from '../../scripts/shop-process.ts';
import { insertProduct } from '../fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, Visitor } from '../fixtures/visitor.ts';
import { buyerWithCart, mapLimit, submitForm, submitJson, type Answer } from './buyers.ts';
import { freePort, startNginx, writeNginxConfig, type NginxFront } from './nginx-front.ts';
import { ADMIN_PASSWORD, createShopData, shopAt, START_TIMEOUT_MS, startShopServer, STACK_TRACE, type ShopData } from './shop-server.ts';

/** Heavier with `npm run bench:cluster`. */
const HEAVY = process.env.CLUSTER_LOAD === 'heavy';
const INSTANCES = 3;
const BUYERS = HEAVY ? 150 : 30;
const UNITS = HEAVY ? 25 : 6;
const SUBMITS = 9;
/** Every instance re-reads the content version at most once a second; a second and a half allows for the render. */
const COHERENT_WITHIN_MS = 1_500;

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const byNumber = (a: number, b: number) => a - b;

it('writes an nginx front that nginx itself accepts: least_conn over the instances, forwarded headers', async () => {
  const { prefix, conf, check } = writeNginxConfig(await freePort(), [3001, 3002, 3003]);
  try {
    expect(check.output).toMatch(/syntax is ok/);
    expect(check.status).toBe(0);
    const config = readFileSync(conf, 'utf8');
    expect(config).toMatch(/upstream vitrine \{\s+least_conn;\s+server 127\.0\.0\.1:3001;\s+server 127\.0\.0\.1:3002;\s+server 127\.0\.0\.1:3003;/);
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});

// Several machines share one PostgreSQL database; SQLite is one machine's (see the README).
if (process.env.TEST_DATABASE_URL) {
  describe(`${INSTANCES} shop instances behind nginx on one PostgreSQL database`, () => {
    let data: ShopData;
    const instances: ShopProcess[] = [];
    let front: NginxFront;
    let database: DatabaseHandle;
    beforeAll(async () => {
      data = await createShopData('postgres', 'nginx');
      const options = { processes: 1, env: { TRUST_PROXY: '1' } };
      // The first migrates and seeds the database; the others find it ready.
      instances.push(await startShopServer(data, options));
      instances.push(...(await Promise.all(Array.from({ length: INSTANCES - 1 }, () => startShopServer(data, options)))));
      front = await startNginx(instances.map((instance) => Number(new URL(instance.url).port)), 5 * 60_000);
      database = data.connect();
    }, START_TIMEOUT_MS * 2);
    afterAll(async () => {
      await front?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.close();
      await data?.remove();
    }, 60_000);

    const upstreamsOf = (method: string, uri: string, since: number) =>
      new Set(
        front
          .requests()
          .slice(since)
          .filter((request) => request.method === method && request.uri === uri)
          .map((request) => request.upstream),
      );

    it(`sells the last ${UNITS} units once to ${BUYERS} buyers spread over the instances`, async () => {
      const shop = shopAt(front.url);
      const productId = await insertProduct(database.db, { name: 'Last lamps behind nginx', price: 2500, stock: UNITS });
      const buyers = await mapLimit(BUYERS, 8, (index) => buyerWithCart(shop, `nginx-racer-${index}@example.com`, [{ productId, quantity: 1 }]));
      const logged = front.requests().length;
      const startedAt = Date.now();
      const answers = await Promise.all(buyers.map((buyer, index) => (index % 2 ? submitJson(buyer) : submitForm(buyer))));
      const raceMs = Date.now() - startedAt;
      const confirmed = answers.filter((answer) => answer.kind === 'confirmed');
      const served = new Set([...upstreamsOf('POST', '/checkout/', logged), ...upstreamsOf('POST', '/wp-json/wc/store/v1/checkout', logged)]);
      console.log(`nginx: ${BUYERS} buyers for ${UNITS} units in ${raceMs} ms over ${served.size} instances: ${confirmed.length} confirmed, ${answers.length - confirmed.length} refused`);

      expect(served.size).toBe(INSTANCES);
      expect(answers.filter((answer) => answer.kind === 'failed')).toEqual([]);
      expect(confirmed).toHaveLength(UNITS);
      expect(answers.filter((answer) => answer.kind === 'refused' && !/stock/i.test(answer.message))).toEqual([]);
      const orders = await database.db.selectFrom('order_lines').select('order_id').where('product_id', '=', productId).execute();
      expect(orders.map((line) => line.order_id).sort(byNumber)).toEqual(confirmed.map((answer) => (answer as Extract<Answer, { kind: 'confirmed' }>).orderId).sort(byNumber));
      expect(await database.db.selectFrom('products').select(['stock', 'stock_status']).where('id', '=', productId).executeTakeFirstOrThrow()).toEqual({ stock: 0, stock_status: 'outofstock' });
    });

    it(`places one order when one cart is submitted ${SUBMITS} times at once, on several instances`, async () => {
      const shop = shopAt(front.url);
      const productId = await insertProduct(database.db, { name: 'Twice-clicked teapot behind nginx', price: 3000, stock: 100 });
      const buyer = await buyerWithCart(shop, 'nginx-one-cart@example.com', [{ productId, quantity: 2 }]);
      const logged = front.requests().length;
      const answers = await Promise.all(Array.from({ length: SUBMITS }, (_, index) => (index % 2 ? submitJson(buyer) : submitForm(buyer))));
      const served = new Set([...upstreamsOf('POST', '/checkout/', logged), ...upstreamsOf('POST', '/wp-json/wc/store/v1/checkout', logged)]);
      const orders = await database.db.selectFrom('order_lines').select('order_id').where('product_id', '=', productId).execute();
      const confirmed = answers.filter((answer) => answer.kind === 'confirmed');
      console.log(`nginx: ${SUBMITS} submits of one cart over ${served.size} instances: ${confirmed.length} confirmed, ${orders.length} order(s) in the database`);

      expect(served.size).toBeGreaterThan(1);
      expect(answers.filter((answer) => answer.kind === 'failed')).toEqual([]);
      expect(orders).toHaveLength(1);
      expect(new Set(confirmed.map((answer) => (answer as Extract<Answer, { kind: 'confirmed' }>).orderId))).toEqual(new Set([orders[0]?.order_id]));
      expect(await database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).toEqual({ stock: 98 });
    });

    it('shows an admin edit made through one instance on every instance within a second', async () => {
      const productId = await insertProduct(database.db, { name: 'Coherent vase', price: 4000, stock: 20 });
      const slug = (await database.db.selectFrom('products').select('slug').where('id', '=', productId).executeTakeFirstOrThrow()).slug;
      const page = `/product/${slug}/`;
      // Each instance renders the page once, then serves it from its own page cache.
      const readers = [...instances.map((instance, index) => ({ name: `instance ${index + 1}`, url: instance.url })), { name: 'nginx', url: front.url }];
      for (const reader of readers) {
        for (let warm = 0; warm < 3; warm += 1) expect((await fetch(`${reader.url}${page}`)).status).toBe(200);
      }
      for (const instance of instances) expect((await fetch(`${instance.url}${page}`)).headers.get('x-cache')).toBe('HIT');

      const admin = new Visitor(shopAt(instances[0]!.url));
      await logInAs(admin, 'admin', ADMIN_PASSWORD);
      const nonce = nonceIn(decode(await admin.page(`/admin/products/${productId}/`)));
      // Visitors keep reading the cached page on every instance up to the save, so each has just checked
      // the content version and will not look again for up to a second.
      let visiting = true;
      const visitors = Promise.all(
        instances.map(async (instance) => {
          while (visiting) {
            expect((await fetch(`${instance.url}${page}`)).headers.get('x-cache')).toBe('HIT');
            await sleep(20);
          }
        }),
      );
      await sleep(1_200);
      const name = `Coherent vase ${randomBytes(3).toString('hex')}`;
      const form = new FormData();
      const values = { ...productFormValues(await getEditableProduct(database.db, productId), 'USD'), name, regular_price: '77.31' };
      for (const [field, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) form.append(field, one);
      form.append('_wpnonce', nonce);
      // The visitors stop as the save starts: a read that overlaps the save may rightly see the new version.
      visiting = false;
      await visitors;
      const saved = await admin.request(`/admin/products/${productId}/`, { method: 'POST', body: form });
      const savedAt = Date.now();
      expect(saved.status).toBe(303);

      // Every reader (each instance by its port, and nginx several times in a row) shows the new name and price.
      const seenAfter = new Map<string, number>();
      let nginxStreak: { since: number; reads: number } | null = null;
      while (seenAfter.size < readers.length && Date.now() - savedAt < 5_000) {
        await Promise.all(
          readers
            .filter((reader) => !seenAfter.has(reader.name))
            .map(async (reader) => {
              const sentAt = Date.now() - savedAt;
              const html = decode(await (await fetch(`${reader.url}${page}`)).text());
              const fresh = html.includes(name) && html.includes('77.31');
              if (reader.name !== 'nginx') {
                if (fresh) seenAfter.set(reader.name, sentAt);
                return;
              }
              // Through nginx the reads land on any instance: fresh several times in a row, from the first of them.
              nginxStreak = fresh ? { since: nginxStreak?.since ?? sentAt, reads: (nginxStreak?.reads ?? 0) + 1 } : null;
              if (nginxStreak && nginxStreak.reads >= INSTANCES * 2) seenAfter.set(reader.name, nginxStreak.since);
            }),
        );
        await sleep(20);
      }
      console.log(`nginx: the edit showed after ${[...seenAfter].map(([reader, ms]) => `${reader} ${ms} ms`).join(', ')}`);
      expect([...seenAfter.keys()].sort()).toEqual(readers.map((reader) => reader.name).sort());
      for (const [reader, ms] of seenAfter) expect(ms, reader).toBeLessThanOrEqual(COHERENT_WITHIN_MS);
    });

    it('logged no stack trace in any instance', () => {
      for (const instance of instances) expect(instance.output()).not.toMatch(STACK_TRACE);
    });
  });
}
