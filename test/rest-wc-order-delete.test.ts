import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { createApiKeyForLogin } from '../core/accounts/api-keys.ts';
import { deliverWebhooks } from '../core/webhooks/deliver.ts';
import { webhookDeliverySettings } from '../server/process/webhook-worker.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutWith } from './fixtures/checkout.ts';
import { customerSession, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertCoupon } from './fixtures/coupons.ts';
import { stockOf } from './fixtures/refunds.ts';
import { insertOrder, insertProduct } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from './fixtures/webhook-receiver.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const ORDERS = '/wc/v3/orders';
const CONFIG: ConfigFile = { webhooks: { allowPrivateTargets: true } };
const HTTPS = { 'x-forwarded-proto': 'https' };

interface OrderJson {
  id: number;
  status: string;
  customer_id: number;
  line_items: unknown[];
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

describe.each(DIALECTS)('deleting wc/v3 orders on %s', (dialect) => {
  const shop = useHttpShop(dialect, CONFIG, { trustProxy: true });
  let owner: RestSession;
  let admin: Visitor;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    owner = await ownerSession(shop);
    admin = new Visitor(shop);
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  const listed = async (query: string) => (await owner.json<OrderJson[]>(200, 'GET', `${ORDERS}?per_page=100&${query}`)).map((order) => order.id);
  const orderRow = (id: number) => shop.database.db.selectFrom('orders').select(['status', 'status_before_trash', 'customer_id']).where('id', '=', id).executeTakeFirst();

  it('moves an order to the trash: out of every list but the trash’s, gone for its customer, restored to the status it had', async () => {
    const db = shop.database.db;
    const customer = await customerSession(shop, `trashed-${dialect}@example.com`);
    const customerId = (await db.selectFrom('users').select('id').where('email', '=', `trashed-${dialect}@example.com`).executeTakeFirstOrThrow()).id;
    const orderId = await insertOrder(db, { customerId, status: 'on-hold' });
    const kept = await insertOrder(db, { customerId, status: 'completed' });
    expect(await listed('')).toContain(orderId);
    expect(decode(await customer.visitor.page('/my-account/orders/'))).toContain(`/my-account/view-order/${orderId}/`);

    // Answered as it was, as WooCommerce answers a delete.
    const answered = await owner.json<OrderJson>(200, 'DELETE', `${ORDERS}/${orderId}`);
    expect(answered).toMatchObject({ id: orderId, status: 'on-hold', customer_id: customerId });
    expect(await orderRow(orderId)).toEqual({ status: 'trash', status_before_trash: 'on-hold', customer_id: customerId });
    expect(await owner.json(200, 'GET', `${ORDERS}/${orderId}?_fields=id,status`)).toEqual({ id: orderId, status: 'trash' });

    expect(await listed('')).not.toContain(orderId);
    expect(await listed('status=any')).not.toContain(orderId);
    expect(await listed('status=on-hold')).not.toContain(orderId);
    expect(await listed('status=trash')).toEqual([orderId]);
    expect(await listed('status=trash,completed')).toEqual(expect.arrayContaining([orderId, kept]));
    const counted = await owner.send('GET', `${ORDERS}?status=trash`);
    expect(counted.headers.get('x-wp-total')).toBe('1');

    const adminList = await admin.page('/admin/orders/');
    expect(adminList).not.toContain(`href="/admin/orders/${orderId}/"`);
    expect(adminList).toContain(`href="/admin/orders/${kept}/"`);
    // The trash's own filter, counting it; "All" does not.
    const filters = adminList.replace(/<!-- -->/g, '');
    expect(filters).toMatch(/Trash <span class="count">\(1\)<\/span>/);
    const total = (await owner.send('GET', ORDERS)).headers.get('x-wp-total');
    expect(/All <span class="count">\((\d+)\)<\/span>/.exec(filters)?.[1]).toBe(total);
    expect(Number(total)).toBe(Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('status', '!=', 'trash').executeTakeFirstOrThrow()).n));
    expect(await admin.page('/admin/orders/?status=trash')).toContain(`href="/admin/orders/${orderId}/"`);
    // The owner still reads it; nothing is refunded from the trash.
    expect(decode(await admin.page(`/admin/orders/${orderId}/`))).toContain(`Order #${orderId}`);
    const refund = await owner.json<ErrorJson>(400, 'POST', `${ORDERS}/${orderId}/refunds`, { amount: '1.00' });
    expect(refund.message).toMatch(/this one is Trash/);

    // Its customer no longer has it.
    const accountList = decode(await customer.visitor.page('/my-account/orders/'));
    expect(accountList).not.toContain(`/my-account/view-order/${orderId}/`);
    expect(accountList).toContain(`/my-account/view-order/${kept}/`);
    expect((await customer.visitor.request(`/my-account/view-order/${orderId}/`)).status).toBe(404);

    const again = await owner.json<ErrorJson>(410, 'DELETE', `${ORDERS}/${orderId}`);
    expect(again).toMatchObject({ code: 'woocommerce_rest_already_trashed', data: { status: 410 } });

    // Out of the trash only to the status it had; the order process then goes on from there.
    const wrong = await owner.json<ErrorJson>(400, 'PUT', `${ORDERS}/${orderId}`, { status: 'processing' });
    expect(wrong.data.params?.status).toMatch(/restored to the status it had, On hold \(on-hold\)/);
    expect(await orderRow(orderId)).toMatchObject({ status: 'trash' });
    expect(await owner.json(200, 'PUT', `${ORDERS}/${orderId}`, { status: 'wc-on-hold' })).toMatchObject({ status: 'on-hold' });
    expect(await orderRow(orderId)).toEqual({ status: 'on-hold', status_before_trash: null, customer_id: customerId });
    expect(await listed('')).toContain(orderId);
    expect((await customer.visitor.request(`/my-account/view-order/${orderId}/`)).status).toBe(200);
    expect(await owner.json(200, 'PUT', `${ORDERS}/${orderId}`, { status: 'processing' })).toMatchObject({ status: 'processing' });

    // Nothing moves an order to the trash but a delete.
    expect((await owner.json<ErrorJson>(400, 'PUT', `${ORDERS}/${kept}`, { status: 'trash' })).data.params?.status).toMatch(/cannot become Trash/);
  });

