import { beforeAll, describe, expect, it } from 'vitest';
import { getOrderAttribution, originsForOrders } from '../core/attribution/order-attribution.ts';
import type { CheckoutInput } from '../core/checkout/checkout-form.ts';
import { placeOrder, type PlaceOrderOptions } from '../core/orders/place-order.ts';
import type { Db } from '../db/connect.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { expectOversizedCut, newsletterAttribution, oversizedAttribution } from './fixtures/attribution.ts';
import { checkoutFields, checkoutWith, DESKTOP_AGENT as DESKTOP, IPHONE_AGENT as IPHONE } from './fixtures/checkout.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';
import { flatRateRules } from './fixtures/shipping.ts';

async function attributionRows(db: Db) {
  return db.selectFrom('order_attribution').selectAll().orderBy('order_id').execute();
}

describe.each(DIALECTS)('order attribution at checkout on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let lamp: number;
  beforeAll(async () => {
    lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 100 });
  });

  /** Places an order with these inputs; it must succeed whatever they hold. */
  async function placed(attribution: Record<string, string>): Promise<number> {
    const { response, orderId } = await checkoutWith(shop, lamp, attribution);
    expect(response.status).toBe(303);
    expect(orderId).toBeGreaterThan(0);
    return orderId;
  }

  it('renders the attribution element inside the checkout form, empty', async () => {
    const { html } = await checkoutWith(shop, lamp, {});
    const form = /<form[^>]*name="checkout"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
  });

  it('stores a full attribution with the order, with device type and origin', async () => {
    const full = newsletterAttribution();
    const orderId = await placed(full);
    const stored = await getOrderAttribution(shop.database.db, orderId);
    expect(stored).toEqual({
      orderId,
      // Stored as sent, the two counts as numbers.
      values: { ...full, session_pages: 4, session_count: 1 },
      deviceType: 'Desktop',
      origin: 'Source: Newsletter',
    });
  });

  it('stores what is usable of a partial attribution', async () => {
    const orderId = await placed({ source_type: 'organic', utm_source: 'bing', session_pages: 'three', user_agent: IPHONE });
    const row = await shop.database.db.selectFrom('order_attribution').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_type: 'organic', utm_source: 'bing', utm_medium: null, referrer: null, session_pages: null, session_count: null, user_agent: IPHONE, device_type: 'Mobile', origin: 'Organic: Bing' });
  });

  it('places the order and stores no attribution when every field is garbage', async () => {
    const before = await attributionRows(shop.database.db);
    const orderId = await placed({
      source_type: 'bogus',
      utm_source: '<b></b>',
      utm_medium: '\u0001\u0007\u001b',
      session_start_time: 'soon',
      session_pages: '-4',
      session_count: '1.5',
      user_agent: '   ',
      ['__proto__']: 'x',
      constructor: 'y',
    });
    expect(await getOrderAttribution(shop.database.db, orderId)).toBeNull();
    expect(await attributionRows(shop.database.db)).toEqual(before);
    expect((await originsForOrders(shop.database.db, [orderId])).get(orderId)).toBe('Unknown');
  });

  it('places an order sent without attribution (no JavaScript) as Unknown', async () => {
    const orderId = await placed({});
    expect(await getOrderAttribution(shop.database.db, orderId)).toBeNull();
    expect((await originsForOrders(shop.database.db, [orderId])).get(orderId)).toBe('Unknown');
  });

  it('cuts oversized values and keeps markup and control characters out', async () => {
    // The whole form stays under the server's 2 MB body limit.
    const orderId = await placed(oversizedAttribution(200_000));
    expectOversizedCut(await getOrderAttribution(shop.database.db, orderId));
  });

  it('writes no attribution when the order is refused (sold out before it was placed)', async () => {
    const scarce = await insertProduct(shop.database.db, { name: 'Last lamp', price: 3000, stock: 1 });
    const visitor = new Visitor(shop);
    expect((await visitor.request(`/?add-to-cart=${scarce}`)).status).toBe(303);
    const nonce = nonceIn(decode(await visitor.page('/checkout/')));
    await shop.database.db.updateTable('products').set({ stock: 0, stock_status: 'outofstock' }).where('id', '=', scarce).execute();
    const orders = await shop.database.db.selectFrom('orders').select('id').execute();
    const rows = await attributionRows(shop.database.db);
    const response = await visitor.post('/checkout/', checkoutFields(nonce, { source_type: 'typein', utm_source: '(direct)', user_agent: DESKTOP }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart/');
    expect(await shop.database.db.selectFrom('orders').select('id').execute()).toEqual(orders);
    expect(await attributionRows(shop.database.db)).toEqual(rows);
  });

  it('gives each listed order its origin', async () => {
    const direct = await placed({ source_type: 'typein', utm_source: '(direct)', user_agent: DESKTOP });
    const google = await placed({ source_type: 'utm', utm_source: 'google', utm_medium: 'cpc' });
    const none = await placed({});
    const origins = await originsForOrders(shop.database.db, [direct, google, none, 99_999_999]);
    expect([...origins]).toEqual([
      [direct, 'Direct'],
      [google, 'Source: Google'],
      [none, 'Unknown'],
      [99_999_999, 'Unknown'],
    ]);
    expect(await originsForOrders(shop.database.db, [])).toEqual(new Map());
  });
});

