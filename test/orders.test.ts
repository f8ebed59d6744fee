import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutInput } from '../core/checkout/checkout-form.ts';
import { getOrderWithKey } from '../core/orders/order-key.ts';
import { placeOrder, type PlaceOrderOptions } from '../core/orders/place-order.ts';
import type { Db } from '../db/connect.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCustomer, insertProduct } from './fixtures/shop-data.ts';
import { flatRateRules } from './fixtures/shipping.ts';

const options: PlaceOrderOptions = {
  storeName: 'Test Shop',
  shopEmail: 'orders@shop.test',
  locale: 'en-US',
  ...flatRateRules(500, 7500),
  siteUrl: 'https://shop.test',
};

const billing = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  country: 'GB',
  address_1: '12 St James Square',
  address_2: '',
  city: 'London',
  state: '',
  postcode: 'SW1Y 4JH',
  phone: '+44 20 7946 0958',
  email: 'ada@example.co.uk',
};

function checkout(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return { billing, shipping: null, paymentMethod: 'cod', customerNote: '', ...overrides };
}

async function counts(db: Db) {
  const count = async (table: 'orders' | 'order_lines' | 'order_addresses' | 'outbox') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { orders: await count('orders'), lines: await count('order_lines'), addresses: await count('order_addresses'), outbox: await count('outbox') };
}

