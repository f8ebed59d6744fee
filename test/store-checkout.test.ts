import { beforeAll, describe, expect, it } from 'vitest';
import { getOrderAttribution, originsForOrders } from '../core/attribution/order-attribution.ts';
import { EXTENSION_NAMESPACE } from '../core/contract/attribution/prefix.ts';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { STORE_BILLING_ADDRESS } from '../server/rest/store-checkout.fixture.ts';
import { DIALECTS } from './dialects.ts';
import { expectOversizedCut, newsletterAttribution, oversizedAttribution } from './fixtures/attribution.ts';
import { IPHONE_AGENT } from './fixtures/checkout.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const CHECKOUT = '/wp-json/wc/store/v1/checkout';
const NAMESPACE = EXTENSION_NAMESPACE;

const billingAddress = STORE_BILLING_ADDRESS;

/** A valid Store API checkout body (UK address, cash on delivery), with these extensions when given. */
function checkoutBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { billing_address: billingAddress, payment_method: 'cod', customer_note: 'Please knock', ...overrides };
}

const withAttribution = (attribution: unknown) => checkoutBody({ extensions: { [NAMESPACE]: attribution } });

/** A shopper with this product in the cart, who has opened the checkout and so holds its nonce. */
async function shopperWithCart(shop: SuiteShop, ...productIds: number[]): Promise<{ visitor: Visitor; nonce: string }> {
  const visitor = new Visitor(shop);
  for (const id of productIds) expect((await visitor.request(`/?add-to-cart=${id}`)).status).toBe(303);
  const nonce = nonceIn(decode(await visitor.page('/checkout/')));
  expect(nonce).not.toBe('');
  return { visitor, nonce };
}

function postCheckout(visitor: Visitor, nonce: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return visitor.request(CHECKOUT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface RestErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string>; notices?: string[] };
}

