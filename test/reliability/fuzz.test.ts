import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItemKey } from '../../core/cart/cart-key.ts';
import { PRODUCT_FIELDS } from '../../core/catalog/product-form.ts';
import type { Db } from '../../db/connect.ts';
import { DIALECTS } from '../dialects.ts';
import { checkoutFields } from '../fixtures/checkout.ts';
import { insertCustomer, insertOrder, insertProduct } from '../fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, Visitor } from '../fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from '../http-shop.ts';
import { rawExchange } from '../fixtures/raw-request.ts';
import { encode, FETCH_FORBIDDEN, FUZZ_RUNS, FUZZ_SEED, HTTP_METHODS, nastyText, requestFor, urlPart, type FieldSet, type FuzzRequest } from './fuzz-inputs.ts';

/** Who sends a target's requests: a fresh visitor each time, a shopper with a cart, a customer, the administrator. */
type Sender = 'visitor' | 'shopper' | 'customer' | 'admin';

interface Target extends FieldSet {
  name: string;
  /** The path, or one made for each run (a query string is input too). */
  path: string | fc.Arbitrary<string>;
  sender: Sender;
  /** Where the client puts the nonce: the form's `_wpnonce` field or the REST `X-WP-Nonce` header. */
  nonceIn?: 'field' | 'header' | 'none';
}

const text = (...values: string[]) => fc.oneof(fc.constantFrom(...values), nastyText);
const flag = fc.constantFrom('1', 'on', '', '0');
const address = fc.record(
  Object.fromEntries(['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone'].map((name) => [name, text('Ada', 'GB', 'SW1Y 4JH', 'ada@example.co.uk', '+44 20 7946 0958')])),
  { requiredKeys: [] },
);

/** The rows the targets act on: `customer`, `removable` and `webhook` are there to be changed or deleted, `admin` never may be. */
interface FuzzIds {
  product: number;
  editable: number;
  order: number;
  paid: number;
  customer: number;
  admin: number;
  removable: number;
  webhook: number;
}

const NO_IDS: FuzzIds = { product: 0, editable: 0, order: 0, paid: 0, customer: 0, admin: 0, removable: 0, webhook: 0 };

