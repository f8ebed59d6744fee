import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { updateAccountDetails } from '../core/accounts/account-details.ts';
import { saveAddress } from '../core/accounts/customer-addresses.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { deliverWebhooks, retryDelay, WEBHOOK_DELIVERY_DEFAULTS } from '../core/webhooks/deliver.ts';
import { enqueueWebhookEvent } from '../core/webhooks/enqueue.ts';
import type { Db } from '../db/connect.ts';
import { webhookDeliverySettings, WEBHOOK_USER_AGENT } from '../server/process/webhook-worker.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutWith } from './fixtures/checkout.ts';
import { customerSession, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, tableOf, Visitor } from './fixtures/visitor.ts';
import { startWebhookReceiver, verifyWooCommerceSignature, type ReceivedDelivery, type WebhookReceiver } from './fixtures/webhook-receiver.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const WEBHOOKS = '/wc/v3/webhooks';
const SECRET = 'a secret only the receiver knows';
const ALLOW_PRIVATE: ConfigFile = { webhooks: { allowPrivateTargets: true } };

/** WooCommerce's webhook fields, in its order: no secret among them. */
const WC_WEBHOOK_FIELDS = ['id', 'name', 'status', 'topic', 'resource', 'event', 'hooks', 'delivery_url', 'date_created', 'date_created_gmt', 'date_modified', 'date_modified_gmt', '_links'];