describe.each(DIALECTS)('the JSON checkout (Store API) on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let lamp: number;
  beforeAll(async () => {
    lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 1000 });
  });

  const orderIds = async () => (await shop.database.db.selectFrom('orders').select('id').orderBy('id').execute()).map((row) => row.id);

  /** Places an order with this body; it must succeed whatever the attribution holds. */
  async function placed(body: unknown): Promise<number> {
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    const response = await postCheckout(visitor, nonce, body);
    expect(response.status, await response.clone().text()).toBe(200);
    const json = (await response.json()) as { order_id: number };
    expect(json.order_id).toBeGreaterThan(0);
    return json.order_id;
  }

  /** Sends a request that must be refused with this status, and checks that no order was written. */
  async function refused(send: () => Promise<Response>, status: number): Promise<RestErrorBody> {
    const before = await orderIds();
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as RestErrorBody;
    expect(body.data.status).toBe(status);
    expect(await orderIds()).toEqual(before);
    return body;
  }

  it('places the order with its full attribution, answers like the Store API and empties the cart', async () => {
    const full = newsletterAttribution();
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    const response = await postCheckout(visitor, nonce, checkoutBody({ extensions: { [NAMESPACE]: full, 'another/extension': { kept: 'elsewhere' } } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const json = (await response.json()) as { order_id: number; order_key: string };
    const { email: _email, ...shipping } = billingAddress;
    expect(json).toEqual({
      order_id: expect.any(Number),
      status: 'processing',
      order_key: expect.stringMatching(/^wc_order_[A-Za-z0-9_-]{16,}$/),
      customer_note: 'Please knock',
      billing_address: billingAddress,
      shipping_address: { ...shipping, phone: '' },
      payment_method: 'cod',
      payment_result: { payment_status: 'success', payment_details: [], redirect_url: `/checkout/order-received/${json.order_id}/?key=${json.order_key}` },
    });

    const order = await shop.database.db.selectFrom('orders').selectAll().where('id', '=', json.order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_key: json.order_key, status: 'processing', total: 4500 + 500, payment_method: 'cod', billing_email: 'ada@example.co.uk', customer_note: 'Please knock' });
    expect(await getOrderAttribution(shop.database.db, json.order_id)).toEqual({
      orderId: json.order_id,
      values: { ...full, session_pages: 4, session_count: 1 },
      deviceType: 'Desktop',
      origin: 'Source: Newsletter',
    });

    // The cart is gone, its cookies expire, and the shopper's order page opens with the key.
    expect(visitor.cookieHeader('woocommerce_items_in_cart')).toMatch(/Max-Age=0/);
    expect(visitor.cookieHeader('woocommerce_cart_hash')).toMatch(/Max-Age=0/);
    expect(decode(await visitor.page('/cart/'))).toContain('Your cart is currently empty.');
    expect(decode(await visitor.page(`/checkout/order-received/${json.order_id}/?key=${json.order_key}`))).toContain('Thank you. Your order has been received.');
  });

  it('takes the Store API’s own Nonce header and a separate shipping address', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    const response = await visitor.request(CHECKOUT, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', nonce },
      body: JSON.stringify(checkoutBody({ payment_method: 'bacs', shipping_address: { ...billingAddress, first_name: 'Charles', city: 'Manchester', postcode: 'M1 1AA' } })),
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { order_id: number; status: string; shipping_address: Record<string, string> };
    expect(json.status).toBe('on-hold');
    expect(json.shipping_address).toMatchObject({ first_name: 'Charles', city: 'Manchester', postcode: 'M1 1AA' });
    const address = await shop.database.db.selectFrom('order_addresses').selectAll().where('order_id', '=', json.order_id).where('type', '=', 'shipping').executeTakeFirstOrThrow();
    expect(address).toMatchObject({ first_name: 'Charles', city: 'Manchester', email: '' });
  });

  it('keeps what is usable of a partial attribution', async () => {
    const orderId = await placed(withAttribution({ source_type: 'organic', utm_source: 'bing', session_pages: 'three', user_agent: IPHONE_AGENT }));
    const row = await shop.database.db.selectFrom('order_attribution').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_type: 'organic', utm_source: 'bing', utm_medium: null, session_pages: null, user_agent: IPHONE_AGENT, device_type: 'Mobile', origin: 'Organic: Bing' });
  });

  it('places the order as "Unknown" when every attribution field is of the wrong type or garbage', async () => {
    const orderId = await placed(
      withAttribution({
        source_type: 42,
        utm_source: { nested: 'newsletter' },
        utm_medium: ['email'],
        utm_campaign: null,
        session_start_time: 'soon',
        session_pages: -4,
        session_count: 1.5,
        user_agent: true,
        referrer: '<b></b>',
      }),
    );
    expect(await getOrderAttribution(shop.database.db, orderId)).toBeNull();
    expect((await originsForOrders(shop.database.db, [orderId])).get(orderId)).toBe('Unknown');
  });

  it('places the order as "Unknown" when the attribution is not an object at all', async () => {
    for (const garbage of ['utm', 7, null, ['utm', 'newsletter'], true]) {
      const orderId = await placed(withAttribution(garbage));
      expect(await getOrderAttribution(shop.database.db, orderId), JSON.stringify(garbage)).toBeNull();
    }
  });

  it('places the order as "Unknown" without extensions', async () => {
    for (const body of [checkoutBody(), checkoutBody({ extensions: {} }), checkoutBody({ extensions: null })]) {
      const orderId = await placed(body);
      expect((await originsForOrders(shop.database.db, [orderId])).get(orderId)).toBe('Unknown');
    }
  });

  it('cuts oversized attribution values and drops an absurd count', async () => {
    // Under the endpoint's 256 KiB body limit, far over every value's cap.
    const orderId = await placed(withAttribution(oversizedAttribution(50_000)));
    expectOversizedCut(await getOrderAttribution(shop.database.db, orderId));
  });

  it('refuses a missing, stale or forged nonce with rest_cookie_invalid_nonce', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    for (const headers of [{ 'x-wp-nonce': '' }, { 'x-wp-nonce': 'forged' }, { 'x-wp-nonce': `${nonce.slice(1)}x` }]) {
      const error = await refused(() => postCheckout(visitor, '', checkoutBody(), headers), 403);
      expect(error).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed.', data: { status: 403 } });
    }
    // Another visitor's nonce is no good without that visitor's session, nor is a request without a session.
    const stranger = new Visitor(shop);
    expect((await refused(() => postCheckout(stranger, nonce, checkoutBody()), 403)).code).toBe('rest_cookie_invalid_nonce');
    // The cart is still there for the real request.
    expect((await postCheckout(visitor, nonce, checkoutBody())).status).toBe(200);
  });

  it('names each invalid field by its place in the body, with the checkout form’s messages', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    const error = await refused(() => postCheckout(visitor, nonce, checkoutBody({ billing_address: { ...billingAddress, email: 'ada@example', phone: '12345', country: 'XX', first_name: ' ' } })), 400);
    expect(error).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): billing_address.first_name, billing_address.country, billing_address.phone, billing_address.email',
      data: {
        status: 400,
        params: {
          'billing_address.first_name': 'Billing First name is a required field.',
          'billing_address.country': 'Billing Country / Region: please choose a country from the list.',
          'billing_address.phone': 'Billing Phone is not a valid phone number.',
          'billing_address.email': 'Billing Email address is not a valid email address.',
        },
      },
    });
    const shipping = await refused(() => postCheckout(visitor, nonce, checkoutBody({ shipping_address: { first_name: 'Charles' }, customer_note: 'n'.repeat(2001) })), 400);
    expect(shipping.data.params).toMatchObject({
      'shipping_address.last_name': 'Shipping Last name is a required field.',
      customer_note: 'Order notes are too long (at most 2000 characters).',
    });
    const typed = await refused(() => postCheckout(visitor, nonce, checkoutBody({ billing_address: { ...billingAddress, phone: 442079460958 } })), 400);
    expect(typed.data.params).toEqual({ 'billing_address.phone': 'must be a string' });
  });

  it('refuses a payment method the shop does not offer', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    for (const payment_method of ['stripe', '', 'constructor']) {
      const error = await refused(() => postCheckout(visitor, nonce, checkoutBody({ payment_method })), 400);
      expect(error.data.params).toEqual({ payment_method: 'Please choose a payment method.' });
    }
    const missing = await refused(() => postCheckout(visitor, nonce, { billing_address: billingAddress }), 400);
    expect(missing.data.params).toEqual({ payment_method: 'Please choose a payment method.' });
  });

  it('refuses with woocommerce_rest_cart_empty once the cart is empty', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    // Emptied by hand, not by an order (a repeat after an order is answered with that order).
    expect((await visitor.request(`/?remove_item=${cartItemKey(lamp)}&_wpnonce=${nonce}`)).status).toBe(303);
    const error = await refused(() => postCheckout(visitor, nonce, checkoutBody()), 400);
    expect(error).toEqual({ code: 'woocommerce_rest_cart_empty', message: 'Checkout is not available whilst your cart is empty.', data: { status: 400 } });
  });

  it('refuses a body that is not JSON, not sent as JSON, or too large', async () => {
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    expect((await refused(() => postCheckout(visitor, nonce, '{"billing_address": '), 400)).code).toBe('rest_invalid_json');
    expect((await refused(() => postCheckout(visitor, nonce, ''), 400)).code).toBe('rest_invalid_json');
    expect((await refused(() => postCheckout(visitor, nonce, '[]'), 400)).data.params).toEqual({ body: 'must be a JSON object' });
    const form = () => postCheckout(visitor, nonce, new URLSearchParams({ billing_first_name: 'Ada' }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect((await refused(form, 415)).code).toBe('rest_unsupported_media_type');
    const huge = withAttribution({ utm_campaign: 'x'.repeat(300 * 1024) });
    expect((await refused(() => postCheckout(visitor, nonce, huge), 413)).code).toBe('rest_request_too_large');
    // None of these touched the cart.
    expect((await postCheckout(visitor, nonce, checkoutBody())).status).toBe(200);
  });

  it('answers 409 with the notices when the cart changed, and keeps the cart as it now is', async () => {
    const scarce = await insertProduct(shop.database.db, { name: 'Last vase', price: 3000, stock: 1 });
    const { visitor, nonce } = await shopperWithCart(shop, lamp, scarce);
    await shop.database.db.updateTable('products').set({ stock: 0, stock_status: 'outofstock' }).where('id', '=', scarce).execute();
    const error = await refused(() => postCheckout(visitor, nonce, withAttribution({ source_type: 'typein', utm_source: '(direct)' })), 409);
    expect(error).toEqual({
      code: 'woocommerce_rest_cart_error',
      message: '“Last vase” has been removed from your cart because it is out of stock.',
      data: { status: 409, notices: ['“Last vase” has been removed from your cart because it is out of stock.'] },
    });
    // Sent again, the order is placed with what is left.
    const response = await postCheckout(visitor, nonce, checkoutBody());
    expect(response.status).toBe(200);
    const { order_id } = (await response.json()) as { order_id: number };
    const lines = await shop.database.db.selectFrom('order_lines').select(['name', 'quantity']).where('order_id', '=', order_id).execute();
    expect(lines).toEqual([{ name: 'Brass lamp', quantity: 1 }]);
  });

  it('answers only POST', async () => {
    const response = await shop.request(CHECKOUT, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe.each(DIALECTS)('the JSON checkout with attribution turned off on %s', (dialect) => {
  const shop = useHttpShop(dialect, { attribution: { enabled: false } });

  it('places the order and stores no attribution', async () => {
    const lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 5 });
    const { visitor, nonce } = await shopperWithCart(shop, lamp);
    const response = await postCheckout(visitor, nonce, withAttribution({ source_type: 'utm', utm_source: 'google' }));
    expect(response.status).toBe(200);
    const { order_id } = (await response.json()) as { order_id: number };
    expect(await getOrderAttribution(shop.database.db, order_id)).toBeNull();
  });
});
