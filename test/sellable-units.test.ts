import { beforeAll, describe, expect, it } from 'vitest';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { loadCartView } from '../core/cart/cart-view.ts';
import type { CartItem } from '../core/cart/types.ts';
import { readSellableUnits } from '../core/catalog/sellable-units.ts';
import { changeOrderStatus } from '../core/orders/change-status.ts';
import { orderLineAttributes } from '../core/orders/order-line-attributes.ts';
import { placeOrder, type PlaceOrderOptions } from '../core/orders/place-order.ts';
import type { Db } from '../db/connect.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { flatRateRules } from './fixtures/shipping.ts';

const rules = { maxLineQuantity: 999, ...flatRateRules(500, 7500), uploadsUrl: '/uploads' };
const options: PlaceOrderOptions = { storeName: 'Test Shop', shopEmail: 'orders@shop.test', locale: 'en-US', ...flatRateRules(500, 7500), siteUrl: null };
const checkout = {
  billing: { first_name: 'Ada', last_name: 'Lovelace', company: '', country: 'GB', address_1: '1 Square', address_2: '', city: 'London', state: '', postcode: 'SW1', phone: '1', email: 'ada@example.com' },
  shipping: null,
  paymentMethod: 'cod' as const,
  customerNote: '',
};

/** A hoodie in two colours (a global attribute) with a custom "Logo" attribute its variations leave to the shopper ("any"). */
let seeded = 0;
async function seedHoodie(db: Db) {
  // Each test seeds its own hoodie in the suite's one database: SKUs and the attribute's slug stay unique.
  const n = ++seeded;
  const hoodie = await insertProduct(db, { name: 'Hoodie', sku: `HOOD${n}`, type: 'variable', price: 4200, max_price: 4500 });
  const colour = await db.insertInto('attributes').values({ slug: `colour${n}`, name: 'Colour' }).returning('id').executeTakeFirstOrThrow();
  const terms = await db.insertInto('attribute_terms').values([
    { attribute_id: colour.id, slug: 'blue', name: 'Blue' },
    { attribute_id: colour.id, slug: 'red', name: 'Red' },
  ]).returning('id').execute();
  // The product offers both colours, as the product editor records a global attribute's terms.
  await db.insertInto('product_attribute_terms').values(terms.map((term) => ({ product_id: hoodie, term_id: term.id }))).execute();
  await db.insertInto('product_attributes').values([
    { product_id: hoodie, position: 0, attribute_id: colour.id, name: 'Colour', options: '[]', variation: 1 },
    { product_id: hoodie, position: 1, attribute_id: null, name: 'Logo', options: '["Yes","No"]', variation: 1 },
  ]).execute();
  const blue = await insertProduct(db, { name: 'Hoodie - Blue', sku: `HOOD${n}-BLUE`, type: 'variation', parent_id: hoodie, price: 4200, stock: 3 });
  const red = await insertProduct(db, { name: 'Hoodie - Red', sku: null, type: 'variation', parent_id: hoodie, price: 4500, stock: 5 });
  const hidden = await insertProduct(db, { name: 'Hoodie - Green', type: 'variation', parent_id: hoodie, price: 4000, status: 'draft' });
  await db.insertInto('variation_attributes').values([
    { variation_id: blue, name: `pa_colour${n}`, value: 'blue' },
    { variation_id: blue, name: 'logo', value: '' },
    { variation_id: red, name: `pa_colour${n}`, value: 'red' },
    { variation_id: red, name: 'logo', value: '' },
  ]).execute();
  const chosen = (colourTerm: string, logo: string) => ({ [`pa_colour${n}`]: colourTerm, logo });
  return { hoodie, blue, red, hidden, chosen, sku: `HOOD${n}` };
}

const line = (productId: number, variationId: number, attributes: Record<string, string>, quantity: number): CartItem => ({
  key: cartItemKey(productId, variationId, attributes),
  productId,
  variationId,
  attributes,
  quantity,
});