  it('keeps a trashed guest order’s page from its link, and its stock where it was', async () => {
    const lamp = await insertProduct(shop.database.db, { name: 'Trashed lamp', price: 1500, stock: 5 });
    const { response, orderId, visitor } = await checkoutWith(shop, lamp, {});
    const received = response.headers.get('location') ?? '';
    expect((await visitor.request(received)).status).toBe(200);
    expect(await stockOf(shop.database.db, lamp)).toBe(4);
    await owner.json(200, 'DELETE', `${ORDERS}/${orderId}`);
    expect((await visitor.request(received)).status).toBe(404);
    expect(await stockOf(shop.database.db, lamp)).toBe(4);
  });

  it('deletes an order for good with force=true: its lines, addresses, notes and refunds go, stock and coupon uses stay', async () => {
    const db = shop.database.db;
    const lamp = await insertProduct(db, { name: 'Deleted lamp', price: 2000, stock: 10 });
    const { orderId } = await checkoutWith(shop, lamp, {});
    await owner.json(201, 'POST', `${ORDERS}/${orderId}/refunds`, { amount: '1.00', reason: 'Scratched' });
    const now = new Date().toISOString();
    await db.insertInto('order_notes').values({ order_id: orderId, content: 'Packed', customer_note: 0, author: 'Owner', created_at: now }).execute();
    // A use of a coupon, as the checkout records one.
    const coupon = { id: await insertCoupon(db, { code: `gone-${dialect}`, amount: '1.00' }) };
    await db.updateTable('coupons').set({ usage_count: 1 }).where('id', '=', coupon.id).execute();
    await db.insertInto('order_coupon_lines').values({ order_id: orderId, coupon_id: coupon.id, code: `gone-${dialect}`, discount: 100, customer_id: null, email: 'guest@example.com' }).execute();
    const before = await owner.json<OrderJson>(200, 'GET', `${ORDERS}/${orderId}`);

    expect(await owner.json(200, 'DELETE', `${ORDERS}/${orderId}?force=true`)).toEqual(before);
    expect((await owner.json<ErrorJson>(404, 'GET', `${ORDERS}/${orderId}`)).code).toBe('woocommerce_rest_shop_order_invalid_id');
    for (const table of ['order_lines', 'order_addresses', 'order_notes', 'order_refunds', 'order_coupon_lines', 'order_shipping_lines', 'order_attribution'] as const) {
      expect(await db.selectFrom(table).select('order_id').where('order_id', '=', orderId).execute(), table).toEqual([]);
    }
    expect(await stockOf(db, lamp)).toBe(9);
    expect(await db.selectFrom('coupons').select('usage_count').where('id', '=', coupon.id).executeTakeFirst()).toEqual({ usage_count: 1 });

    // An order in the trash is deleted for good the same way.
    const trashed = await insertOrder(db, {});
    await owner.json(200, 'DELETE', `${ORDERS}/${trashed}`);
    expect(await owner.json(200, 'DELETE', `${ORDERS}/${trashed}?force=1`)).toMatchObject({ id: trashed, status: 'trash' });
    expect(await orderRow(trashed)).toBeUndefined();
    expect(await listed('status=trash')).not.toContain(trashed);

    for (const path of [`${ORDERS}/${orderId}?force=true`, `${ORDERS}/${orderId}`, `${ORDERS}/99999999999999999999?force=true`]) {
      expect((await owner.json<ErrorJson>(404, 'DELETE', path)).code, path).toBe('woocommerce_rest_shop_order_invalid_id');
    }
  });

