import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import { saveWebhook } from '../../core/webhooks/webhook-store.ts';
import type { ShopProcess } from '../../scripts/shop-process.ts';
import { DIALECTS } from '../dialects.ts';
import { checkoutWith } from '../fixtures/checkout.ts';
import { insertProduct } from '../fixtures/shop-data.ts';
import { startWebhookReceiver, verifyWooCommerceSignature, type WebhookReceiver } from '../fixtures/webhook-receiver.ts';
import { createShopData, shopAt, START_TIMEOUT_MS, startShopServer, type ShopData } from './shop-server.ts';

const SECRET = 'kept across restarts';
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Waits (polling the database, as the shop's worker runs on its own timer) until `check` holds. */
async function until(check: () => Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await sleep(100)) if (await check()) return;
  throw new Error(`Gave up waiting: ${what}`);
}

describe.each(DIALECTS)('a webhook delivery across a restart on %s', (dialect) => {
  let data: ShopData;
  let database: DatabaseHandle;
  let receiver: WebhookReceiver;
  let server: ShopProcess | undefined;

  beforeAll(async () => {
    data = await createShopData(dialect, 'webhooks');
    // The receiver listens on 127.0.0.1, which a shop reaches only when its config allows it.
    writeFileSync(data.env.VITRINE_CONFIG!, JSON.stringify({ webhooks: { allowPrivateTargets: true } }));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await receiver?.close();
    await data?.remove();
  }, 60_000);

  it('survives: a delivery queued and refused before the shop stops goes out from the next shop on the same database', async () => {
    server = await startShopServer(data, { processes: 1 });
    database = data.connect();
    const db = database.db;
    const saved = await saveWebhook(db, null, { name: 'Across restarts', topic: 'order.created', deliveryUrl: receiver.url, secret: SECRET }, { policy: { allowPrivate: true }, ping: false });
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const productId = await insertProduct(db, { name: 'Restart lamp', price: 1500 });

    receiver.answers.push({ status: 500, body: 'Not now' });
    const { response, orderId } = await checkoutWith(shopAt(server.url), productId, {});
    expect(response.status).toBe(303);
    // The shop's own worker tries it, is refused, and records that before it stops.
    await receiver.arrived(1);
    await until(async () => (await db.selectFrom('webhook_deliveries').select('id').execute()).length === 1, 'the refusal is logged');
    await server.stop();
    server = undefined;
    expect(await db.selectFrom('webhook_queue').select(['resource_id', 'attempts']).execute()).toEqual([{ resource_id: orderId, attempts: 1 }]);

    // Time passes while the shop is down: its wait after the failure is over when it starts again.
    await db.updateTable('webhooks').set({ retry_at: null }).execute();
    server = await startShopServer(data, { processes: 2 });
    await receiver.arrived(2);
    await until(async () => (await db.selectFrom('webhook_queue').select('id').execute()).length === 0, 'the delivery leaves the queue');

    const [first, second] = receiver.received;
    expect(second!.raw.equals(first!.raw)).toBe(true);
    expect(second!.headers['x-wc-webhook-delivery-id']).toBe(first!.headers['x-wc-webhook-delivery-id']);
    expect(verifyWooCommerceSignature(second!.raw, second!.headers['x-wc-webhook-signature'], SECRET)).toBe(true);
    expect(second!.headers['x-wc-webhook-source']).toBe(`${server.url}/`);
    expect(JSON.parse(second!.raw.toString())).toMatchObject({ id: orderId, status: 'processing' });
    const log = await db.selectFrom('webhook_deliveries').select(['attempt', 'status_code']).orderBy('id').execute();
    expect(log).toEqual([
      { attempt: 1, status_code: 500 },
      { attempt: 2, status_code: 200 },
    ]);
  }, 2 * START_TIMEOUT_MS + 60_000);
});