describe.each(DIALECTS)('sellable units on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let db: Db;
  beforeAll(() => {
    db = database.db;
  });

  it('sells simple products and enabled variations of published variable products, each under its product’s name', async () => {
    const { hoodie, blue, hidden, sku } = await seedHoodie(db);
    const mug = await insertProduct(db, { name: 'Mug', price: 1200 });
    const units = await readSellableUnits(db, [hoodie, blue, hidden, mug]);
    expect([...units.keys()].sort((a, b) => a - b)).toEqual([blue, mug].sort((a, b) => a - b));
    expect(units.get(blue)).toMatchObject({ id: blue, productId: hoodie, variationId: blue, name: 'Hoodie', sku: `${sku}-BLUE`, price: 4200, stock: 3 });
    expect(units.get(mug)).toMatchObject({ id: mug, productId: mug, variationId: null, name: 'Mug' });
  });

  it('takes a variation as gone once its product is unpublished', async () => {
    const { hoodie, red } = await seedHoodie(db);
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', hoodie).execute();
    expect((await readSellableUnits(db, [red])).size).toBe(0);
  });

  it('prices a cart of two variations of one product as two lines, each with its attributes, a red one inheriting the product’s SKU', async () => {
    const { hoodie, blue, red, chosen, sku } = await seedHoodie(db);
    const cart = await loadCartView(db, [line(hoodie, blue, chosen('blue', 'Yes'), 1), line(hoodie, red, chosen('red', 'No'), 2)], rules);
    expect(cart.changed).toBe(false);
    expect(cart.lines.map(({ variationId, name, sku, attributes, unitPrice, quantity, lineTotal }) => ({ variationId, name, sku, attributes, unitPrice, quantity, lineTotal }))).toEqual([
      { variationId: blue, name: 'Hoodie', sku: `${sku}-BLUE`, attributes: [{ name: 'Colour', value: 'Blue' }, { name: 'Logo', value: 'Yes' }], unitPrice: 4200, quantity: 1, lineTotal: 4200 },
      { variationId: red, name: 'Hoodie', sku, attributes: [{ name: 'Colour', value: 'Red' }, { name: 'Logo', value: 'No' }], unitPrice: 4500, quantity: 2, lineTotal: 9000 },
    ]);
    expect(cart).toMatchObject({ count: 3, subtotal: 13200, shipping: 0, total: 13200 });
  });

  it('drops a line that names another product’s variation', async () => {
    const { blue, chosen } = await seedHoodie(db);
    const mug = await insertProduct(db, { name: 'Mug', price: 1200 });
    const cart = await loadCartView(db, [line(mug, blue, chosen('blue', 'Yes'), 1)], rules);
    expect(cart.lines).toEqual([]);
    expect(cart.changed).toBe(true);
  });

  it('orders variations: one line each with the variation and its attributes, stock from the variation, sales counted on both, restocked on cancel', async () => {
    const { hoodie, blue, red, chosen, sku } = await seedHoodie(db);
    const placed = await placeOrder(db, { items: [line(hoodie, blue, chosen('blue', 'Yes'), 2), line(hoodie, red, chosen('red', 'No'), 1)], checkout, customerId: null }, options);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', placed.value.orderId).orderBy('id').execute();
    expect(lines.map((row) => ({ product: row.product_id, variation: row.variation_id, name: row.name, sku: row.sku, quantity: row.quantity, total: row.total, attributes: orderLineAttributes(row) }))).toEqual([
      { product: hoodie, variation: blue, name: 'Hoodie', sku: `${sku}-BLUE`, quantity: 2, total: 8400, attributes: [{ name: 'Colour', value: 'Blue' }, { name: 'Logo', value: 'Yes' }] },
      { product: hoodie, variation: red, name: 'Hoodie', sku, quantity: 1, total: 4500, attributes: [{ name: 'Colour', value: 'Red' }, { name: 'Logo', value: 'No' }] },
    ]);
    const order = await db.selectFrom('orders').select(['subtotal', 'shipping_total', 'discount_total', 'tax_total', 'total']).where('id', '=', placed.value.orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ subtotal: 12900, shipping_total: 0, discount_total: 0, tax_total: 0, total: 12900 });
    const stock = async (id: number) => db.selectFrom('products').select(['stock', 'total_sales']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await stock(blue)).toEqual({ stock: 1, total_sales: 2 });
    expect(await stock(red)).toEqual({ stock: 4, total_sales: 1 });
    expect((await stock(hoodie)).total_sales).toBe(3);
    const mail = await db.selectFrom('outbox').select('text').orderBy('id', 'desc').limit(2).execute();
    expect(mail.map((row) => row.text).join('\n')).toContain('- Hoodie (Colour: Blue, Logo: Yes) × 2');

    expect((await changeOrderStatus(db, placed.value.orderId, 'cancelled')).ok).toBe(true);
    expect((await stock(blue)).stock).toBe(3);
    expect((await stock(red)).stock).toBe(5);
  });

  it('refuses the whole order when one variation has too little stock, taking nothing', async () => {
    const { hoodie, blue, red, chosen } = await seedHoodie(db);
    const placed = await placeOrder(db, { items: [line(hoodie, red, chosen('red', 'No'), 1), line(hoodie, blue, chosen('blue', 'No'), 2), line(hoodie, blue, chosen('blue', 'Yes'), 2)], checkout, customerId: null }, options);
    expect(placed).toMatchObject({ ok: false, error: { code: 'out_of_stock' } });
    const rows = await db.selectFrom('products').select(['id', 'stock']).where('id', 'in', [blue, red]).orderBy('id').execute();
    expect(rows).toEqual([{ id: blue, stock: 3 }, { id: red, stock: 5 }].sort((a, b) => a.id - b.id));
  });
});