  it('answers the owner alone: a read key, a customer and nobody delete nothing', async () => {
    const db = shop.database.db;
    const orderId = await insertOrder(db, {});
    const made = await createApiKeyForLogin(db, { login: 'admin', permissions: 'read' });
    if (!made.ok) throw new Error(made.error.message);
    const key = made.value;
    const auth = { ...HTTPS, authorization: `Basic ${Buffer.from(`${key.consumerKey}:${key.consumerSecret}`).toString('base64')}` };
    expect((await shop.request(`/wp-json${ORDERS}/${orderId}?force=true`, { method: 'DELETE', headers: auth })).status).toBe(401);
    const customer = await customerSession(shop, `order-deleter-${dialect}@example.com`);
    expect((await customer.send('DELETE', `${ORDERS}/${orderId}?force=true`)).status).toBe(403);
    expect((await customer.send('DELETE', `${ORDERS}/${orderId}`)).status).toBe(403);
    expect((await shop.request(`/wp-json${ORDERS}/${orderId}`, { method: 'DELETE' })).status).toBe(401);
    // A signed-in owner without the nonce is refused too: a delete is a write.
    expect((await owner.send('DELETE', `${ORDERS}/${orderId}`, undefined, { nonce: false })).status).toBe(403);
    expect(await orderRow(orderId)).toMatchObject({ status: 'processing' });
  });

  it('queues order.deleted for the trash and for good, sent as the order’s id, and order.restored with order.updated when it is restored', async () => {
    const db = shop.database.db;
    const settings = webhookDeliverySettings({ config: buildConfig(CONFIG), siteOrigin: shop.url });
    const deliver = () => deliverWebhooks(db, settings);
    const deleted = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/webhooks', { topic: 'order.deleted', delivery_url: receiver.url });
    const updated = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/webhooks', { topic: 'order.updated', delivery_url: receiver.url });
    const restored = await owner.json<{ id: number; event: string; hooks: string[] }>(201, 'POST', '/wc/v3/webhooks', { topic: 'order.restored', delivery_url: receiver.url });
    expect(restored).toMatchObject({ event: 'restored', hooks: ['untrashed_post'] });
    await deliver();
    receiver.received.length = 0;
    const queue = () => db.selectFrom('webhook_queue').select(['webhook_id', 'topic', 'resource_id']).orderBy('id').execute();

    const first = await insertOrder(db, { status: 'completed' });
    const second = await insertOrder(db, {});
    await owner.json(200, 'DELETE', `${ORDERS}/${first}`);
    expect(await queue()).toEqual([{ webhook_id: deleted.id, topic: 'order.deleted', resource_id: first }]);
    await owner.json(200, 'PUT', `${ORDERS}/${first}`, { status: 'completed' });
    await owner.json(200, 'DELETE', `${ORDERS}/${second}?force=true`);
    // A refused delete queues nothing.
    await owner.json(404, 'DELETE', `${ORDERS}/999999`);
    expect(await queue()).toEqual([
      { webhook_id: deleted.id, topic: 'order.deleted', resource_id: first },
      { webhook_id: restored.id, topic: 'order.restored', resource_id: first },
      { webhook_id: updated.id, topic: 'order.updated', resource_id: first },
      { webhook_id: deleted.id, topic: 'order.deleted', resource_id: second },
    ]);

    expect(await deliver()).toMatchObject({ delivered: 4, failed: 0 });
    const byTopic = (topic: string) => receiver.received.filter((delivery) => delivery.headers['x-wc-webhook-topic'] === topic).map((delivery: ReceivedDelivery) => JSON.parse(delivery.raw.toString('utf8')) as Record<string, unknown>);
    expect(byTopic('order.deleted')).toEqual([{ id: first }, { id: second }]);
    expect(byTopic('order.updated')).toEqual([expect.objectContaining({ id: first, status: 'completed' })]);
    expect(byTopic('order.restored')).toEqual([expect.objectContaining({ id: first, status: 'completed' })]);
    expect(receiver.received.find((delivery) => delivery.headers['x-wc-webhook-topic'] === 'order.restored')?.headers['x-wc-webhook-event']).toBe('restored');
    await db.deleteFrom('webhooks').execute();
  });

