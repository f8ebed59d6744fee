import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { newsletterAttribution } from './fixtures/attribution.ts';
import { checkoutWith, DESKTOP_AGENT } from './fixtures/checkout.ts';
import { insertCustomer, insertOrder, insertProduct } from './fixtures/shop-data.ts';
import { customerSession, linkRelations, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { useHttpShop } from './http-shop.ts';

const ORDERS = '/wc/v3/orders';

interface OrderJson {
  id: number;
  status: string;
  total: string;
  customer_id: number;
  date_created: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  meta_data: { id: number; key: string; value: string }[];
  line_items: { product_id: number; quantity: number; total: string; price: number }[];
}

describe.each(DIALECTS)('wc/v3/orders on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let owner: RestSession;

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  const orderCount = async () => Number((await shop.database.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('carries the checkout’s attribution in meta_data, as WooCommerce keeps it', async () => {
    const lamp = await insertProduct(shop.database.db, { name: 'Attributed lamp', price: 4500, stock: 10 });
    const { orderId } = await checkoutWith(shop, lamp, newsletterAttribution());
    const order = await owner.json<OrderJson>(200, 'GET', `${ORDERS}/${orderId}`);
    const meta = Object.fromEntries(order.meta_data.map((entry) => [entry.key, entry.value]));
    expect(meta).toEqual({
      _wc_order_attribution_source_type: 'utm',
      _wc_order_attribution_referrer: 'https://news.example/issue-12',
      _wc_order_attribution_utm_campaign: 'spring',
      _wc_order_attribution_utm_source: 'newsletter',
      _wc_order_attribution_utm_medium: 'email',
      _wc_order_attribution_utm_content: 'hero',
      _wc_order_attribution_utm_id: 'abc-1',
      _wc_order_attribution_utm_term: 'brass lamp',
      _wc_order_attribution_utm_source_platform: 'mailer',
      _wc_order_attribution_utm_creative_format: 'banner',
      _wc_order_attribution_utm_marketing_tactic: 'prospecting',
      _wc_order_attribution_session_entry: 'https://shop.example/?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      _wc_order_attribution_session_start_time: '2025-03-01 09:15:00',
      _wc_order_attribution_session_pages: '4',
      _wc_order_attribution_session_count: '1',
      _wc_order_attribution_user_agent: DESKTOP_AGENT,
      _wc_order_attribution_device_type: 'Desktop',
      _wc_order_attribution_origin: 'Source: Newsletter',
    });
    expect(new Set(order.meta_data.map((entry) => entry.id)).size).toBe(order.meta_data.length);
    expect(order).toMatchObject({
      status: 'processing',
      total: expect.stringMatching(/^\d+\.\d{2}$/),
      billing: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.co.uk', country: 'GB' },
      line_items: [{ product_id: lamp, quantity: 1, total: '45.00', price: 45 }],
    });
    expect(order.date_created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    // In the list too; an order placed without attribution has none.
    const { orderId: plain } = await checkoutWith(shop, lamp, {});
    const list = await owner.json<OrderJson[]>(200, 'GET', `${ORDERS}?include=${orderId},${plain}`);
    expect(list.map((o) => o.id)).toEqual([plain, orderId]);
    expect(list[0]?.meta_data).toEqual([]);
    expect(list[1]?.meta_data).toEqual(order.meta_data);
  });

  it('pages, filters by status, customer and dates, and keeps only the _fields asked for', async () => {
    const customer = await insertCustomer(shop.database.db, { username: 'orders-api-buyer' });
    const early = await insertOrder(shop.database.db, { status: 'on-hold', customerId: customer, createdAt: '2020-01-10T10:00:00.000Z' });
    const late = await insertOrder(shop.database.db, { status: 'completed', customerId: customer, createdAt: '2020-02-10T10:00:00.000Z' });
    const guest = await insertOrder(shop.database.db, { customerId: null });
    const total = await orderCount();
    const first = await owner.send('GET', `${ORDERS}?per_page=1`);
    expect(first.headers.get('x-wp-total')).toBe(String(total));
    expect(first.headers.get('x-wp-totalpages')).toBe(String(total));
    expect(linkRelations(first.headers.get('link')).next).toMatch(/[?&]page=2/);
    const ids = async (query: string) => (await owner.json<OrderJson[]>(200, 'GET', `${ORDERS}?${query}`)).map((o) => o.id);
    expect(await ids(`customer=${customer}`)).toEqual([late, early]);
    expect(await ids(`customer=${customer}&order=asc`)).toEqual([early, late]);
    expect(await ids(`customer=${customer}&status=on-hold`)).toEqual([early]);
    const guests = await owner.json<OrderJson[]>(200, 'GET', `${ORDERS}?customer=0&per_page=100`);
    expect(guests.map((o) => o.id)).toContain(guest);
    expect(guests.every((o) => o.customer_id === 0)).toBe(true);
    expect(await ids(`customer=${customer}&status=wc-completed,on-hold`)).toEqual([late, early]);
    expect(await ids(`customer=${customer}&after=2020-02-01T00:00:00`)).toEqual([late]);
    expect(await ids(`customer=${customer}&before=2020-02-01`)).toEqual([early]);
    const picked = await owner.json<Record<string, unknown>[]>(200, 'GET', `${ORDERS}?customer=${customer}&_fields=id,status,billing.email`);
    expect(picked).toEqual([
      { id: late, status: 'completed', billing: { email: 'guest@example.com' } },
      { id: early, status: 'on-hold', billing: { email: 'guest@example.com' } },
    ]);
    const error = await owner.json<{ code: string; data: { params: Record<string, string> } }>(400, 'GET', `${ORDERS}?per_page=101&status=shipped&after=yesterday`);
    expect(error.code).toBe('rest_invalid_param');
    expect(Object.keys(error.data.params).sort()).toEqual(['after', 'per_page', 'status']);
  });

  it('changes the status through the order process, by PUT and by method override', async () => {
    const lamp = await insertProduct(shop.database.db, { name: 'Restocked lamp', price: 1000, stock: 5 });
    const { orderId } = await checkoutWith(shop, lamp, { source_type: 'typein', utm_source: '(direct)' });
    const stock = async () => (await shop.database.db.selectFrom('products').select('stock').where('id', '=', lamp).executeTakeFirstOrThrow()).stock;
    expect(await stock()).toBe(4);
    expect(await owner.json(200, 'PUT', `${ORDERS}/${orderId}`, { status: 'processing' })).toMatchObject({ status: 'processing' });
    const cancelled = await owner.send('POST', `${ORDERS}/${orderId}`, { status: 'cancelled' }, { headers: { 'x-http-method-override': 'PATCH' } });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ id: orderId, status: 'cancelled' });
    expect(await stock()).toBe(5);
    // Cancelling an order the shop was to ship tells the shop (its notice in the outbox).
    const notices = await shop.database.db.selectFrom('outbox').select(['kind', 'subject']).where('kind', '=', 'cancelled_order').execute();
    expect(notices.map((notice) => notice.subject)).toContain(`[Vitrine Demo Store]: Order #${orderId} has been cancelled`);
    const refused = await owner.json<{ code: string; data: { params: Record<string, string> } }>(400, 'PUT', `${ORDERS}/${orderId}`, { status: 'completed' });
    expect(refused).toMatchObject({ code: 'rest_invalid_param', data: { params: { status: 'An order that is Cancelled cannot become Completed.' } } });
    expect((await owner.json<{ data: { params: Record<string, string> } }>(400, 'PUT', `${ORDERS}/${orderId}`, { status: 'lost', total: '1.00' })).data.params).toEqual({
      total: 'is not accepted',
    });
    expect((await owner.json<{ data: { params: Record<string, string> } }>(400, 'PUT', `${ORDERS}/${orderId}`, { status: 'lost' })).data.params).toEqual({ status: 'Choose a valid order status.' });
    expect(await owner.json(404, 'PUT', `${ORDERS}/99999999`, { status: 'completed' })).toMatchObject({ code: 'woocommerce_rest_shop_order_invalid_id' });
    expect(await owner.json(404, 'GET', `${ORDERS}/99999999`)).toMatchObject({ code: 'woocommerce_rest_shop_order_invalid_id', data: { status: 404 } });
  });

  it('refuses a customer, a visitor, and the owner’s session without its nonce', async () => {
    const orderId = await insertOrder(shop.database.db, { status: 'processing' });
    const customer = await customerSession(shop, 'orders-customer@example.com');
    expect(await customer.json(403, 'GET', ORDERS)).toMatchObject({ code: 'rest_forbidden' });
    expect(await customer.json(403, 'PUT', `${ORDERS}/${orderId}`, { status: 'completed' })).toMatchObject({ code: 'rest_forbidden' });
    expect((await shop.request(`/wp-json${ORDERS}/${orderId}`)).status).toBe(401);
    const response = await owner.send('PUT', `${ORDERS}/${orderId}`, { status: 'completed' }, { nonce: false });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect((await owner.json<OrderJson>(200, 'GET', `${ORDERS}/${orderId}`)).status).toBe('processing');
  });
});
