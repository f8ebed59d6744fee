import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { insertTaxedOrder, refundsOf, stockOf, VAT_RATE_ID } from './fixtures/refunds.ts';
import { customerSession, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { useHttpShop } from './http-shop.ts';

const ORDERS = '/wc/v3/orders';

interface RefundJson {
  id: number;
  date_created: string;
  date_created_gmt: string;
  amount: string;
  reason: string;
  refunded_by: number;
  refunded_payment: boolean;
  meta_data: unknown[];
  line_items: {
    id: number;
    name: string;
    product_id: number;
    variation_id: number;
    quantity: number;
    tax_class: string;
    subtotal: string;
    subtotal_tax: string;
    total: string;
    total_tax: string;
    taxes: { id: number; total: string; subtotal: string }[];
    meta_data: { key: string; value: string }[];
    sku: string;
    price: number;
    refund_total: number;
  }[];
  shipping_lines: { id: number; method_id: string; total: string; total_tax: string }[];
  _links: Record<string, { href: string }[]>;
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

/** WooCommerce's refund fields, in its order. */
const WC_REFUND_FIELDS = ['id', 'date_created', 'date_created_gmt', 'amount', 'reason', 'refunded_by', 'refunded_payment', 'meta_data', 'line_items', 'shipping_lines', 'tax_lines', 'fee_lines', '_links'];

describe.each(DIALECTS)('wc/v3/orders/<id>/refunds on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let owner: RestSession;
  let ownerId = 0;

  beforeAll(async () => {
    owner = await ownerSession(shop);
    ownerId = (await shop.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  });

  /** Two lamps at $20.00 + 19 % and $5.00 shipping + 19 %, placed in German: $53.55 paid. */
  async function germanOrder(email: string) {
    const lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 2000, stock: 4 });
    const placed = await insertTaxedOrder(shop.database.db, {
      locale: 'de',
      email,
      firstName: 'Grete',
      lines: [{ productId: lamp, name: 'Brass lamp', quantity: 2, total: 4000, tax: 760 }],
      shipping: { total: 500, tax: 95 },
    });
    return { ...placed, lamp, lampLine: placed.lineIds[0] ?? 0 };
  }
  const refundsPath = (orderId: number) => `${ORDERS}/${orderId}/refunds`;
  const refundMails = (email: string) => shop.database.db.selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', email).where('kind', '=', 'customer_refunded_order').orderBy('id').execute();

  it('refunds part of an order by its items’ quantities, in WooCommerce’s shape, restocking as WooCommerce does by default', async () => {
    const { orderId, lamp, lampLine } = await germanOrder('teil@example.com');
    const response = await owner.send('POST', refundsPath(orderId), { reason: 'Dented', line_items: [{ id: lampLine, quantity: 1 }] });
    const refund = (await response.json()) as RefundJson;
    expect(response.status, JSON.stringify(refund)).toBe(201);
    expect(Object.keys(refund)).toEqual(WC_REFUND_FIELDS);
    expect(response.headers.get('location')).toBe(`${shop.url}/wp-json${refundsPath(orderId)}/${refund.id}`);
    expect(refund).toMatchObject({ amount: '23.80', reason: 'Dented', refunded_by: ownerId, refunded_payment: false, meta_data: [], shipping_lines: [] });
    expect(refund.date_created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(refund.line_items).toEqual([
      {
        id: expect.any(Number),
        name: 'Brass lamp',
        product_id: lamp,
        variation_id: 0,
        quantity: -1,
        tax_class: '',
        subtotal: '-20.00',
        subtotal_tax: '-3.80',
        total: '-20.00',
        total_tax: '-3.80',
        taxes: [{ id: VAT_RATE_ID, total: '-3.80', subtotal: '-3.80', refund_total: 3.8 }],
        meta_data: [{ id: expect.any(Number), key: '_refunded_item_id', value: String(lampLine), display_key: '_refunded_item_id', display_value: String(lampLine) }],
        sku: '',
        price: 20,
        refund_total: 20,
      },
    ]);
    expect(refund._links).toEqual({
      self: [{ href: `${shop.url}/wp-json${refundsPath(orderId)}/${refund.id}` }],
      collection: [{ href: `${shop.url}/wp-json${refundsPath(orderId)}` }],
      up: [{ href: `${shop.url}/wp-json${ORDERS}/${orderId}` }],
    });
    expect(await stockOf(shop.database.db, lamp)).toBe(5);
    expect((await refundsOf(shop.database.db, orderId)).order).toEqual({ status: 'processing', total: 5355, refunded_total: 2380 });

    // The order lists it as WooCommerce does, its total negative.
    const order = await owner.json<{ status: string; refunds: unknown[] }>(200, 'GET', `${ORDERS}/${orderId}`);
    expect(order.status).toBe('processing');
    expect(order.refunds).toEqual([{ id: refund.id, reason: 'Dented', total: '-23.80' }]);

    const [mail, ...more] = await refundMails('teil@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Ihre Bestellung #${orderId} bei Vitrine Demo Store wurde teilweise erstattet`);
    expect(mail?.text).toContain('Hallo Grete,');
    expect(mail?.text).toContain('Grund der Erstattung: Dented');
  });

  it('lists an order’s refunds newest first, paged, and answers each one', async () => {
    const { orderId } = await germanOrder('list@example.com');
    const first = await owner.json<RefundJson>(201, 'POST', refundsPath(orderId), { amount: '1.00' });
    const second = await owner.json<RefundJson>(201, 'POST', refundsPath(orderId), { amount: 2, reason: 'Goodwill' });
    const page = await owner.send('GET', `${refundsPath(orderId)}?per_page=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-wp-total')).toBe('2');
    expect(page.headers.get('x-wp-totalpages')).toBe('2');
    expect(((await page.json()) as RefundJson[]).map((refund) => refund.id)).toEqual([second.id]);
    expect((await owner.json<RefundJson[]>(200, 'GET', refundsPath(orderId))).map((refund) => [refund.id, refund.amount])).toEqual([
      [second.id, '2.00'],
      [first.id, '1.00'],
    ]);
    expect(await owner.json<RefundJson>(200, 'GET', `${refundsPath(orderId)}/${first.id}`)).toEqual(first);
    expect(await owner.json(200, 'GET', `${refundsPath(orderId)}/${second.id}?_fields=id,amount`)).toEqual({ id: second.id, amount: '2.00' });
    // A refund is found only under its own order.
    const { orderId: other } = await germanOrder('other@example.com');
    expect(await owner.json<ErrorJson>(404, 'GET', `${refundsPath(other)}/${first.id}`)).toMatchObject({ code: 'woocommerce_rest_shop_order_refund_invalid_id' });
    expect(await owner.json<ErrorJson>(404, 'GET', refundsPath(999_999))).toMatchObject({ code: 'woocommerce_rest_shop_order_invalid_id' });
  });

  it('refunds the rest with amounts by item, tax by rate and the shipping line, without restocking: the order is refunded', async () => {
    const { orderId, lamp, lampLine, shippingLineId } = await germanOrder('ganz@example.com');
    await owner.json(201, 'POST', refundsPath(orderId), { line_items: [{ id: lampLine, quantity: 1 }], restock_items: false });
    const rest = await owner.json<RefundJson>(201, 'POST', refundsPath(orderId), {
      amount: '29.75',
      reason: 'Returned',
      api_refund: false,
      restock_items: false,
      line_items: [{ id: lampLine, quantity: 1, refund_total: '20.00', refund_tax: [{ id: VAT_RATE_ID, refund_total: '3.80' }] }],
      shipping_lines: [{ id: shippingLineId, refund_total: 5, refund_tax: [{ id: VAT_RATE_ID, refund_total: 0.95 }] }],
    });
    expect(rest).toMatchObject({ amount: '29.75', line_items: [{ quantity: -1, total: '-20.00', total_tax: '-3.80' }] });
    expect(rest.shipping_lines).toEqual([
      { id: shippingLineId, method_title: 'Flat rate', method_id: 'flat_rate', total: '-5.00', total_tax: '-0.95', taxes: [{ id: VAT_RATE_ID, total: '-0.95', subtotal: '-0.95', refund_total: 0.95 }], meta_data: [], refund_total: 5 },
    ]);
    expect(await stockOf(shop.database.db, lamp)).toBe(4);
    expect((await refundsOf(shop.database.db, orderId)).order).toEqual({ status: 'refunded', total: 5355, refunded_total: 5355 });
    expect((await owner.json<{ status: string }>(200, 'GET', `${ORDERS}/${orderId}`)).status).toBe('refunded');
    expect((await refundMails('ganz@example.com')).map((mail) => mail.subject)).toEqual([
      `Ihre Bestellung #${orderId} bei Vitrine Demo Store wurde teilweise erstattet`,
      `Ihre Bestellung #${orderId} bei Vitrine Demo Store wurde erstattet`,
    ]);
    const refused = await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { amount: '0.01' });
    expect(refused).toMatchObject({ code: 'woocommerce_rest_cannot_create_order_refund', message: 'This order has been refunded in full: there is nothing left to refund.' });
  });

  it('takes the shipping line’s id among the line items, as WooCommerce’s clients send it', async () => {
    // Items and shipping lines are numbered apart: an order whose shipping line's id is none of its items'.
    let placed = await germanOrder('versand@example.com');
    while (placed.lineIds.includes(placed.shippingLineId ?? 0)) {
      await insertTaxedOrder(shop.database.db, { lines: [{ productId: null, name: 'Card', quantity: 1, total: 100, tax: 0 }] });
      placed = await germanOrder('versand@example.com');
    }
    const refund = await owner.json<RefundJson>(201, 'POST', refundsPath(placed.orderId), { line_items: [{ id: placed.shippingLineId, refund_total: '5.00', refund_tax: [{ id: VAT_RATE_ID, refund_total: '0.95' }] }] });
    expect(refund).toMatchObject({ amount: '5.95', line_items: [], shipping_lines: [{ id: placed.shippingLineId, total: '-5.00', total_tax: '-0.95' }] });
    expect((await refundsOf(shop.database.db, placed.orderId)).refunds).toMatchObject([{ amount: 595, shipping_total: 500, shipping_tax: 95 }]);
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(placed.orderId), { shipping_lines: [{ id: placed.shippingLineId, refund_total: '0.01' }] })).toMatchObject({
      message: 'There is no shipping left to refund.',
    });
  });

  it('refuses what WooCommerce refuses, with its codes and the reason, and writes nothing', async () => {
    const { orderId, lampLine } = await germanOrder('nein@example.com');
    const count = async () => (await refundsOf(shop.database.db, orderId)).refunds.length;
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { amount: '10.00', api_refund: true })).toEqual({
      code: 'woocommerce_rest_cannot_create_order_refund',
      message: 'The payment gateway for this order does not support automatic refunds.',
      data: { status: 400 },
    });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { amount: '53.56' })).toEqual({
      code: 'woocommerce_rest_cannot_create_order_refund',
      message: 'The refund amount cannot be more than the $53.55 left to refund.',
      data: { status: 400, params: { amount: 'The refund amount cannot be more than the $53.55 left to refund.' } },
    });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { amount: '-5' })).toMatchObject({ code: 'woocommerce_rest_invalid_order_refund', message: 'Refund amount must be greater than zero.' });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { amount: '0' })).toMatchObject({ code: 'woocommerce_rest_invalid_order_refund' });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { line_items: [{ id: lampLine, quantity: 3 }] })).toMatchObject({
      code: 'woocommerce_rest_cannot_create_order_refund',
      message: 'Only 2 of “Brass lamp” are left to refund.',
      data: { params: { line_items: 'Only 2 of “Brass lamp” are left to refund.' } },
    });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { line_items: [{ id: 999_999, quantity: 1 }] })).toMatchObject({ data: { params: { line_items: 'There is no line 999999 in this order.' } } });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { amount: 'ten' })).toMatchObject({ code: 'rest_invalid_param', data: { params: { amount: 'must be an amount, such as "10.00"' } } });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), { amount: '1', refunded_payment: true })).toMatchObject({ code: 'rest_invalid_param', data: { params: { refunded_payment: 'is not accepted' } } });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(orderId), {})).toMatchObject({ message: 'Choose what to refund: the quantities or amounts of the items, or a refund amount.' });
    expect(await count()).toBe(0);
    expect((await refundsOf(shop.database.db, orderId)).order.refunded_total).toBe(0);

    const { orderId: unpaid } = await insertTaxedOrder(shop.database.db, { status: 'on-hold', lines: [{ productId: null, name: 'Card', quantity: 1, total: 1000, tax: 0 }] });
    expect(await owner.json<ErrorJson>(400, 'POST', refundsPath(unpaid), { amount: '1' })).toMatchObject({ message: 'Only a processing or completed order can be refunded: this one is On hold.' });
    expect(await owner.json<ErrorJson>(404, 'POST', refundsPath(999_999), { amount: '1' })).toMatchObject({ code: 'woocommerce_rest_shop_order_invalid_id' });
  });

  it('lets only the owner see and make refunds', async () => {
    const { orderId } = await germanOrder('owner-only@example.com');
    const customer = await customerSession(shop, 'refund-api-customer@example.com');
    expect((await customer.send('GET', refundsPath(orderId))).status).toBe(403);
    expect((await customer.send('POST', refundsPath(orderId), { amount: '1.00' })).status).toBe(403);
    expect((await owner.send('POST', refundsPath(orderId), { amount: '1.00' }, { nonce: false })).status).toBe(403);
    expect((await refundsOf(shop.database.db, orderId)).refunds).toEqual([]);
  });

  it('deletes a refund only with force=true, giving its amount back to what can be refunded', async () => {
    const { orderId, lamp, lampLine } = await germanOrder('loeschen@example.com');
    const refund = await owner.json<RefundJson>(201, 'POST', refundsPath(orderId), { line_items: [{ id: lampLine, quantity: 2 }], api_restock: true });
    expect(await stockOf(shop.database.db, lamp)).toBe(6);
    expect(await owner.json<ErrorJson>(501, 'DELETE', `${refundsPath(orderId)}/${refund.id}`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported' });
    expect(await owner.json<RefundJson>(200, 'DELETE', `${refundsPath(orderId)}/${refund.id}?force=true`)).toEqual(refund);
    expect(await owner.json<ErrorJson>(404, 'GET', `${refundsPath(orderId)}/${refund.id}`)).toMatchObject({ code: 'woocommerce_rest_shop_order_refund_invalid_id' });
    expect(await owner.json<ErrorJson>(404, 'DELETE', `${refundsPath(orderId)}/${refund.id}?force=true`)).toMatchObject({ code: 'woocommerce_rest_shop_order_refund_invalid_id' });
    expect((await refundsOf(shop.database.db, orderId)).order).toMatchObject({ refunded_total: 0 });
    // The units stay back in stock, and count as back: refunding them again puts nothing back twice.
    await owner.json(201, 'POST', refundsPath(orderId), { line_items: [{ id: lampLine, quantity: 2 }] });
    expect(await stockOf(shop.database.db, lamp)).toBe(6);
  });
});