  it('moves an order to the trash from its admin page, restores it to the status it had, and deletes it for good only from the trash', async () => {
    const db = shop.database.db;
    const restoredHook = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/webhooks', { topic: 'order.restored', delivery_url: receiver.url });
    const orderId = await insertOrder(db, { status: 'on-hold' });
    const page = async () => decode(await admin.page(`/admin/orders/${orderId}/`));
    const send = async (intent: string) => admin.post(`/admin/orders/${orderId}/`, { _wpnonce: nonceIn(await page()), intent });
    /** The text of the page's button sending that intent, if it has one. */
    const button = (html: string, intent: string) => [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].find(([, attributes = '']) => attributes.includes('name="intent"') && attributes.includes(`value="${intent}"`))?.[2];

    // In the lists: it can go to the trash; neither restored nor deleted for good from there.
    const listed = await page();
    expect(button(listed, 'trash')).toBe('Move to trash');
    expect(button(listed, 'restore')).toBeUndefined();
    expect((await send('delete')).status).toBe(400);
    expect(decode(await (await send('restore')).text())).toContain(`Order #${orderId} is not in the trash.`);
    expect(await orderRow(orderId)).toMatchObject({ status: 'on-hold', status_before_trash: null });

    const trashed = await send('trash');
    expect(trashed.status).toBe(303);
    expect(trashed.headers.get('location')).toBe(`/admin/orders/${orderId}/`);
    expect(await orderRow(orderId)).toMatchObject({ status: 'trash', status_before_trash: 'on-hold' });
    const inTrash = await page();
    expect(textOf(inTrash)).toContain(`Order #${orderId} moved to the trash.`);
    expect(textOf(inTrash)).toContain('Restoring it brings it back as On hold.');
    expect(textOf(button(inTrash, 'restore') ?? '')).toBe(`Restore order #${orderId}`);
    expect(button(inTrash, 'delete')).toBe('Delete permanently');
    expect(inTrash).not.toContain('Update status');
    expect(await admin.page('/admin/orders/')).not.toContain(`href="/admin/orders/${orderId}/"`);

    const restored = await send('restore');
    expect(restored.status).toBe(303);
    expect(await orderRow(orderId)).toMatchObject({ status: 'on-hold', status_before_trash: null });
    expect(textOf(await page())).toContain(`Order #${orderId} restored from the trash as On hold.`);
    expect(await db.selectFrom('webhook_queue').select(['webhook_id', 'resource_id']).where('topic', '=', 'order.restored').execute()).toEqual([{ webhook_id: restoredHook.id, resource_id: orderId }]);

    expect((await send('trash')).status).toBe(303);
    const deleted = await send('delete');
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin/orders/?status=trash');
    expect(await orderRow(orderId)).toBeUndefined();
    expect(textOf(await admin.page('/admin/orders/?status=trash'))).toContain(`Order #${orderId} deleted permanently.`);
    await db.deleteFrom('webhook_queue').execute();
    await db.deleteFrom('webhooks').execute();
  });
});