async function stockOf(db: Db, id: number) {
  return db.selectFrom('products').select(['stock', 'stock_status', 'total_sales']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(DIALECTS)('placing orders on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let db: Db;
  beforeAll(() => {
    db = database.db;
  });

  it('places an order worth more than 32 bits of cents, and reads its amounts back exactly', async () => {
    // $999,999,999.99, the largest price the product form takes, 999 times: far past 2,147,483,647 cents.
    const yacht = await insertProduct(db, { name: 'Harbour yacht', price: 99_999_999_999 });
    const result = await placeOrder(db, { items: [{ productId: yacht, quantity: 999 }], checkout: checkout(), customerId: null }, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const order = await db.selectFrom('orders').select(['subtotal', 'total']).where('id', '=', result.value.orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ subtotal: 99_899_999_999_001, total: 99_899_999_999_001 });
    const line = await db.selectFrom('order_lines').select(['unit_price', 'total']).where('order_id', '=', result.value.orderId).executeTakeFirstOrThrow();
    expect(line).toEqual({ unit_price: 99_999_999_999, total: 99_899_999_999_001 });
  });

  it('writes a cash-on-delivery order with lines, addresses, totals, stock and both e-mails', async () => {
    const mug = await insertProduct(db, { name: 'Stoneware mug', sku: 'MUG-1', price: 1200, stock: 10 });
    const tea = await insertProduct(db, { name: 'Loose tea', sku: null, price: 850 });
    const before = await counts(db);
    const result = await placeOrder(db, { items: [{ productId: mug, quantity: 2 }, { productId: tea, quantity: 1 }], checkout: checkout({ customerNote: 'Ring twice' }), customerId: null }, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { orderId, orderKey } = result.value;
    expect(orderKey).toMatch(/^wc_order_[A-Za-z0-9_-]{16,}$/);
    expect(result.value.status).toBe('processing');

    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      order_key: orderKey,
      status: 'processing',
      customer_id: null,
      currency: 'USD',
      subtotal: 3250,
      shipping_total: 500,
      total: 3750,
      payment_method: 'cod',
      payment_method_title: 'Cash on delivery',
      customer_note: 'Ring twice',
      billing_email: 'ada@example.co.uk',
    });
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    expect(lines.map((l) => [l.product_id, l.name, l.sku, l.quantity, l.unit_price, l.total])).toEqual([
      [mug, 'Stoneware mug', 'MUG-1', 2, 1200, 2400],
      [tea, 'Loose tea', null, 1, 850, 850],
    ]);
    const addresses = await db.selectFrom('order_addresses').selectAll().where('order_id', '=', orderId).orderBy('type').execute();
    expect(addresses.map((a) => [a.type, a.first_name, a.city, a.email, a.phone])).toEqual([
      ['billing', 'Ada', 'London', 'ada@example.co.uk', '+44 20 7946 0958'],
      ['shipping', 'Ada', 'London', '', ''],
    ]);
    expect(await stockOf(db, mug)).toEqual({ stock: 8, stock_status: 'instock', total_sales: 2 });
    expect(await stockOf(db, tea)).toEqual({ stock: null, stock_status: 'instock', total_sales: 1 });

    const mails = await db.selectFrom('outbox').selectAll().where('id', '>', 0).orderBy('id', 'desc').limit(2).execute();
    expect(mails.map((m) => [m.kind, m.to_address, m.status]).sort()).toEqual([
      ['customer_processing_order', 'ada@example.co.uk', 'pending'],
      ['new_order', 'orders@shop.test', 'pending'],
    ]);
    for (const mail of mails) expect(mail.text).toContain(`#${orderId}`);
    expect(await counts(db)).toEqual({ orders: before.orders + 1, lines: before.lines + 2, addresses: before.addresses + 2, outbox: before.outbox + 2 });
  });

  it('puts bank-transfer orders on hold, keeps a separate shipping address and ships free over the threshold', async () => {
    const rug = await insertProduct(db, { name: 'Wool rug', price: 9000, stock: 1 });
    const shipping = { ...billing, first_name: 'Charles', last_name: 'Babbage', address_1: '1 Main St', city: 'Boston', country: 'US', postcode: '02108', phone: '', email: '' };
    const result = await placeOrder(db, { items: [{ productId: rug, quantity: 1 }], checkout: checkout({ paymentMethod: 'bacs', shipping }), customerId: null }, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', result.value.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'on-hold', payment_method: 'bacs', payment_method_title: 'Direct bank transfer', subtotal: 9000, shipping_total: 0, total: 9000 });
    const ship = await db.selectFrom('order_addresses').selectAll().where('order_id', '=', order.id).where('type', '=', 'shipping').executeTakeFirstOrThrow();
    expect(ship).toMatchObject({ first_name: 'Charles', city: 'Boston', country: 'US' });
    expect(await stockOf(db, rug)).toEqual({ stock: 0, stock_status: 'outofstock', total_sales: 1 });
    const confirmation = await db.selectFrom('outbox').select('text').where('kind', '=', 'customer_on_hold_order').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(confirmation.text).toContain('Make your payment directly into our bank account');
  });

  it('writes nothing at all when one line cannot be supplied', async () => {
    const fine = await insertProduct(db, { name: 'Fine item', stock: 5 });
    const scarce = await insertProduct(db, { name: 'Scarce item', stock: 1 });
    const before = await counts(db);
    const result = await placeOrder(db, { items: [{ productId: fine, quantity: 2 }, { productId: scarce, quantity: 2 }], checkout: checkout(), customerId: null }, options);
    expect(result).toEqual({
      ok: false,
      error: { code: 'out_of_stock', message: 'Sorry, “Scarce item” is not in stock in the quantity you asked for. Please edit your cart and try again.' },
    });
    expect(await counts(db)).toEqual(before);
    expect(await stockOf(db, fine)).toEqual({ stock: 5, stock_status: 'instock', total_sales: 0 });
    expect(await stockOf(db, scarce)).toEqual({ stock: 1, stock_status: 'instock', total_sales: 0 });
  });

  it('refuses unpublished, sold-out and vanished products, and an empty cart', async () => {
    const draft = await insertProduct(db, { name: 'Draft item', status: 'draft' });
    const paused = await insertProduct(db, { name: 'Paused item', stock_status: 'outofstock' });
    const before = await counts(db);
    for (const productId of [draft, paused, 987654]) {
      const result = await placeOrder(db, { items: [{ productId, quantity: 1 }], checkout: checkout(), customerId: null }, options);
      expect(!result.ok && result.error.code).toBe('out_of_stock');
    }
    expect(await placeOrder(db, { items: [], checkout: checkout(), customerId: null }, options)).toMatchObject({ ok: false, error: { code: 'empty_cart' } });
    expect(await counts(db)).toEqual(before);
  });

  it('sells exactly the stock when ten shoppers order the last three at once', async () => {
    const last = await insertProduct(db, { name: 'Last three', stock: 3 });
    const before = await counts(db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        placeOrder(db, { items: [{ productId: last, quantity: 1 }], checkout: checkout({ billing: { ...billing, email: `buyer${index}@example.com` } }), customerId: null }, options),
      ),
    );
    const placed = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const result of refused) expect(!result.ok && result.error.code).toBe('out_of_stock');
    expect(await stockOf(db, last)).toEqual({ stock: 0, stock_status: 'outofstock', total_sales: 3 });
    expect(await counts(db)).toEqual({ orders: before.orders + 3, lines: before.lines + 3, addresses: before.addresses + 6, outbox: before.outbox + 6 });
    const lines = await db.selectFrom('order_lines').select('order_id').where('product_id', '=', last).execute();
    expect(new Set(lines.map((line) => line.order_id))).toEqual(new Set(placed.map((result) => result.ok && result.value.orderId)));
  });

  it('shows an order only with its own key', async () => {
    const item = await insertProduct(db, { name: 'Keyed item' });
    const first = await placeOrder(db, { items: [{ productId: item, quantity: 1 }], checkout: checkout(), customerId: null }, options);
    const second = await placeOrder(db, { items: [{ productId: item, quantity: 1 }], checkout: checkout(), customerId: null }, options);
    if (!first.ok || !second.ok) throw new Error('orders should have been placed');
    const detail = await getOrderWithKey(db, first.value.orderId, first.value.orderKey);
    expect(detail?.order.id).toBe(first.value.orderId);
    expect(detail?.lines).toHaveLength(1);
    expect(detail?.billing?.email).toBe('ada@example.co.uk');
    expect(await getOrderWithKey(db, first.value.orderId, second.value.orderKey)).toBeNull();
    expect(await getOrderWithKey(db, first.value.orderId, `${first.value.orderKey}x`)).toBeNull();
    expect(await getOrderWithKey(db, first.value.orderId, null)).toBeNull();
    expect(await getOrderWithKey(db, 999999, first.value.orderKey)).toBeNull();
    expect(await getOrderWithKey(db, -1, first.value.orderKey)).toBeNull();
  });

  it('records the customer for signed-in shoppers', async () => {
    const customerId = await insertCustomer(db, { username: 'buyer', first_name: 'B', last_name: 'Uyer' });
    const item = await insertProduct(db, { name: 'Account item' });
    const result = await placeOrder(db, { items: [{ productId: item, quantity: 1 }], checkout: checkout(), customerId }, options);
    if (!result.ok) throw new Error(result.error.message);
    const order = await db.selectFrom('orders').select('customer_id').where('id', '=', result.value.orderId).executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(customerId);
  });
});
