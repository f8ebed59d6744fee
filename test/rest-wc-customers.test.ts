import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { createApiKeyForLogin, type NewApiKey } from '../core/accounts/api-keys.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { deliverWebhooks } from '../core/webhooks/deliver.ts';
import { webhookDeliverySettings } from '../server/process/webhook-worker.ts';
import { DIALECTS } from './dialects.ts';
import { customerSession, linkRelations, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertOrder } from './fixtures/shop-data.ts';
import { logInAs, Visitor } from './fixtures/visitor.ts';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from './fixtures/webhook-receiver.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const CUSTOMERS = '/wc/v3/customers';
const CONFIG: ConfigFile = { webhooks: { allowPrivateTargets: true } };

/** WooCommerce's customer fields, in its order: never a password. */
const WC_CUSTOMER_FIELDS = [
  'id',
  'date_created',
  'date_created_gmt',
  'date_modified',
  'date_modified_gmt',
  'email',
  'first_name',
  'last_name',
  'role',
  'username',
  'billing',
  'shipping',
  'is_paying_customer',
  'avatar_url',
  'meta_data',
  '_links',
];
const BILLING_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'postcode', 'country', 'state', 'email', 'phone'];
const SHIPPING_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'postcode', 'country', 'state', 'phone'];

interface CustomerJson {
  id: number;
  date_created: string;
  date_modified: string | null;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  username: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  is_paying_customer: boolean;
  avatar_url: string;
  meta_data: unknown[];
  _links: Record<string, { href: string }[]>;
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

type BatchItem = CustomerJson | { id: number; error: ErrorJson };

const HTTPS = { 'x-forwarded-proto': 'https' };
const basic = (key: NewApiKey) => ({ ...HTTPS, authorization: `Basic ${Buffer.from(`${key.consumerKey}:${key.consumerSecret}`).toString('base64')}` });
const PASSWORD = 'a long enough password';

const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines', address_1: '12 St James’s Square', address_2: '', city: 'London', postcode: 'SW1Y 4JH', country: 'GB', state: '' };

/** Delivery rounds as the shop's worker runs them. */
function deliveries(shop: SuiteShop) {
  const settings = webhookDeliverySettings({ config: buildConfig(CONFIG), siteOrigin: shop.url });
  return () => deliverWebhooks(shop.database.db, settings);
}

describe.each(DIALECTS)('wc/v3/customers on %s', (dialect) => {
  const shop = useHttpShop(dialect, CONFIG, { trustProxy: true });
  let owner: RestSession;
  const email = (name: string) => `${name}-${dialect}@example.com`;

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  const create = (body: Record<string, unknown>) => owner.json<CustomerJson>(201, 'POST', CUSTOMERS, body);
  const refused = async (status: number, method: string, path: string, body?: unknown) => owner.json<ErrorJson>(status, method, path, body);
  const userRow = (id: number) => shop.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  it('creates a customer in WooCommerce’s shape, never answering the password, and sends the new-account e-mail', async () => {
    const response = await owner.send('POST', CUSTOMERS, {
      email: ` ${email('Ada.King')} `,
      first_name: 'Ada',
      last_name: 'King',
      password: PASSWORD,
      billing: { ...ADDRESS, email: email('billing'), phone: '+44 20 7946 0958' },
      shipping: { ...ADDRESS, first_name: 'Augusta' },
    });
    const created = (await response.json()) as CustomerJson;
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${shop.url}/wp-json${CUSTOMERS}/${created.id}`);
    expect(Object.keys(created)).toEqual(WC_CUSTOMER_FIELDS);
    expect(Object.keys(created.billing)).toEqual(BILLING_FIELDS);
    expect(Object.keys(created.shipping)).toEqual(SHIPPING_FIELDS);
    expect(created).toMatchObject({
      email: email('ada.king'),
      first_name: 'Ada',
      last_name: 'King',
      role: 'customer',
      // Made from the e-mail address, as WooCommerce does when none is sent.
      username: `ada.king-${dialect}`,
      billing: { ...ADDRESS, email: email('billing'), phone: '+44 20 7946 0958' },
      shipping: { ...ADDRESS, first_name: 'Augusta', phone: '' },
      is_paying_customer: false,
      date_modified: null,
      meta_data: [],
    });
    expect(created.date_created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(created.avatar_url).toMatch(/^https:\/\/secure\.gravatar\.com\/avatar\/[0-9a-f]{32}\?s=96/);
    expect(created._links).toEqual({ self: [{ href: `${shop.url}/wp-json${CUSTOMERS}/${created.id}` }], collection: [{ href: `${shop.url}/wp-json${CUSTOMERS}` }] });
    expect(JSON.stringify(created)).not.toContain(PASSWORD);
    expect(await owner.json(200, 'GET', `${CUSTOMERS}/${created.id}`)).toEqual(created);

    // The password sent is the account's; the customer is greeted by the shop's e-mail.
    await logInAs(new Visitor(shop), created.username, PASSWORD);
    const mail = await shop.database.db.selectFrom('outbox').select(['kind', 'text']).where('to_address', '=', created.email).execute();
    expect(mail).toEqual([{ kind: 'customer_new_account', text: expect.stringContaining(created.username) }]);
    expect(mail[0]?.text).toContain(`${shop.url}/my-account/`);
    expect(mail[0]?.text).not.toContain(PASSWORD);

    // Without a password the account gets one nobody knows: the customer chooses theirs with "Lost your password?".
    const bare = await create({ email: email('bare'), username: 'Bare.Bones' });
    expect(bare).toMatchObject({ username: 'bare.bones', first_name: '', billing: { first_name: '', country: '' }, shipping: { city: '' } });
  });

  it('refuses what WooCommerce refuses, with its codes and the field’s reason, and writes nothing', async () => {
    const before = await shop.database.db.selectFrom('users').select('id').execute();
    const taken = await create({ email: email('taken'), username: `taken-${dialect}` });
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'rest_invalid_param', 'email'],
      [{ email: 'not an address' }, 'rest_invalid_param', 'email'],
      [{ email: 42 }, 'rest_invalid_param', 'email'],
      [{ email: email('TAKEN') }, 'registration-error-email-exists', 'email'],
      [{ email: email('other'), username: `taken-${dialect}` }, 'registration-error-username-exists', 'username'],
      [{ email: email('other'), username: 'has space' }, 'registration-error-invalid-username', 'username'],
      [{ email: email('other'), username: 'at@sign' }, 'registration-error-invalid-username', 'username'],
      [{ email: email('other'), id: 5 }, 'woocommerce_rest_customer_exists', 'id'],
      [{ email: email('other'), password: 'short' }, 'rest_invalid_param', 'password'],
      [{ email: email('other'), first_name: 'x'.repeat(101) }, 'rest_invalid_param', 'first_name'],
      [{ email: email('other'), last_name: 'tab\there' }, 'rest_invalid_param', 'last_name'],
      [{ email: email('other'), billing: { country: 'Germany' } }, 'rest_invalid_param', 'billing.country'],
      [{ email: email('other'), billing: { email: 'nope' } }, 'rest_invalid_param', 'billing.email'],
      [{ email: email('other'), billing: { fax: '123' } }, 'rest_invalid_param', 'billing.fax'],
      [{ email: email('other'), billing: 'London' }, 'rest_invalid_param', 'billing'],
      [{ email: email('other'), shipping: { phone: '+49 30 1234567' } }, 'rest_invalid_param', 'shipping.phone'],
      [{ email: email('other'), role: 'administrator' }, 'rest_invalid_param', 'role'],
      [{ email: email('other'), meta_data: [] }, 'rest_invalid_param', 'meta_data'],
    ];
    for (const [body, code, field] of cases) {
      const error = await refused(400, 'POST', CUSTOMERS, body);
      expect(error.code, JSON.stringify(body)).toBe(code);
      expect(error.data.params?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await shop.database.db.selectFrom('users').select('id').execute()).length).toBe(before.length + 1);

    // An update: another account's address, and a username, which never changes.
    const other = await create({ email: email('updater') });
    expect((await refused(400, 'PUT', `${CUSTOMERS}/${other.id}`, { email: taken.email })).code).toBe('woocommerce_rest_customer_invalid_email');
    expect((await refused(400, 'PUT', `${CUSTOMERS}/${other.id}`, { username: 'renamed' })).code).toBe('woocommerce_rest_customer_invalid_argument');
    expect((await refused(400, 'PUT', `${CUSTOMERS}/${other.id}`, { email: '' })).data.params).toEqual({ email: 'is required' });
    // The username it has, or none, is taken back as it is.
    expect(await owner.json(200, 'PUT', `${CUSTOMERS}/${other.id}`, { username: other.username, first_name: 'Same' })).toMatchObject({ username: other.username, first_name: 'Same' });
    expect(await userRow(other.id)).toMatchObject({ email: other.email, username: other.username });

    expect((await refused(404, 'GET', `${CUSTOMERS}/999999`)).code).toBe('woocommerce_rest_invalid_id');
    expect((await refused(404, 'GET', `${CUSTOMERS}/99999999999999999999`)).code).toBe('woocommerce_rest_invalid_id');
    expect((await refused(400, 'PUT', `${CUSTOMERS}/999999`, { first_name: 'Nobody' })).code).toBe('woocommerce_rest_invalid_id');
    const bad = await refused(400, 'GET', `${CUSTOMERS}?role=shop_manager&orderby=email&per_page=101&email=nope`);
    expect(Object.keys(bad.data.params ?? {}).sort()).toEqual(['email', 'orderby', 'per_page', 'role']);
  });

  it('lists customers by name with WooCommerce’s filters, paging and order, the owner’s account only when asked', async () => {
    const db = shop.database.db;
    const tag = `lister${dialect}`;
    const named = (first: string, last: string) => create({ email: `${tag}-${first.toLowerCase()}@example.com`, first_name: first, last_name: last });
    // Made one after another, so their ids and dates rise in this order.
    const zoe = await named('Zoe', 'Adams');
    const adam = await named('adam', 'Young');
    const mia = await named('Mia', 'Brown');
    const ids = (list: CustomerJson[]) => list.map((customer) => customer.id);
    const search = `search=${tag}`;

    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?${search}`))).toEqual([adam.id, mia.id, zoe.id]);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?${search}&order=desc`))).toEqual([zoe.id, mia.id, adam.id]);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?${search}&orderby=id`))).toEqual([zoe.id, adam.id, mia.id]);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?${search}&orderby=registered_date&order=desc`))).toEqual([mia.id, adam.id, zoe.id]);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?orderby=include&include=${mia.id},${zoe.id},${adam.id}`))).toEqual([mia.id, zoe.id, adam.id]);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?${search}&exclude=${adam.id}`))).toEqual([mia.id, zoe.id]);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?email=${encodeURIComponent(mia.email.toUpperCase())}`))).toEqual([mia.id]);
    // Search reads names too, whatever their case; `%` and `_` are themselves.
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?search=YOUNG`))).toContain(adam.id);
    expect(await owner.json(200, 'GET', `${CUSTOMERS}?search=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);

    const paged = await owner.send('GET', `${CUSTOMERS}?${search}&per_page=2&page=2`);
    expect(paged.headers.get('x-wp-total')).toBe('3');
    expect(paged.headers.get('x-wp-totalpages')).toBe('2');
    expect(linkRelations(paged.headers.get('link')).prev).toContain('page=1');
    expect(ids((await paged.json()) as CustomerJson[])).toEqual([zoe.id]);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?${search}&per_page=1&offset=1`))).toEqual([mia.id]);

    // The owner's account is no customer: listed with role=all or role=administrator, readable by id.
    const admin = (await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?per_page=100`))).not.toContain(admin);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?role=all&per_page=100`))).toContain(admin);
    expect(ids(await owner.json<CustomerJson[]>(200, 'GET', `${CUSTOMERS}?role=administrator`))).toEqual([admin]);
    expect(await owner.json(200, 'GET', `${CUSTOMERS}/${admin}?_fields=id,role,username`)).toEqual({ id: admin, role: 'administrator', username: 'admin' });

    // A customer with a paid order is a paying customer.
    await insertOrder(db, { customerId: zoe.id, status: 'completed' });
    expect(await owner.json(200, 'GET', `${CUSTOMERS}/${zoe.id}?_fields=is_paying_customer`)).toEqual({ is_paying_customer: true });
  });

  it('updates only the fields sent, an address field by field, and a new password signs the customer out', async () => {
    const db = shop.database.db;
    const created = await create({ email: email('mover'), first_name: 'Grace', last_name: 'Hopper', password: PASSWORD, billing: { ...ADDRESS, email: email('mover') } });
    const { visitor } = await customerVisitor(created.username, PASSWORD);
    const updated = await owner.json<CustomerJson>(200, 'PATCH', `${CUSTOMERS}/${created.id}`, { last_name: 'Murray', billing: { city: 'Arlington', country: 'us' }, shipping: { city: 'Boston' } });
    expect(updated).toMatchObject({ first_name: 'Grace', last_name: 'Murray', email: email('mover'), billing: { ...ADDRESS, city: 'Arlington', country: 'US', email: email('mover') }, shipping: { city: 'Boston', first_name: '', country: '' } });
    // Still signed in: nothing about the password changed.
    expect(await visitor.page('/my-account/')).toContain('customer-logout');
    // An address alone, or nothing at all, is an update too.
    expect(await owner.json(200, 'PUT', `${CUSTOMERS}/${created.id}`, { shipping: { postcode: '02108' } })).toMatchObject({ last_name: 'Murray', shipping: { city: 'Boston', postcode: '02108' } });
    expect(await owner.json(200, 'PUT', `${CUSTOMERS}/${created.id}`, {})).toMatchObject({ last_name: 'Murray', shipping: { postcode: '02108' } });

    const renamed = await owner.json<CustomerJson>(200, 'POST', `${CUSTOMERS}/${created.id}`, { email: email('MOVED'), password: 'another long password' });
    expect(renamed.email).toBe(email('moved'));
    expect((await visitor.request('/my-account/edit-account/')).status).not.toBe(200);
    await logInAs(new Visitor(shop), email('moved'), 'another long password');
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', created.id).execute()).toHaveLength(1);
  });

  it('deletes a customer only with force=true, keeping its orders as guest orders, and never the owner’s account', async () => {
    const db = shop.database.db;
    const created = await create({ email: email('leaver'), first_name: 'Leaving', password: PASSWORD, billing: { ...ADDRESS } });
    const orderId = await insertOrder(db, { customerId: created.id, status: 'processing', email: created.email });
    await customerVisitor(created.username, PASSWORD);

    const notForced = await refused(501, 'DELETE', `${CUSTOMERS}/${created.id}`);
    expect(notForced).toMatchObject({ code: 'woocommerce_rest_trash_not_supported', message: 'Customers do not support trashing.' });
    expect((await refused(501, 'DELETE', `${CUSTOMERS}/999999`)).code).toBe('woocommerce_rest_trash_not_supported');
    expect((await refused(400, 'DELETE', `${CUSTOMERS}/999999?force=true`)).code).toBe('woocommerce_rest_invalid_id');
    expect((await refused(400, 'DELETE', `${CUSTOMERS}/${created.id}?force=true&reassign=${created.id}`)).code).toBe('woocommerce_rest_customer_invalid_reassign');
    expect((await refused(400, 'DELETE', `${CUSTOMERS}/${created.id}?force=true&reassign=999999`)).code).toBe('woocommerce_rest_customer_invalid_reassign');
    expect((await refused(400, 'DELETE', `${CUSTOMERS}/${created.id}?force=true&reassign=abc`)).code).toBe('rest_invalid_param');
    expect(await userRow(created.id)).toBeDefined();

    const heir = await create({ email: email('heir') });
    const now = new Date().toISOString();
    const media = await db
      .insertInto('media')
      .values({ file: `leaver-${dialect}`, original_name: 'me.jpg', mime_type: 'image/jpeg', title: 'Me', alt_text: '', caption: '', width: 1, height: 1, sizes: '[]', state: 'complete', author_id: created.id, created_at: now, original_file: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deleted = await owner.json<CustomerJson>(200, 'DELETE', `${CUSTOMERS}/${created.id}?force=true&reassign=${heir.id}`);
    // The customer as it was, addresses and all.
    expect(deleted).toMatchObject({ id: created.id, email: created.email, billing: { city: 'London' } });
    expect(await userRow(created.id)).toBeUndefined();
    expect((await refused(404, 'GET', `${CUSTOMERS}/${created.id}`)).code).toBe('woocommerce_rest_invalid_id');
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', created.id).execute()).toEqual([]);
    expect(await db.selectFrom('user_meta').select('meta_key').where('user_id', '=', created.id).execute()).toEqual([]);
    expect(await db.selectFrom('media').select('author_id').where('id', '=', media.id).executeTakeFirst()).toEqual({ author_id: heir.id });
    // Its order stays, every detail of it, as a guest's order.
    const order = await owner.json<{ customer_id: number; billing: Record<string, string>; line_items: unknown[] }>(200, 'GET', `/wc/v3/orders/${orderId}`);
    expect(order).toMatchObject({ customer_id: 0, billing: { email: created.email, first_name: 'Grace' } });
    expect(order.line_items).toHaveLength(1);

    // The owner's account: readable, never changed nor deleted through this API.
    const admin = (await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await refused(403, 'DELETE', `${CUSTOMERS}/${admin}?force=true`)).code).toBe('woocommerce_rest_cannot_delete');
    expect((await refused(403, 'PUT', `${CUSTOMERS}/${admin}`, { password: 'taken over at last' })).code).toBe('woocommerce_rest_cannot_edit');
    const batch = await owner.json<{ update: BatchItem[]; delete: BatchItem[] }>(200, 'POST', `${CUSTOMERS}/batch`, { update: [{ id: admin, email: 'evil@example.com' }], delete: [admin] });
    expect(batch.update[0]).toMatchObject({ id: admin, error: { code: 'woocommerce_rest_cannot_edit', data: { status: 403 } } });
    expect(batch.delete[0]).toMatchObject({ id: admin, error: { code: 'woocommerce_rest_cannot_delete', data: { status: 403 } } });
    await logInAs(new Visitor(shop), 'admin', TEST_ADMIN_PASSWORD);
    expect(await userRow(admin)).toMatchObject({ role: 'administrator', username: 'admin' });
  });

  it('creates, updates and deletes in one batch, each item answered on its own', async () => {
    const doomed = await create({ email: email('doomed') });
    const kept = await create({ email: email('kept') });
    const batch = await owner.json<{ create: BatchItem[]; update: BatchItem[]; delete: BatchItem[] }>(200, 'POST', `${CUSTOMERS}/batch`, {
      create: [{ email: email('batched'), first_name: 'Batched' }, { email: email('kept') }, { first_name: 'No e-mail' }],
      update: [{ id: kept.id, last_name: 'Kept' }, { id: 999999, last_name: 'Nobody' }, { id: 'x' }],
      delete: [doomed.id, 999999],
    });
    expect(batch.create[0]).toMatchObject({ email: email('batched'), first_name: 'Batched', role: 'customer' });
    expect(batch.create[1]).toMatchObject({ id: 0, error: { code: 'registration-error-email-exists', data: { status: 400 } } });
    expect(batch.create[2]).toMatchObject({ id: 0, error: { code: 'rest_invalid_param', data: { params: { email: 'is required' } } } });
    expect(batch.update[0]).toMatchObject({ id: kept.id, last_name: 'Kept' });
    expect(batch.update[1]).toMatchObject({ id: 999999, error: { code: 'woocommerce_rest_invalid_id' } });
    expect(batch.update[2]).toMatchObject({ id: 0, error: { code: 'woocommerce_rest_invalid_id' } });
    expect(batch.delete[0]).toMatchObject({ id: doomed.id, email: doomed.email });
    expect(batch.delete[1]).toMatchObject({ id: 999999, error: { code: 'woocommerce_rest_invalid_id' } });
    expect(await userRow(doomed.id)).toBeUndefined();

    const tooMany = await refused(400, 'POST', `${CUSTOMERS}/batch`, { delete: Array.from({ length: 101 }, (_, index) => index + 1) });
    expect(tooMany.code).toBe('rest_invalid_param');
  });

  it('answers the owner alone: keys by their permission, a customer 403, nobody 401', async () => {
    const db = shop.database.db;
    const keys = async (permissions: 'read' | 'write') => {
      const made = await createApiKeyForLogin(db, { login: 'admin', permissions });
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    };
    const read = await keys('read');
    const write = await keys('write');
    expect((await shop.request(`/wp-json${CUSTOMERS}`, { headers: basic(read) })).status).toBe(200);
    const readWrites = await shop.request(`/wp-json${CUSTOMERS}`, { method: 'POST', headers: { ...basic(read), 'content-type': 'application/json' }, body: JSON.stringify({ email: email('by-read-key') }) });
    expect(readWrites.status).toBe(401);
    expect((await shop.request(`/wp-json${CUSTOMERS}`, { headers: basic(write) })).status).toBe(401);
    const byKey = await shop.request(`/wp-json${CUSTOMERS}`, { method: 'POST', headers: { ...basic(write), 'content-type': 'application/json' }, body: JSON.stringify({ email: email('by-write-key') }) });
    expect(byKey.status).toBe(201);
    const made = (await byKey.json()) as CustomerJson;
    expect((await shop.request(`/wp-json${CUSTOMERS}/${made.id}?force=true`, { method: 'DELETE', headers: basic(read) })).status).toBe(401);
    expect((await shop.request(`/wp-json${CUSTOMERS}/${made.id}?force=true`, { method: 'DELETE', headers: basic(write) })).status).toBe(200);

    const customer = await customerSession(shop, email('nosy'));
    const own = (await db.selectFrom('users').select('id').where('email', '=', email('nosy')).executeTakeFirstOrThrow()).id;
    expect((await customer.send('GET', CUSTOMERS)).status).toBe(403);
    expect((await customer.send('GET', `${CUSTOMERS}/${own}`)).status).toBe(403);
    expect((await customer.send('PUT', `${CUSTOMERS}/${own}`, { first_name: 'Me' })).status).toBe(403);
    expect((await customer.send('DELETE', `${CUSTOMERS}/${own}?force=true`)).status).toBe(403);
    expect((await customer.send('POST', `${CUSTOMERS}/batch`, { delete: [own] })).status).toBe(403);
    expect((await shop.request(`/wp-json${CUSTOMERS}`)).status).toBe(401);
    expect(await userRow(own)).toMatchObject({ first_name: '' });
  });

  async function customerVisitor(username: string, password: string) {
    const visitor = new Visitor(shop);
    await logInAs(visitor, username, password);
    return { visitor };
  }
});

describe.each(DIALECTS)('customer webhooks on %s', (dialect) => {
  const shop = useHttpShop(dialect, CONFIG);
  let owner: RestSession;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await shop.database.db.deleteFrom('webhooks').execute();
    await receiver.close();
  });

  const bodyOf = (delivery: ReceivedDelivery) => JSON.parse(delivery.raw.toString('utf8')) as Record<string, unknown>;
  const topicOf = (delivery: ReceivedDelivery) => delivery.headers['x-wc-webhook-topic'];

  it('queues customer.created, customer.updated and customer.deleted with the change, and delivers WooCommerce’s bodies', async () => {
    const db = shop.database.db;
    const deliver = deliveries(shop);
    const hooks = new Map<string, number>();
    for (const topic of ['customer.created', 'customer.updated', 'customer.deleted']) {
      hooks.set(topic, (await owner.json<{ id: number }>(201, 'POST', '/wc/v3/webhooks', { topic, delivery_url: receiver.url })).id);
    }
    await deliver();
    receiver.received.length = 0;

    const created = await owner.json<CustomerJson>(201, 'POST', CUSTOMERS, { email: `hooked-${dialect}@example.com`, first_name: 'Hedy' });
    expect(await db.selectFrom('webhook_queue').select(['webhook_id', 'topic', 'resource_id']).execute()).toEqual([{ webhook_id: hooks.get('customer.created'), topic: 'customer.created', resource_id: created.id }]);
    expect(await deliver()).toMatchObject({ delivered: 1, failed: 0 });
    expect(bodyOf(receiver.received[0] as ReceivedDelivery)).toEqual(created);

    const updated = await owner.json<CustomerJson>(200, 'PUT', `${CUSTOMERS}/${created.id}`, { last_name: 'Lamarr', billing: { city: 'Vienna' } });
    expect(await db.selectFrom('webhook_queue').select(['topic', 'resource_id']).execute()).toEqual([{ topic: 'customer.updated', resource_id: created.id }]);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    expect(bodyOf(receiver.received[1] as ReceivedDelivery)).toEqual(updated);

    // A refused change queues nothing.
    await owner.json(400, 'PUT', `${CUSTOMERS}/${created.id}`, { billing: { country: 'Austria' } });
    await owner.json(501, 'DELETE', `${CUSTOMERS}/${created.id}`);
    expect(await db.selectFrom('webhook_queue').select('id').execute()).toEqual([]);

    await owner.json(200, 'DELETE', `${CUSTOMERS}/${created.id}?force=true`);
    expect(await db.selectFrom('webhook_queue').select(['topic', 'resource_id']).execute()).toEqual([{ topic: 'customer.deleted', resource_id: created.id }]);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const deleted = receiver.received[2] as ReceivedDelivery;
    expect(topicOf(deleted)).toBe('customer.deleted');
    expect(bodyOf(deleted)).toEqual({ id: created.id });

    // A batch queues one delivery per change, and sign-up its one customer.created as before.
    const batch = await owner.json<{ create: CustomerJson[] }>(200, 'POST', `${CUSTOMERS}/batch`, { create: [{ email: `batch-a-${dialect}@example.com` }, { email: `batch-b-${dialect}@example.com` }] });
    const registered = await registerCustomer(db, { email: `signed-up-${dialect}@example.com`, password: PASSWORD });
    if (!registered.ok) throw new Error('registration failed');
    expect(await db.selectFrom('webhook_queue').select(['topic', 'resource_id']).orderBy('id').execute()).toEqual([
      ...batch.create.map((customer) => ({ topic: 'customer.created', resource_id: customer.id })),
      { topic: 'customer.created', resource_id: registered.value.id },
    ]);
  });
});
