import { beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredCheckoutKeys } from '../core/checkout/idempotency-keys.ts';
import { STORE_BILLING_ADDRESS } from '../server/rest/store-checkout.fixture.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const CHECKOUT = '/wp-json/wc/store/v1/checkout';
const PARALLEL = 10;

const checkoutForm = (nonce: string, email: string): Record<string, string> => ({ ...checkoutFields(nonce, {}), billing_email: email });

const jsonBody = (email: string) => JSON.stringify({ billing_address: { ...STORE_BILLING_ADDRESS, email }, payment_method: 'cod' });

/** A shopper with `quantity` of the product in the cart who has opened the checkout (so holds its nonce). */
async function shopperWithCart(shop: SuiteShop, productId: number, quantity: number): Promise<{ visitor: Visitor; nonce: string }> {
  const visitor = new Visitor(shop);
  expect((await visitor.request(`/?add-to-cart=${productId}&quantity=${quantity}`)).status).toBe(303);
  const nonce = nonceIn(decode(await visitor.page('/checkout/')));
  expect(nonce).not.toBe('');
  return { visitor, nonce };
}

function postJson(visitor: Visitor, nonce: string, email: string, headers: Record<string, string> = {}): Promise<Response> {
  return visitor.request(CHECKOUT, { method: 'POST', headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce, ...headers }, body: jsonBody(email) });
}

describe.each(DIALECTS)('one cart makes one order on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let lamp: number;
  beforeAll(async () => {
    lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 100 });
  });

  const ordersFor = (email: string) => shop.database.db.selectFrom('orders').select(['id', 'order_key']).where('billing_email', '=', email).execute();
  const stock = async () => (await shop.database.db.selectFrom('products').select('stock').where('id', '=', lamp).executeTakeFirstOrThrow()).stock;

  it('places one order for many parallel submits of the checkout form, and sends every submit to it', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp, 2);
    const before = await stock();
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => visitor.post('/checkout/', checkoutForm(nonce, 'form-burst@example.com'))));

    const orders = await ordersFor('form-burst@example.com');
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(await stock()).toBe((before ?? 0) - 2);
    const location = `/checkout/order-received/${order?.id}/?key=${order?.order_key}`;
    for (const response of responses) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(location);
    }
    expect(decode(await visitor.page(location))).toContain('Thank you. Your order has been received.');
    expect(decode(await visitor.page('/cart/'))).toContain('Your cart is currently empty.');
  });

  it('sends a repeated form submit after the order to that order, not to an empty cart', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp, 1);
    const first = await visitor.post('/checkout/', checkoutForm(nonce, 'form-again@example.com'));
    expect(first.status).toBe(303);
    const again = await visitor.post('/checkout/', checkoutForm(nonce, 'form-again@example.com'));
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(await ordersFor('form-again@example.com')).toHaveLength(1);
  });

  it('places one order for many parallel JSON checkouts and answers each with it', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp, 3);
    const before = await stock();
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => postJson(visitor, nonce, 'json-burst@example.com')));

    const orders = await ordersFor('json-burst@example.com');
    expect(orders).toHaveLength(1);
    expect(await stock()).toBe((before ?? 0) - 3);
    const bodies = await Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as { order_id: number } })));
    const first = bodies[0]?.body;
    expect(first?.order_id).toBe(orders[0]?.id);
    for (const { status, body } of bodies) {
      expect(status).toBe(200);
      expect(body).toEqual(first);
    }
  });

  it('answers a repeat with the same Idempotency-Key with the same order, and only for the same session', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp, 1);
    const headers = { 'idempotency-key': 'order-attempt-7f3a' };
    const first = await postJson(visitor, nonce, 'keyed@example.com', headers);
    expect(first.status).toBe(200);
    const placed = await first.json();

    const repeat = await postJson(visitor, nonce, 'keyed@example.com', headers);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(placed);
    expect(await ordersFor('keyed@example.com')).toHaveLength(1);

    // Another shopper sending the same key gets an order of their own, and nothing of the first one.
    const stranger = await shopperWithCart(shop, lamp, 1);
    const foreign = await postJson(stranger.visitor, stranger.nonce, 'keyed-stranger@example.com', headers);
    expect(foreign.status).toBe(200);
    const text = await foreign.text();
    const theirs = JSON.parse(text) as { order_id: number };
    expect(theirs.order_id).not.toBe((placed as { order_id: number }).order_id);
    expect(text).not.toContain((placed as { order_key: string }).order_key);
    expect(await ordersFor('keyed-stranger@example.com')).toHaveLength(1);
  });

  it('refuses an unusable Idempotency-Key with a reason', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp, 1);
    for (const key of ['', 'k'.repeat(256), 'tab\there']) {
      const response = await postJson(visitor, nonce, 'bad-key@example.com', { 'idempotency-key': key });
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { 'Idempotency-Key': expect.any(String) } } });
    }
    expect(await ordersFor('bad-key@example.com')).toHaveLength(0);
  });

  it('places a second order normally once the shopper fills the cart again', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp, 1);
    const headers = { 'idempotency-key': 'first-purchase' };
    const first = await postJson(visitor, nonce, 'twice@example.com', headers);
    expect(first.status).toBe(200);
    const firstOrder = (await first.json()) as { order_id: number };

    expect((await visitor.request(`/?add-to-cart=${lamp}&quantity=2`)).status).toBe(303);
    const form = await visitor.post('/checkout/', checkoutForm(nonce, 'twice@example.com'));
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).not.toContain(`/order-received/${firstOrder.order_id}/`);

    expect((await visitor.request(`/?add-to-cart=${lamp}&quantity=1`)).status).toBe(303);
    const third = await postJson(visitor, nonce, 'twice@example.com', { 'idempotency-key': 'third-purchase' });
    expect(third.status).toBe(200);
    expect(await ordersFor('twice@example.com')).toHaveLength(3);
  });

  it('forgets idempotency keys once they expire', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp, 1);
    const headers = { 'idempotency-key': 'short-lived' };
    expect((await postJson(visitor, nonce, 'purged@example.com', headers)).status).toBe(200);
    const now = new Date();
    expect(await purgeExpiredCheckoutKeys(shop.database.db, now)).toBe(0);
    const later = new Date(now.getTime() + 25 * 3600 * 1000);
    expect(await purgeExpiredCheckoutKeys(shop.database.db, later)).toBeGreaterThanOrEqual(1);
    // Without its key the repeat is an ordinary checkout of an empty cart… but the cart remembers its order.
    const repeat = await postJson(visitor, nonce, 'purged@example.com', headers);
    expect(repeat.status).toBe(200);
    expect(await ordersFor('purged@example.com')).toHaveLength(1);
  });
});