describe.each(DIALECTS)('attribution turned off on %s', (dialect) => {
  const shop = useHttpShop(dialect, { attribution: { enabled: false } });

  it('places the order and stores nothing', async () => {
    const lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 5 });
    const { response, orderId } = await checkoutWith(shop, lamp, { source_type: 'utm', utm_source: 'google' });
    expect(response.status).toBe(303);
    expect(await getOrderAttribution(shop.database.db, orderId)).toBeNull();
  });
});

const options: PlaceOrderOptions = {
  storeName: 'Test Shop',
  shopEmail: 'orders@shop.test',
  locale: 'en-US',
  ...flatRateRules(500, 7500),
  siteUrl: null,
};

const checkout: CheckoutInput = {
  billing: { first_name: 'Ada', last_name: 'Lovelace', company: '', country: 'GB', address_1: '1 Road', address_2: '', city: 'London', state: '', postcode: 'N1', phone: '', email: 'ada@example.co.uk' },
  shipping: null,
  paymentMethod: 'cod',
  customerNote: '',
};

describe.each(DIALECTS)('attribution in the order transaction on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const attribution = { source_type: 'utm', utm_source: 'google' } as const;

  async function counts() {
    const db = database.db;
    const count = async (table: 'orders' | 'order_attribution') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { orders: await count('orders'), attribution: await count('order_attribution') };
  }

  it('is written with the order and removed with it', async () => {
    const mug = await insertProduct(database.db, { name: 'Mug', price: 1200, stock: 5 });
    const result = await placeOrder(database.db, { items: [{ productId: mug, quantity: 1 }], checkout, customerId: null, attribution }, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await getOrderAttribution(database.db, result.value.orderId)).toMatchObject({ origin: 'Source: Google', deviceType: 'Unknown' });
    await database.db.deleteFrom('orders').where('id', '=', result.value.orderId).execute();
    expect(await getOrderAttribution(database.db, result.value.orderId)).toBeNull();
  });

  it('leaves nothing behind when a line is out of stock', async () => {
    const mug = await insertProduct(database.db, { name: 'Sold-out mug', price: 1200, stock: 0, stock_status: 'outofstock' });
    const before = await counts();
    const result = await placeOrder(database.db, { items: [{ productId: mug, quantity: 1 }], checkout, customerId: null, attribution }, options);
    expect(result.ok).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('rolls back with the order when a write after it fails', async () => {
    const mug = await insertProduct(database.db, { name: 'Mug two', price: 1200, stock: 5 });
    const before = await counts();
    // Without its outbox table the order's e-mails cannot be queued, after the attribution row is written.
    await database.db.schema.alterTable('outbox').renameTo('outbox_away').execute();
    try {
      await expect(placeOrder(database.db, { items: [{ productId: mug, quantity: 1 }], checkout, customerId: null, attribution }, options)).rejects.toThrow();
    } finally {
      await database.db.schema.alterTable('outbox_away').renameTo('outbox').execute();
    }
    expect(await counts()).toEqual(before);
  });
});