interface WebhookJson {
  id: number;
  name: string;
  status: string;
  topic: string;
  resource: string;
  event: string;
  hooks: string[];
  delivery_url: string;
  _links: Record<string, { href: string }[]>;
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

/** Delivery rounds as the shop's worker runs them, on a clock the test moves on instead of waiting. */
function deliveries(shop: SuiteShop, configFile: ConfigFile) {
  let clock = Date.now();
  const settings = { ...webhookDeliverySettings({ config: buildConfig(configFile), siteOrigin: shop.url }), now: () => clock };
  return {
    run: () => deliverWebhooks(shop.database.db, settings),
    /** Moves the clock past the wait after `failures` failures in a row. */
    waitOut(failures: number) {
      clock += retryDelay(failures) + 1;
    },
  };
}

/** The deliveries of resources (pings have no topic header). */
const events = (receiver: WebhookReceiver) => receiver.received.filter((delivery) => delivery.headers['x-wc-webhook-topic'] !== undefined);
const bodyOf = (delivery: ReceivedDelivery) => JSON.parse(delivery.raw.toString('utf8')) as Record<string, unknown>;

async function webhookRow(db: Db, id: number) {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(DIALECTS)('webhooks on %s', (dialect) => {
  const shop = useHttpShop(dialect, ALLOW_PRIVATE);
  let owner: RestSession;
  let receiver: WebhookReceiver;
  let productId: number;

  beforeAll(async () => {
    owner = await ownerSession(shop);
    productId = await insertProduct(shop.database.db, { name: 'Signal lamp', price: 2500 });
  });
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await shop.database.db.deleteFrom('webhooks').execute();
    await receiver.close();
  });

  /** A webhook made over REST, its ping delivered (and answered) so that only its events are left. */
  async function webhookFor(topic: string, delivery = deliveries(shop, ALLOW_PRIVATE)): Promise<WebhookJson> {
    const webhook = await owner.json<WebhookJson>(201, 'POST', WEBHOOKS, { name: `On ${topic}`, topic, delivery_url: receiver.url, secret: SECRET });
    await delivery.run();
    return webhook;
  }

  it('creates, reads, lists, updates and deletes webhooks in WooCommerce’s shape, never answering the secret', async () => {
    const response = await owner.send('POST', WEBHOOKS, { name: 'Orders to the warehouse', topic: 'order.created', delivery_url: receiver.url, secret: SECRET });
    const created = (await response.json()) as WebhookJson;
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${shop.url}/wp-json${WEBHOOKS}/${created.id}`);
    expect(Object.keys(created)).toEqual(WC_WEBHOOK_FIELDS);
    expect(created).toMatchObject({ name: 'Orders to the warehouse', status: 'active', topic: 'order.created', resource: 'order', event: 'created', hooks: ['woocommerce_new_order'], delivery_url: receiver.url });
    expect(created._links.self).toEqual([{ href: `${shop.url}/wp-json${WEBHOOKS}/${created.id}` }]);
    expect(JSON.stringify(created)).not.toContain(SECRET);

    expect(await owner.json(200, 'GET', `${WEBHOOKS}/${created.id}`)).toEqual(created);
    const second = await owner.json<WebhookJson>(201, 'POST', WEBHOOKS, { topic: 'product.updated', delivery_url: receiver.url });
    // Made without a name or a secret: WooCommerce's name for it, and a secret of its own.
    expect(second.name).toMatch(/^Webhook created on [A-Z][a-z]{2} \d{2}, \d{4} @ \d{2}:\d{2} [AP]M$/);
    expect((await webhookRow(shop.database.db, second.id)).secret).toMatch(/^[\w-]{50}$/);

    const list = await owner.send('GET', `${WEBHOOKS}?orderby=id&order=asc`);
    expect(list.headers.get('x-wp-total')).toBe('2');
    expect(((await list.json()) as WebhookJson[]).map((webhook) => webhook.id)).toEqual([created.id, second.id]);

    const paused = await owner.json<WebhookJson>(200, 'PUT', `${WEBHOOKS}/${second.id}`, { status: 'paused', name: 'Catalogue sync' });
    expect(paused).toMatchObject({ status: 'paused', name: 'Catalogue sync', topic: 'product.updated' });
    expect(((await owner.json<WebhookJson[]>(200, 'GET', `${WEBHOOKS}?status=paused`)).map((webhook) => webhook.id))).toEqual([second.id]);

    const notForced = await owner.send('DELETE', `${WEBHOOKS}/${created.id}`);
    expect(notForced.status).toBe(501);
    expect(((await notForced.json()) as ErrorJson).code).toBe('woocommerce_rest_trash_not_supported');
    expect(await owner.json(200, 'DELETE', `${WEBHOOKS}/${created.id}?force=true`)).toEqual(created);
    expect(((await owner.json<ErrorJson>(404, 'GET', `${WEBHOOKS}/${created.id}`)).code)).toBe('woocommerce_rest_shop_webhook_invalid_id');

    const batch = await owner.json<{ create: WebhookJson[]; update: WebhookJson[]; delete: (WebhookJson | { id: number; error: ErrorJson })[] }>(200, 'POST', `${WEBHOOKS}/batch`, {
      create: [{ topic: 'coupon.created', delivery_url: receiver.url }, { topic: 'coupon.restored', delivery_url: receiver.url }],
      update: [{ id: second.id, status: 'active' }],
      delete: [created.id],
    });
    expect(batch.create[0]).toMatchObject({ topic: 'coupon.created', status: 'active' });
    expect(batch.create[1]).toMatchObject({ id: 0, error: { code: 'woocommerce_rest_shop_webhook_invalid_topic' } });
    expect(batch.update[0]).toMatchObject({ id: second.id, status: 'active' });
    expect(batch.delete[0]).toMatchObject({ id: created.id, error: { code: 'woocommerce_rest_shop_webhook_invalid_id' } });
  });

  it('refuses a webhook it could not deliver, saying why by the field', async () => {
    const refused = async (body: Record<string, unknown>, code: string, field: string) => {
      const error = await owner.json<ErrorJson>(400, 'POST', WEBHOOKS, body);
      expect(error.code, JSON.stringify(body)).toBe(code);
      expect(error.data.params?.[field], JSON.stringify(body)).toBeTruthy();
      return error.data.params?.[field];
    };
    await refused({ delivery_url: receiver.url }, 'woocommerce_rest_shop_webhook_invalid_topic', 'topic');
    expect(await refused({ topic: 'product.restored', delivery_url: receiver.url }, 'woocommerce_rest_shop_webhook_invalid_topic', 'topic')).toMatch(/only orders go to the trash/);
    expect(await refused({ topic: 'action.woocommerce_add_to_cart', delivery_url: receiver.url }, 'woocommerce_rest_shop_webhook_invalid_topic', 'topic')).toMatch(/WordPress action/);
    await refused({ topic: 'order.created' }, 'woocommerce_rest_shop_webhook_invalid_delivery_url', 'delivery_url');
    await refused({ topic: 'order.created', delivery_url: 'ftp://files.example/hooks' }, 'woocommerce_rest_shop_webhook_invalid_delivery_url', 'delivery_url');
    await refused({ topic: 'order.created', delivery_url: receiver.url, status: 'sleeping' }, 'woocommerce_rest_shop_webhook_invalid_status', 'status');
    await refused({ topic: 'order.created', delivery_url: receiver.url, api_version: 'wp_api_v3' }, 'rest_invalid_param', 'api_version');
    await refused({ topic: 'order.created', delivery_url: receiver.url, name: 42 }, 'rest_invalid_param', 'name');
    expect(await shop.database.db.selectFrom('webhooks').select('id').execute()).toEqual([]);

    const customer = await customerSession(shop, `webhook-customer-${dialect}@example.com`);
    expect((await customer.send('GET', WEBHOOKS)).status).toBe(403);
    expect((await customer.send('POST', WEBHOOKS, { topic: 'order.created', delivery_url: receiver.url })).status).toBe(403);
  });

  it('pings a new webhook as WooCommerce does: a form post of its id, unsigned, and no longer waits for one once answered', async () => {
    const created = await owner.json<WebhookJson>(201, 'POST', WEBHOOKS, { topic: 'order.updated', delivery_url: receiver.url, secret: SECRET });
    expect((await webhookRow(shop.database.db, created.id)).pending_delivery).toBe(1);
    // Nothing is sent while the request is answered: the ping waits in the queue for the worker.
    expect(receiver.received).toEqual([]);
    expect(await deliveries(shop, ALLOW_PRIVATE).run()).toEqual({ delivered: 0, failed: 0, disabled: 0 });
    expect(receiver.received).toHaveLength(1);
    const [ping] = receiver.received as [ReceivedDelivery];
    expect(ping.method).toBe('POST');
    expect(ping.raw.toString()).toBe(`webhook_id=${created.id}`);
    expect(ping.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(ping.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    expect(ping.headers['user-agent']).toMatch(/^Vitrine\/\d+\.\d+\.\d+ Hookshot \(Node\.js\/\d+/);
    expect(ping.headers['x-wc-webhook-signature']).toBeUndefined();
    expect((await webhookRow(shop.database.db, created.id)).pending_delivery).toBe(0);
    // An update sends no ping.
    await owner.json(200, 'PUT', `${WEBHOOKS}/${created.id}`, { name: 'Renamed' });
    await deliveries(shop, ALLOW_PRIVATE).run();
    expect(receiver.received).toHaveLength(1);
  });

  it('delivers order.created on checkout: the order’s wc/v3 JSON with WooCommerce’s headers, signed as its documentation checks', async () => {
    const webhook = await webhookFor('order.created');
    const { response, orderId } = await checkoutWith(shop, productId, {});
    expect(response.status).toBe(303);
    // The checkout queued it; nothing went out during the request.
    expect(events(receiver)).toEqual([]);
    expect(await deliveries(shop, ALLOW_PRIVATE).run()).toEqual({ delivered: 1, failed: 0, disabled: 0 });

    const [delivery] = events(receiver) as [ReceivedDelivery];
    expect(verifyWooCommerceSignature(delivery.raw, delivery.headers['x-wc-webhook-signature'], SECRET)).toBe(true);
    expect(verifyWooCommerceSignature(delivery.raw, delivery.headers['x-wc-webhook-signature'], 'another secret')).toBe(false);
    expect(delivery.path).toBe('/hooks');
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      'x-wc-webhook-topic': 'order.created',
      'x-wc-webhook-resource': 'order',
      'x-wc-webhook-event': 'created',
      'x-wc-webhook-id': String(webhook.id),
      'x-wc-webhook-source': `${shop.url}/`,
    });
    expect(delivery.headers['x-wc-webhook-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyOf(delivery)).toEqual(await owner.json(200, 'GET', `/wc/v3/orders/${orderId}`));

    const [logged] = await shop.database.db.selectFrom('webhook_deliveries').selectAll().where('topic', '=', 'order.created').execute();
    expect(logged).toMatchObject({ webhook_id: webhook.id, resource_id: orderId, attempt: 1, success: 1, status_code: 200, response: 'ok', delivery_id: delivery.headers['x-wc-webhook-delivery-id'] });
    expect(await shop.database.db.selectFrom('webhook_queue').select('id').execute()).toEqual([]);
  });

  it('tries a refused delivery again after a wait, with the same body and delivery id, and counts the failures afresh after a success', async () => {
    const delivery = deliveries(shop, ALLOW_PRIVATE);
    const webhook = await webhookFor('order.created', delivery);
    receiver.answers.push({ status: 500, body: 'Database is down' });
    await checkoutWith(shop, productId, {});

    expect(await delivery.run()).toEqual({ delivered: 0, failed: 1, disabled: 0 });
    expect(await webhookRow(shop.database.db, webhook.id)).toMatchObject({ failure_count: 1, status: 'active' });
    // Before the wait is over nothing is tried.
    expect(await delivery.run()).toEqual({ delivered: 0, failed: 0, disabled: 0 });
    expect(events(receiver)).toHaveLength(1);

    delivery.waitOut(1);
    expect(await delivery.run()).toEqual({ delivered: 1, failed: 0, disabled: 0 });
    const [first, second] = events(receiver) as [ReceivedDelivery, ReceivedDelivery];
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(second.headers['x-wc-webhook-delivery-id']).toBe(first.headers['x-wc-webhook-delivery-id']);
    expect(verifyWooCommerceSignature(second.raw, second.headers['x-wc-webhook-signature'], SECRET)).toBe(true);
    expect(await webhookRow(shop.database.db, webhook.id)).toMatchObject({ failure_count: 0, retry_at: null, status: 'active' });

    const log = await shop.database.db.selectFrom('webhook_deliveries').select(['attempt', 'success', 'status_code', 'response']).where('topic', '=', 'order.created').orderBy('id').execute();
    expect(log).toEqual([
      { attempt: 1, success: 0, status_code: 500, response: 'Database is down' },
      { attempt: 2, success: 1, status_code: 200, response: 'ok' },
    ]);
  });

  it('disables a webhook after five failed deliveries in a row and tells the owner; its deliveries wait and go out once it is active again', async () => {
    const delivery = deliveries(shop, ALLOW_PRIVATE);
    const webhook = await webhookFor('order.created', delivery);
    for (let failure = 0; failure < 5; failure++) receiver.answers.push({ status: 503, body: 'Come back later' });
    const orders = [(await checkoutWith(shop, productId, {})).orderId, (await checkoutWith(shop, productId, {})).orderId];

    for (let failures = 1; failures <= 5; failures++) {
      const report = await delivery.run();
      // One failure a round: the webhook's later delivery waits behind the failed one.
      expect(report).toEqual({ delivered: 0, failed: 1, disabled: failures === 5 ? 1 : 0 });
      delivery.waitOut(failures);
    }
    expect(await owner.json(200, 'GET', `${WEBHOOKS}/${webhook.id}?_fields=status`)).toEqual({ status: 'disabled' });
    const mails = await shop.database.db.selectFrom('outbox').select(['to_address', 'subject', 'text']).where('kind', '=', 'webhook_disabled').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: buildConfig().store.email, subject: expect.stringContaining('Webhook “On order.created” was disabled') });
    expect(mails[0]!.text).toContain('HTTP 503: Come back later');
    expect(mails[0]!.text).toContain(`${shop.url}/admin/settings/webhooks/${webhook.id}/`);

    // Disabled: nothing more is sent, and no new order is queued for it.
    expect(await delivery.run()).toEqual({ delivered: 0, failed: 0, disabled: 0 });
    expect(events(receiver)).toHaveLength(5);
    await checkoutWith(shop, productId, {});
    expect(await shop.database.db.selectFrom('webhook_queue').select('resource_id').orderBy('id').execute()).toEqual(orders.map((id) => ({ resource_id: id })));

    await owner.json(200, 'PUT', `${WEBHOOKS}/${webhook.id}`, { status: 'active' });
    expect(await webhookRow(shop.database.db, webhook.id)).toMatchObject({ failure_count: 0, retry_at: null });
    expect(await delivery.run()).toEqual({ delivered: 2, failed: 0, disabled: 0 });
    expect(events(receiver).slice(5).map((each) => bodyOf(each).id)).toEqual(orders);
  });

  it('neither slows nor fails a checkout while its receiver hangs or refuses', async () => {
    const delivery = deliveries(shop, ALLOW_PRIVATE);
    await webhookFor('order.created', delivery);
    receiver.answers.push('hold');
    const first = await checkoutWith(shop, productId, {});
    expect(first.response.status).toBe(303);
    const round = delivery.run();
    await receiver.arrived(2);
    // The first delivery is held open by its receiver; the shop takes the next order all the same.
    const second = await checkoutWith(shop, productId, {});
    expect(second.response.status).toBe(303);
    expect((await second.visitor.request(second.response.headers.get('location') ?? '')).status).toBe(200);
    expect(events(receiver)).toHaveLength(1);
    receiver.release(200);
    expect(await round).toEqual({ delivered: 1, failed: 0, disabled: 0 });
    expect(await delivery.run()).toEqual({ delivered: 1, failed: 0, disabled: 0 });
    expect(events(receiver).map((each) => bodyOf(each).id)).toEqual([first.orderId, second.orderId]);

    receiver.answers.push({ status: 500 });
    const third = await checkoutWith(shop, productId, {});
    expect(third.response.status).toBe(303);
    expect(await delivery.run()).toEqual({ delivered: 0, failed: 1, disabled: 0 });
    expect(await shop.database.db.selectFrom('orders').select('status').where('id', '=', third.orderId).executeTakeFirst()).toEqual({ status: 'processing' });
  });

  it('queues each topic from the writes that make it, and sends a deleted resource as its id', async () => {
    const db = shop.database.db;
    const topics = ['product.created', 'product.updated', 'product.deleted', 'coupon.created', 'coupon.updated', 'coupon.deleted', 'customer.created', 'customer.updated', 'order.updated'];
    const delivery = deliveries(shop, ALLOW_PRIVATE);
    const hooks = new Map<string, number>();
    for (const topic of topics) hooks.set(topic, (await webhookFor(topic, delivery)).id);

    const product = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/products', { name: 'Hooked kettle', regular_price: '30.00' });
    await owner.json(200, 'PUT', `/wc/v3/products/${product.id}`, { regular_price: '32.00' });
    await owner.json(200, 'DELETE', `/wc/v3/products/${product.id}?force=true`);
    const coupon = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/coupons', { code: `hooked-${dialect}`, amount: '5' });
    await owner.json(200, 'PUT', `/wc/v3/coupons/${coupon.id}`, { amount: '6' });
    await owner.json(200, 'DELETE', `/wc/v3/coupons/${coupon.id}?force=true`);
    const registered = await registerCustomer(db, { email: `hooked-${dialect}@example.com`, password: 'a-long-enough-password', first_name: 'Hedy' });
    if (!registered.ok) throw new Error('registration failed');
    const address = { first_name: 'Hedy', last_name: 'Lamarr', company: '', country: 'US', address_1: '1 Spread Way', address_2: '', city: 'Vienna', state: 'VA', postcode: '22180', phone: '', email: `hooked-${dialect}@example.com` };
    await saveAddress(db, registered.value.id, 'billing', address);
    const { orderId } = await checkoutWith(shop, productId, {});
    await owner.json(200, 'PUT', `/wc/v3/orders/${orderId}`, { status: 'completed' });
    await owner.json(201, 'POST', `/wc/v3/orders/${orderId}/refunds`, { amount: '1.00' });

    const queued = await db.selectFrom('webhook_queue').select(['webhook_id', 'topic', 'resource_id']).orderBy('id').execute();
    expect(queued).toEqual([
      { webhook_id: hooks.get('product.created'), topic: 'product.created', resource_id: product.id },
      { webhook_id: hooks.get('product.updated'), topic: 'product.updated', resource_id: product.id },
      { webhook_id: hooks.get('product.deleted'), topic: 'product.deleted', resource_id: product.id },
      { webhook_id: hooks.get('coupon.created'), topic: 'coupon.created', resource_id: coupon.id },
      { webhook_id: hooks.get('coupon.updated'), topic: 'coupon.updated', resource_id: coupon.id },
      { webhook_id: hooks.get('coupon.deleted'), topic: 'coupon.deleted', resource_id: coupon.id },
      { webhook_id: hooks.get('customer.created'), topic: 'customer.created', resource_id: registered.value.id },
      { webhook_id: hooks.get('customer.updated'), topic: 'customer.updated', resource_id: registered.value.id },
      // The status change, then the refund: the second is another delivery once the first is taken, else the same one.
      { webhook_id: hooks.get('order.updated'), topic: 'order.updated', resource_id: orderId },
    ]);

    expect(await delivery.run()).toMatchObject({ delivered: 9, failed: 0 });
    const byTopic = new Map(events(receiver).map((each) => [each.headers['x-wc-webhook-topic'] as string, bodyOf(each)]));
    expect(byTopic.get('product.deleted')).toEqual({ id: product.id });
    // Made when it goes out: the product is gone by then, so its id alone.
    expect(byTopic.get('product.created')).toEqual({ id: product.id });
    expect(byTopic.get('customer.created')).toMatchObject({ id: registered.value.id, email: `hooked-${dialect}@example.com`, role: 'customer', first_name: 'Hedy', is_paying_customer: false });
    expect(byTopic.get('customer.updated')).toMatchObject({ billing: { first_name: 'Hedy', address_1: '1 Spread Way', city: 'Vienna', country: 'US' } });
    expect(byTopic.get('order.updated')).toMatchObject({ id: orderId, status: 'completed', refunds: [{ total: '-1.00' }] });

    // Account details saved: another customer.updated, delivered with the new names.
    const details = await updateAccountDetails(
      db,
      registered.value.id,
      { account_first_name: 'Hedwig', account_last_name: 'Kiesler', account_display_name: 'Hedy', account_email: `hooked-${dialect}@example.com`, password_current: '', password_1: '', password_2: '' },
      null,
    );
    expect(details.ok).toBe(true);
    expect(await db.selectFrom('webhook_queue').select(['topic', 'resource_id']).execute()).toEqual([{ topic: 'customer.updated', resource_id: registered.value.id }]);
    expect(await delivery.run()).toMatchObject({ delivered: 1 });
    expect(bodyOf(events(receiver).at(-1)!)).toMatchObject({ first_name: 'Hedwig', last_name: 'Kiesler' });
  });

  it('lets the owner add, edit and delete webhooks in the admin, with each field’s problem beside it and the deliveries’ answers', async () => {
    const visitor = new Visitor(shop);
    await logInAs(visitor, 'admin', TEST_ADMIN_PASSWORD);
    const list = await visitor.page('/admin/settings/webhooks/');
    expect(list).toContain('There are no webhooks yet');
    expect(list).toContain('href="/admin/settings/webhooks/"');
    const form = await visitor.page('/admin/settings/webhooks/new/');
    const nonce = nonceIn(form);
    const fields = { _wpnonce: nonce, intent: 'save', name: 'Warehouse', status: 'active', topic: 'order.created', delivery_url: '', secret: '' };

    const missing = await visitor.post('/admin/settings/webhooks/new/', fields);
    expect(missing.status).toBe(400);
    const missingHtml = decode(await missing.text());
    expect(missingHtml).toMatch(/id="webhook-delivery-url-error">Delivery URL is required\.</);
    expect(missingHtml).toContain('value="Warehouse"');
    const restored = decode(await (await visitor.post('/admin/settings/webhooks/new/', { ...fields, topic: 'product.restored', delivery_url: receiver.url })).text());
    expect(restored).toMatch(/id="webhook-topic-error">Topic is never sent: only orders go to the trash \(order\.restored\)\.</);

    const saved = await visitor.post('/admin/settings/webhooks/new/', { ...fields, delivery_url: receiver.url, secret: SECRET });
    expect(saved.status).toBe(303);
    const page = saved.headers.get('location') ?? '';
    const id = Number(/^\/admin\/settings\/webhooks\/(\d+)\/$/.exec(page)?.[1]);
    expect(await webhookRow(shop.database.db, id)).toMatchObject({ name: 'Warehouse', topic: 'order.created', delivery_url: receiver.url, secret: SECRET, status: 'active' });
    expect(decode(await visitor.page(page))).toContain('Webhook created successfully. The delivery URL is being pinged');

    // The ping's answer, then an order's, show under Recent deliveries.
    await deliveries(shop, ALLOW_PRIVATE).run();
    receiver.answers.push({ status: 410, body: 'Gone fishing' });
    await checkoutWith(shop, productId, {});
    await deliveries(shop, ALLOW_PRIVATE).run();
    const rows = tableOf(await visitor.page(page), 'webhook-deliveries').body;
    expect(rows.map((row) => row.slice(1, 6))).toEqual([
      ['order.created', '1', 'Failed', 'HTTP 410', 'Gone fishing'],
      ['Ping', '1', 'Delivered', 'HTTP 200', 'ok'],
    ]);
    expect(decode(await visitor.page(page))).toContain('One delivery is waiting to go out.');

    const paused = await visitor.post(page, { ...fields, status: 'paused', delivery_url: receiver.url });
    expect(paused.status).toBe(303);
    expect(await webhookRow(shop.database.db, id)).toMatchObject({ status: 'paused', secret: SECRET });
    expect(tableOf(await visitor.page('/admin/settings/webhooks/'), 'webhooks').body).toEqual([['Warehouse', 'Paused', 'Order created', receiver.url, '1']]);

    const deleted = await visitor.post(page, { _wpnonce: nonce, intent: 'delete' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin/settings/webhooks/');
    expect(await shop.database.db.selectFrom('webhooks').select('id').execute()).toEqual([]);
    expect(await shop.database.db.selectFrom('webhook_queue').select('id').execute()).toEqual([]);
  });

  it('sends each delivery once when several workers deliver the queue at the same time', async () => {
    const webhook = await webhookFor('customer.updated');
    const ids = Array.from({ length: 30 }, (_, index) => 2_000_000 + index);
    await shop.database.db
      .insertInto('webhook_queue')
      .values(ids.map((resource_id) => ({ webhook_id: webhook.id, topic: 'customer.updated', resource_id, created_at: new Date().toISOString() })))
      .execute();
    const workers = [deliveries(shop, ALLOW_PRIVATE), deliveries(shop, ALLOW_PRIVATE), deliveries(shop, ALLOW_PRIVATE)];
    let delivered = 0;
    for (let round = 0; round < 5; round++) for (const report of await Promise.all(workers.map((worker) => worker.run()))) delivered += report.delivered;
    expect(delivered).toBe(ids.length);
    const sent = events(receiver).map((each) => bodyOf(each).id as number);
    expect(sent.toSorted((a, b) => a - b)).toEqual(ids);
    expect(new Set(events(receiver).map((each) => each.headers['x-wc-webhook-delivery-id'])).size).toBe(ids.length);
  });

  it('keeps the last deliveries of each webhook in its log, not every one', async () => {
    const delivery = deliveries(shop, ALLOW_PRIVATE);
    const webhook = await webhookFor('customer.updated', delivery);
    const keep = WEBHOOK_DELIVERY_DEFAULTS.logPerWebhook;
    const rows = Array.from({ length: keep + 5 }, (_, index) => ({ webhook_id: webhook.id, topic: 'customer.updated', resource_id: 1_000_000 + index, created_at: new Date().toISOString() }));
    await shop.database.db.insertInto('webhook_queue').values(rows).execute();
    while ((await delivery.run()).delivered > 0);
    const log = await shop.database.db.selectFrom('webhook_deliveries').select('resource_id').where('webhook_id', '=', webhook.id).orderBy('id').execute();
    expect(log).toHaveLength(keep);
    expect(log.at(-1)?.resource_id).toBe(1_000_000 + keep + 4);
  });
});

describe.each(DIALECTS)('webhooks to private addresses on %s', (dialect) => {
  // The default: webhooks.allowPrivateTargets is off.
  const shop = useHttpShop(dialect);
  let owner: RestSession;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    owner = await ownerSession(shop);
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it('refuses loopback, private, link-local and unique-local URLs when the webhook is saved', async () => {
    const targets = [receiver.url, 'http://localhost:8080/hooks', 'http://[::1]/hooks', 'http://[::ffff:127.0.0.1]/hooks', 'http://169.254.169.254/latest/meta-data', 'http://10.1.2.3/', 'http://192.168.0.10/', 'https://[fd12:3456::1]/', 'http://[fe80::1]/'];
    for (const delivery_url of targets) {
      const error = await owner.json<ErrorJson>(400, 'POST', WEBHOOKS, { topic: 'order.created', delivery_url });
      expect(error.code, delivery_url).toBe('woocommerce_rest_shop_webhook_invalid_delivery_url');
      expect(error.data.params?.delivery_url, delivery_url).toMatch(/must lead to a public address: .* (is not a public address|which is not a public address) \(webhooks go to public addresses only, unless the shop’s config sets webhooks\.allowPrivateTargets\)$/);
    }
    expect(await shop.database.db.selectFrom('webhooks').select('id').execute()).toEqual([]);

    const visitor = new Visitor(shop);
    await logInAs(visitor, 'admin', TEST_ADMIN_PASSWORD);
    const nonce = nonceIn(await visitor.page('/admin/settings/webhooks/new/'));
    const answer = await visitor.post('/admin/settings/webhooks/new/', { _wpnonce: nonce, intent: 'save', name: '', status: 'active', topic: 'order.created', delivery_url: receiver.url, secret: '' });
    expect(answer.status).toBe(400);
    expect(decode(await answer.text())).toMatch(/id="webhook-delivery-url-error">Delivery URL must lead to a public address: 127\.0\.0\.1 is not a public address/);
  });

  it('checks the address again when it delivers, and sends nothing to one it may not reach', async () => {
    const db = shop.database.db;
    // Saved when its address was allowed (or its host's DNS answered otherwise then).
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('webhooks')
      .values({ name: 'Inside', status: 'active', topic: 'order.updated', delivery_url: receiver.url, secret: SECRET, user_id: null, pending_delivery: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => enqueueWebhookEvent(trx, 'order', 'updated', 4242));
    expect(await deliveries(shop, {}).run()).toEqual({ delivered: 0, failed: 1, disabled: 0 });
    expect(receiver.received).toEqual([]);
    expect(await db.selectFrom('webhook_deliveries').select(['status_code', 'response', 'success']).where('webhook_id', '=', id).execute()).toEqual([
      { status_code: null, response: '127.0.0.1 is not a public address', success: 0 },
    ]);
  });
});