function targets(ids: FuzzIds): Target[] {
  const checkout = Object.fromEntries(Object.entries(checkoutFields('', {})).filter(([name]) => name !== '_wpnonce').map(([name, value]) => [name, text(value)]));
  const event = fc.record({ type: text('page_view', 'add_to_cart'), path: text('/', '/shop/'), referrerHost: text('example.com'), productId: fc.oneof(fc.integer(), nastyText), quantity: fc.oneof(fc.integer(), nastyText) }, { requiredKeys: [] });
  return [
    // Forms.
    { name: 'checkout form', path: '/checkout/', sender: 'shopper', encoding: 'form', fields: { ...checkout, ship_to_different_address: flag, shipping_country: text('GB', 'US'), order_comments: nastyText, wc_order_attribution_source_type: text('utm') } },
    { name: 'cart form', path: '/cart/', sender: 'shopper', encoding: 'form', fields: { 'cart[00000000000000000000000000000000][qty]': text('2', '0'), [`cart[${'f'.repeat(32)}][qty]`]: text('1'), update_cart: text('Update cart') } },
    { name: 'add to cart link', path: fc.tuple(fc.oneof(fc.constant(String(ids.product)), urlPart), fc.oneof(fc.constantFrom('1', '3'), urlPart)).map(([id, qty]) => `/?add-to-cart=${id}&quantity=${qty}`), sender: 'shopper', encoding: 'form', method: 'GET', nonceIn: 'none', fields: {} },
    {
      name: 'product search',
      path: fc
        .tuple(urlPart, fc.constantFrom('product', '', 'post'), fc.oneof(fc.constantFrom('relevance', 'price'), urlPart), fc.constantFrom('', 'page/2/', 'page/1/', 'page/99999/', 'fr/'))
        .map(([terms, type, orderby, before]) => `/${before}?s=${terms}&post_type=${type}&orderby=${orderby}`),
      sender: 'visitor',
      encoding: 'form',
      method: 'GET',
      nonceIn: 'none',
      fields: {},
    },
    { name: 'login form', path: '/my-account/?index', sender: 'visitor', encoding: 'form', fields: { intent: text('login'), username: text('admin'), password: text('wrong'), rememberme: flag } },
    { name: 'register form', path: '/my-account/?index', sender: 'visitor', encoding: 'form', fields: { intent: text('register'), email: text('new@example.com'), password: text('correct horse battery staple'), first_name: text('Ada'), last_name: text('Lovelace') } },
    { name: 'logout form', path: '/my-account/customer-logout/', sender: 'customer', encoding: 'form', fields: { redirect_to: text('/shop/', 'https://evil.example/') } },
    { name: 'admin settings', path: '/admin/settings/', sender: 'admin', encoding: 'form', fields: { notice_enabled: flag, notice_text: text('Free delivery'), redirect_after_add: flag } },
    { name: 'admin consent settings', path: '/admin/settings/consent/', sender: 'admin', encoding: 'form', fields: { intent: text('save', 'reset'), enabled: flag, type: text('opt-in', 'opt-out', 'info'), layout: text('box', 'bar'), position: text('bottom', 'top'), theme: text('light', 'dark'), revokable: flag, regionalLaw: flag, 'autoDismiss.clickOutside': flag } },
    { name: 'admin new product', path: '/admin/products/new/', sender: 'admin', encoding: 'multipart', fields: productFields() },
    { name: 'admin product edit', path: `/admin/products/${ids.editable}/`, sender: 'admin', encoding: 'multipart', fields: { ...productFields(), intent: text('save'), image_ids: text('1'), image_remove: text('1'), new_image_alt: nastyText } },
    { name: 'admin order status', path: `/admin/orders/${ids.order}/`, sender: 'admin', encoding: 'form', fields: { status: text('processing', 'completed', 'cancelled', 'refunded') } },
    {
      name: 'admin refund form',
      path: `/admin/orders/${ids.paid}/`,
      sender: 'admin',
      encoding: 'form',
      fields: { intent: text('refund'), 'refund_order_item_qty[1]': text('1', '0', '-1'), 'refund_line_total[1]': text('1.00', ''), refund_shipping_total: text('0.50'), refund_amount: text('', '0.01', '-5', '1e9'), refund_reason: nastyText, restock_refunded_items: flag },
    },
    { name: 'admin paths with bad ids', path: fc.constantFrom('/admin/products/0/', '/admin/products/abc/', '/admin/products/99999999999999999999/', '/admin/orders/-1/', '/admin/orders/1e3/'), sender: 'admin', encoding: 'form', fields: { status: text('completed'), name: text('x') } },
    // WooCommerce AJAX.
    { name: 'wc-ajax add_to_cart', path: '/?wc-ajax=add_to_cart', sender: 'shopper', encoding: 'form', nonceIn: 'none', fields: { product_id: text(String(ids.product)), quantity: text('1', '2'), product_sku: nastyText } },
    { name: 'wc-ajax remove_from_cart', path: '/?wc-ajax=remove_from_cart', sender: 'shopper', encoding: 'form', nonceIn: 'none', fields: { cart_item_key: text('0'.repeat(32), 'f'.repeat(32)) } },
    { name: 'wc-ajax get_refreshed_fragments', path: '/?wc-ajax=get_refreshed_fragments', sender: 'shopper', encoding: 'form', nonceIn: 'none', fields: { time: text('1700000000') } },
    { name: 'wc-ajax unknown endpoints', path: fc.array(urlPart, { minLength: 1, maxLength: 2 }).map((names) => `/?${names.map((name) => `wc-ajax=${name}`).join('&')}`), sender: 'shopper', encoding: 'form', nonceIn: 'none', fields: { product_id: text('1') } },
    // REST.
    { name: 'REST store checkout', path: '/wp-json/wc/store/v1/checkout', sender: 'shopper', encoding: 'json', nonceIn: 'header', fields: { billing_address: address, shipping_address: address, payment_method: text('cod', 'bacs'), customer_note: nastyText, extensions: fc.dictionary(text('woocommerce/order-attribution'), fc.jsonValue({ maxDepth: 2 })) } },
    { name: 'REST users/me', path: '/wp-json/wp/v2/users/me', sender: 'customer', encoding: 'json', nonceIn: 'header', fields: { woocommerce_meta: fc.oneof(fc.record({ coming_soon_banner_dismissed: text('yes', 'no') }, { requiredKeys: [] }), fc.jsonValue({ maxDepth: 2 })) } },
    { name: 'REST analytics', path: '/wp-json/vitrine/v1/analytics', sender: 'visitor', encoding: 'json', nonceIn: 'none', fields: { events: fc.oneof(fc.array(event, { maxLength: 25 }), fc.jsonValue({ maxDepth: 2 })) } },
    { name: 'REST consent stats', path: '/wp-json/vitrine/v1/consent-stats', sender: 'visitor', encoding: 'json', nonceIn: 'none', fields: { href: text('https://shop.example/'), referrer: text(''), cookieName: text('cc_cookie'), mainStatus: text('allow', 'deny', 'dismiss'), openCount: fc.oneof(fc.integer(), nastyText), categories: fc.jsonValue({ maxDepth: 2 }), revision: text('abc123') } },
    { name: 'REST store cart add-item', path: '/wp-json/wc/store/v1/cart/add-item', sender: 'shopper', encoding: 'json', nonceIn: 'header', fields: { id: fc.oneof(fc.constant(ids.product), fc.integer(), nastyText), quantity: fc.oneof(fc.integer({ min: -2, max: 1000 }), nastyText) } },
    { name: 'REST store cart update-item', path: '/wp-json/wc/store/v1/cart/update-item', sender: 'shopper', encoding: 'json', nonceIn: 'header', fields: { key: text(cartItemKey(ids.product), 'f'.repeat(32)), quantity: fc.oneof(fc.integer({ min: -2, max: 1000 }), nastyText) } },
    { name: 'REST store cart remove-item', path: '/wp-json/wc/store/v1/cart/remove-item', sender: 'shopper', encoding: 'json', nonceIn: 'header', fields: { key: text(cartItemKey(ids.product), 'f'.repeat(32)) } },
    { name: 'REST store products', path: fc.tuple(urlPart, urlPart, urlPart, urlPart, urlPart, urlPart).map(([perPage, page, orderby, category, include, price]) => `/wp-json/wc/store/v1/products?per_page=${perPage}&page=${page}&orderby=${orderby}&category=${category}&include=${include}&min_price=${price}&search=${price}&_fields=${orderby}`), sender: 'visitor', encoding: 'form', method: 'GET', nonceIn: 'none', fields: { id: nastyText } },
    {
      name: 'REST order refunds',
      path: fc.constantFrom(`/wp-json/wc/v3/orders/${ids.paid}/refunds`, '/wp-json/wc/v3/orders/99999999999999999999/refunds', `/wp-json/wc/v3/orders/${ids.paid}/refunds/0?force=true`),
      sender: 'admin',
      encoding: 'json',
      nonceIn: 'header',
      fields: {
        amount: fc.oneof(text('0.01', '-1', '0'), fc.double(), fc.integer()),
        reason: nastyText,
        line_items: fc.oneof(fc.array(fc.record({ id: fc.oneof(fc.integer(), nastyText), quantity: fc.oneof(fc.integer(), nastyText), refund_total: fc.oneof(text('1.00'), fc.double()), refund_tax: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: [] }), { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
        api_refund: fc.oneof(fc.boolean(), nastyText),
        restock_items: fc.oneof(fc.boolean(), nastyText),
      },
    },
    ...ownerRestTargets(ids),
    { name: 'REST unknown routes', path: fc.array(urlPart, { maxLength: 3 }).map((parts) => `/wp-json/${parts.join('/')}`), sender: 'visitor', encoding: 'json', nonceIn: 'none', fields: { id: nastyText } },
    // Every method on every kind of address: pages, wc-ajax, admin-ajax, REST, static files.
    {
      name: 'any method',
      path: fc.constantFrom('/', '/shop/', '/cart', '/my-account/', '/?wc-ajax=get_refreshed_fragments', '/?wc-ajax=nothing', '/wp-admin/admin-ajax.php?action=rest-nonce', '/wp-json/', '/wp-json/wc/store/v1/cart', '/wp-json/wc/store/v1/cart/add-item', '/wp-json/wp/v2/users/me', '/wp-json/no/route', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/assets/none.js', '/uploads/none.jpg'),
      sender: 'shopper',
      encoding: 'form',
      method: 'any',
      nonceIn: 'none',
      fields: { id: nastyText },
    },
  ];
}

/** The owner's `wc/v3` customers, order deletion and webhooks: lists by their query, writes by their body, items by any method. */
function ownerRestTargets(ids: FuzzIds): Target[] {
  const query = (route: string, names: string[]) =>
    fc.array(urlPart, { minLength: names.length, maxLength: names.length }).map((values) => `${route}?${names.map((name, index) => `${name}=${values[index] ?? ''}`).join('&')}`);
  const customer = {
    email: text('fuzz-made@example.com', `fuzz-target@example.com`),
    first_name: text('Ada'),
    last_name: text('Lovelace'),
    username: text('fuzz-made', 'admin'),
    password: text('a long enough password', ''),
    billing: address,
    shipping: address,
    id: fc.oneof(fc.integer(), nastyText),
  };
  const webhook = {
    name: nastyText,
    status: text('active', 'paused', 'disabled'),
    topic: text('order.deleted', 'customer.created', 'order.restored', 'action.woocommerce_add_to_cart'),
    // Address literals only: a host name would be looked up in the DNS.
    delivery_url: text('https://93.184.216.34/hooks', 'http://127.0.0.1/hooks', 'ftp://93.184.216.34/'),
    secret: nastyText,
  };
  const batch = (item: Record<string, fc.Arbitrary<unknown>>) => ({
    create: fc.oneof(fc.array(fc.record(item, { requiredKeys: [] }), { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
    update: fc.oneof(fc.array(fc.record({ ...item, id: fc.oneof(fc.integer(), fc.constantFrom(ids.customer, ids.admin, ids.webhook), nastyText) }, { requiredKeys: [] }), { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
    delete: fc.oneof(fc.array(fc.oneof(fc.integer(), fc.constantFrom(ids.customer, ids.admin, ids.webhook), nastyText), { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
  });
  const owner = { sender: 'admin', encoding: 'json', nonceIn: 'header' } as const;
  const customers = '/wp-json/wc/v3/customers';
  const webhooks = '/wp-json/wc/v3/webhooks';
  return [
    { ...owner, name: 'REST customers list', path: query(customers, ['search', 'email', 'role', 'orderby', 'order', 'include', 'exclude', 'per_page', 'page', 'offset', '_fields']), method: 'GET', fields: {} },
    { ...owner, name: 'REST customer create', path: customers, fields: customer },
    {
      ...owner,
      name: 'REST customer item',
      path: fc.constantFrom(`${customers}/${ids.customer}`, `${customers}/${ids.customer}?force=true`, `${customers}/${ids.customer}?force=true&reassign=${ids.customer}`, `${customers}/${ids.admin}?force=true`, `${customers}/99999999999999999999`),
      method: 'any',
      fields: customer,
    },
    { ...owner, name: 'REST customers batch', path: `${customers}/batch`, fields: batch(customer) },
    {
      ...owner,
      name: 'REST order delete',
      path: fc.constantFrom(`/wp-json/wc/v3/orders/${ids.removable}`, `/wp-json/wc/v3/orders/${ids.removable}?force=true`, `/wp-json/wc/v3/orders/${ids.removable}?force=maybe`, '/wp-json/wc/v3/orders/99999999999999999999?force=true'),
      method: 'any',
      fields: { status: text('processing', 'trash', 'on-hold', 'completed') },
    },
    { ...owner, name: 'REST webhooks list', path: query(webhooks, ['status', 'search', 'include', 'exclude', 'after', 'before', 'orderby', 'order', 'per_page', 'page', 'offset']), method: 'GET', fields: {} },
    { ...owner, name: 'REST webhook create', path: webhooks, fields: webhook },
    { ...owner, name: 'REST webhook item', path: fc.constantFrom(`${webhooks}/${ids.webhook}`, `${webhooks}/${ids.webhook}?force=true`, `${webhooks}/99999999999999999999`), method: 'any', fields: webhook },
    { ...owner, name: 'REST webhooks batch', path: `${webhooks}/batch`, fields: batch(webhook) },
  ];
}

function productFields(): Record<string, fc.Arbitrary<unknown>> {
  const values: Record<string, fc.Arbitrary<unknown>> = { name: text('Fuzzed lamp'), slug: text('fuzzed-lamp'), sku: text('FUZZ-1'), regular_price: text('19.99', '0', '-5'), sale_price: text('', '9.99'), stock: text('5', ''), stock_status: text('instock', 'outofstock', 'onbackorder'), status: text('publish', 'draft'), short_description: nastyText, description: nastyText };
  for (const name of PRODUCT_FIELDS) values[name] ??= nastyText;
  return { ...values, categories: text('1', '2', 'abc') };
}

/**
 * What a refused request must leave alone: the rows that orders, accounts, the catalogue, settings,
 * consent and analytics are made of. Sessions (notices, carts) and login attempts (the lockout counts
 * failures on purpose) are not in it.
 */
async function writableState(db: Db): Promise<string> {
  const counted = ['orders', 'order_lines', 'order_addresses', 'order_attribution', 'users', 'categories', 'product_categories', 'product_images', 'posts', 'outbox', 'consent_decisions', 'consent_decision_categories'] as const;
  const counts = await Promise.all(counted.map(async (table) => `${table}=${(await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n}`));
  const [settings, products, meta, analytics, orders] = await Promise.all([
    db.selectFrom('settings').selectAll().orderBy('key').execute(),
    db.selectFrom('products').selectAll().orderBy('id').execute(),
    db.selectFrom('user_meta').selectAll().orderBy('user_id').orderBy('meta_key').execute(),
    db.selectFrom('analytics_daily').selectAll().execute(),
    db.selectFrom('orders').select(['id', 'status', 'updated_at']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ counts, settings, products, meta, analytics, orders });
}

const CUSTOMER_PASSWORD = 'a long enough password 1';

/** A paused webhook to a public address literal: fuzzed, never delivered. */
async function insertWebhook(db: Db): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('webhooks')
    .values({ name: 'Fuzz hook', status: 'paused', topic: 'order.deleted', delivery_url: 'https://93.184.216.34/hooks', secret: 'fuzz secret', user_id: null, pending_delivery: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sends a request as the visitor (with their cookies) and reads the answer. fetch will not send TRACE or
 * CONNECT: those are written on a socket, with the body fetch would have made.
 */
async function exchange(visitor: Visitor, path: string, method: string, headers: Record<string, string>, body: BodyInit | undefined): Promise<{ status: number; text: string }> {
  if (!FETCH_FORBIDDEN.includes(method.toUpperCase())) {
    const response = await visitor.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    return { status: response.status, text: await response.text() };
  }
  const made = new Request('http://shop.invalid/', { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const sent = { ...Object.fromEntries(made.headers), ...(cookie ? { cookie } : {}) };
  const answer = await rawExchange(visitor.shop.url, `${method} ${path} HTTP/1.1`, sent, new Uint8Array(await made.arrayBuffer()));
  return { status: answer.status, text: answer.body };
}

/** A server's error page leaking its code: "at render (app/routes/x.tsx:12:3)". */
const STACK = /\bat .+\.(ts|tsx|js|mjs):\d+/;

describe.each(DIALECTS)('fuzzing every form and endpoint on %s', (dialect) => {
  // The consent stats endpoint exists only when the banner posts its stats to it.
  const shop = useHttpShop(dialect, { consent: { type: 'detailed', statsUrl: '/wp-json/vitrine/v1/consent-stats' } });
  /** The visitors who send requests, signed in where they need to be; `leaving` is the customer the logout form is fuzzed with. */
  const senders = new Map<Sender | 'leaving', { visitor: Visitor; nonce: string }>();
  const tally = new Map<string, Map<number, number>>();
  let ids: FuzzIds;

  beforeAll(async () => {
    const db = shop.database.db;
    ids = {
      product: await insertProduct(db, { name: 'Fuzz basket', price: 1500 }),
      editable: await insertProduct(db, { name: 'Fuzz editable', price: 1500, stock: 10 }),
      order: (await db.selectFrom('orders').select('id').orderBy('id').executeTakeFirst())?.id ?? 1,
      // A paid order of $10,000.00 with one line, so refunds go through until it is refunded in full.
      paid: await insertOrder(db, { status: 'processing', lines: [{ productId: null, name: 'Fuzz refund', quantity: 3, unitPrice: 333_333_33 }] }),
      customer: await insertCustomer(db, { username: `fuzz-target-${dialect}` }),
      admin: (await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id,
      removable: await insertOrder(db, { status: 'on-hold' }),
      webhook: await insertWebhook(db),
    };
    const shopper = new Visitor(shop);
    await refillCart(shopper);
    senders.set('shopper', { visitor: shopper, nonce: nonceIn(decode(await shopper.page('/checkout/'))) });
    const customer = new Visitor(shop);
    const registered = await customer.post('/my-account/?index', { intent: 'register', email: `fuzz-${dialect}@example.com`, password: CUSTOMER_PASSWORD, first_name: 'Fuzz', last_name: 'Customer' });
    expect(registered.status).toBe(303);
    senders.set('customer', { visitor: customer, nonce: nonceIn(decode(await customer.page('/my-account/'))) });
    const admin = new Visitor(shop);
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    senders.set('admin', { visitor: admin, nonce: nonceIn(decode(await admin.page('/admin/settings/'))) });
    console.log(`Fuzzing on ${dialect} with FUZZ_SEED=${FUZZ_SEED}, ${FUZZ_RUNS} runs per form or endpoint`);
  });
  afterAll(() => {
    const lines = [...tally].map(([name, statuses]) => `  ${name}: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`);
    console.log(`Answers on ${dialect}:\n${lines.join('\n')}`);
  });

  async function refillCart(visitor: Visitor) {
    const added = await visitor.request(`/?add-to-cart=${ids.product}`);
    expect(added.status).toBe(303);
  }

  /** Who sends this target's request, with the nonce their page gave them (none for a fresh visitor). */
  async function senderFor(target: Target): Promise<{ visitor: Visitor; nonce: string | null }> {
    if (target.sender === 'visitor') return { visitor: new Visitor(shop), nonce: null };
    if (target.name === 'logout form') {
      // Each run logs the customer out (or fails to): sign in again after a logout.
      let leaving = senders.get('leaving');
      if (!leaving || !(await leaving.visitor.page('/my-account/')).includes('customer-logout')) {
        // The fuzzed login form, from the same address, may have spent the address's sign-in budget.
        await shop.database.db.deleteFrom('rate_limits').where('key', 'like', 'login:%').execute();
        const visitor = new Visitor(shop);
        await logInAs(visitor, `fuzz-${dialect}@example.com`, CUSTOMER_PASSWORD);
        leaving = { visitor, nonce: nonceIn(decode(await visitor.page('/my-account/'))) };
        senders.set('leaving', leaving);
      }
      return leaving;
    }
    return senders.get(target.sender) as { visitor: Visitor; nonce: string };
  }

  /** Sends one fuzzed request as the target's sender, with the checks every answer must pass. */
  async function send(target: Target, path: string, request: FuzzRequest): Promise<void> {
    const db = shop.database.db;
    const sender = await senderFor(target);
    const nonce = request.nonce === 'valid' ? sender.nonce : request.nonce === 'wrong' ? 'ffffffffff' : null;
    const where = target.nonceIn ?? 'field';
    const { body, headers } = encode(request, where === 'field' ? nonce : null);
    if (where === 'header' && nonce !== null) headers['x-wp-nonce'] = nonce;

    const before = await writableState(db);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let status: number;
    let text: string;
    try {
      ({ status, text } = await exchange(sender.visitor, path, request.method, headers, body));
      expect(log, `${target.name}: nothing in the error log`).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
    const statuses = tally.get(target.name) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    tally.set(target.name, statuses);
    // WordPress's 501 for a delete without `force=true` of what has no trash is a refusal like a 4xx (docs/contract.md).
    const trashRefused = status === 501 && /"code":"(woocommerce_)?rest_trash_not_supported"/.test(text);
    expect(status, `${target.name}: ${request.method} ${path}`).toBeLessThan(trashRefused ? 502 : 500);
    expect(text, `${target.name}: no stack trace in the answer`).not.toMatch(STACK);
    if (status >= 400) expect(await writableState(db), `${target.name}: a ${status} wrote nothing`).toBe(before);
    // Keep the shopper able to reach the checkout: an order placed or a cart emptied takes the cart away.
    if (target.sender === 'shopper' && status < 400) await refillCart(sender.visitor);
    expect(({} as Record<string, unknown>).polluted, 'no prototype pollution').toBeUndefined();
  }

  it.each(HTTP_METHODS.map((method) => [method]))('every target answers %s without a 5xx, a stack trace or a log line, and a refusal writes nothing', async (method) => {
    for (const target of targets(ids)) {
      const [path = ''] = typeof target.path === 'string' ? [target.path] : fc.sample(target.path, { seed: FUZZ_SEED, numRuns: 1 });
      const entries = Object.entries(target.fields).map(([name, value]): [string, unknown] => [name, fc.sample(value, { seed: FUZZ_SEED, numRuns: 1 })[0]]);
      await send(target, path, { method, entries, encoding: target.encoding, contentType: null, nonce: 'valid', raw: new Uint8Array(), huge: false });
    }
  }, 60_000);

  it.each(targets(NO_IDS).map((target) => [target.name]))('%s: no 5xx, no stack trace, nothing logged, nothing written on a refusal', async (name) => {
    const target = targets(ids).find((candidate) => candidate.name === name) as Target;
    const path = typeof target.path === 'string' ? fc.constant(target.path) : target.path;
    await fc.assert(
      fc.asyncProperty(path, requestFor(target), (chosen, request) => send(target, chosen, request)),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );
  }, 30_000 + FUZZ_RUNS * 1_000);
});
