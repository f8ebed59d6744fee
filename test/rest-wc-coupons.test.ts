import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyForLogin, type NewApiKey } from '../core/accounts/api-keys.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { customerSession, linkRelations, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const COUPONS = '/wc/v3/coupons';

interface CouponJson {
  id: number;
  code: string;
  amount: string;
  status: string;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  discount_type: string;
  description: string;
  date_expires: string | null;
  date_expires_gmt: string | null;
  usage_count: number;
  individual_use: boolean;
  product_ids: number[];
  excluded_product_ids: number[];
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  limit_usage_to_x_items: number | null;
  free_shipping: boolean;
  product_categories: number[];
  excluded_product_categories: number[];
  exclude_sale_items: boolean;
  minimum_amount: string;
  maximum_amount: string;
  email_restrictions: string[];
  used_by: string[];
  meta_data: unknown[];
  _links: Record<string, { href: string }[]>;
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

/** WooCommerce's coupon fields, in WooCommerce's order. */
const WC_COUPON_FIELDS = [
  'id',
  'code',
  'amount',
  'status',
  'date_created',
  'date_created_gmt',
  'date_modified',
  'date_modified_gmt',
  'discount_type',
  'description',
  'date_expires',
  'date_expires_gmt',
  'usage_count',
  'individual_use',
  'product_ids',
  'excluded_product_ids',
  'usage_limit',
  'usage_limit_per_user',
  'limit_usage_to_x_items',
  'free_shipping',
  'product_categories',
  'excluded_product_categories',
  'exclude_sale_items',
  'minimum_amount',
  'maximum_amount',
  'email_restrictions',
  'used_by',
  'meta_data',
  '_links',
];

const WC_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** Behind a proxy the app trusts, this header is what makes a request HTTPS (API keys in Basic need it). */
const HTTPS = { 'x-forwarded-proto': 'https' };
const basic = (key: NewApiKey) => ({ ...HTTPS, authorization: `Basic ${Buffer.from(`${key.consumerKey}:${key.consumerSecret}`).toString('base64')}` });

/** Puts the product in a cart, applies the code through the cart's form, and checks out; the order's id. */
async function checkoutWithCoupon(visitor: Visitor, productId: number, code: string, email: string): Promise<number> {
  expect((await visitor.request(`/?add-to-cart=${productId}`)).status).toBe(303);
  const nonce = nonceIn(decode(await visitor.page('/cart/')));
  expect((await visitor.post('/cart/', { _wpnonce: nonce, return_to: 'cart', coupon_code: code, apply_coupon: 'Apply coupon' })).status).toBe(303);
  expect(decode(await visitor.page('/cart/'))).toContain(`Coupon: ${code}`);
  const placed = await visitor.post('/checkout/', { ...checkoutFields(nonce, {}), billing_email: email });
  const orderId = Number(/order-received\/(\d+)\//.exec(placed.headers.get('location') ?? '')?.[1]);
  expect(orderId, `checkout with ${code}`).toBeGreaterThan(0);
  return orderId;
}

describe.each(DIALECTS)('wc/v3/coupons on %s', (dialect) => {
  const shop = useHttpShop(dialect, {}, { trustProxy: true });
  let owner: RestSession;
  let lamp: number;

  beforeAll(async () => {
    owner = await ownerSession(shop);
    lamp = await insertProduct(shop.database.db, { name: 'Coupon API lamp', price: 4000, stock: 100 });
  });

  const couponCount = async () => Number((await shop.database.db.selectFrom('coupons').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('creates percent and fixed coupons and answers them in WooCommerce’s shape', async () => {
    const created = await owner.send('POST', COUPONS, {
      code: 'Spring12',
      discount_type: 'percent',
      amount: '12.5',
      description: 'Spring sale',
      date_expires: '2030-06-01',
      individual_use: true,
      product_ids: [lamp],
      excluded_product_categories: [7],
      email_restrictions: ['*@Example.com'],
      usage_limit: 10,
      usage_limit_per_user: 1,
      limit_usage_to_x_items: 3,
      minimum_amount: '50',
      maximum_amount: '500.5',
      free_shipping: true,
      exclude_sale_items: true,
    });
    expect(created.status).toBe(201);
    const spring = (await created.json()) as CouponJson;
    expect(created.headers.get('location')).toBe(`${shop.url}/wp-json${COUPONS}/${spring.id}`);
    expect(Object.keys(spring)).toEqual(WC_COUPON_FIELDS);
    expect(spring).toEqual({
      id: expect.any(Number),
      code: 'spring12',
      amount: '12.50',
      status: 'publish',
      date_created: expect.stringMatching(WC_DATE),
      date_created_gmt: spring.date_created,
      date_modified: spring.date_created,
      date_modified_gmt: spring.date_created,
      discount_type: 'percent',
      description: 'Spring sale',
      date_expires: '2030-06-01T00:00:00',
      date_expires_gmt: '2030-06-01T00:00:00',
      usage_count: 0,
      individual_use: true,
      product_ids: [lamp],
      excluded_product_ids: [],
      usage_limit: 10,
      usage_limit_per_user: 1,
      limit_usage_to_x_items: 3,
      free_shipping: true,
      product_categories: [],
      excluded_product_categories: [7],
      exclude_sale_items: true,
      minimum_amount: '50.00',
      maximum_amount: '500.50',
      email_restrictions: ['*@example.com'],
      used_by: [],
      meta_data: [],
      _links: { self: [{ href: `${shop.url}/wp-json${COUPONS}/${spring.id}` }], collection: [{ href: `${shop.url}/wp-json${COUPONS}` }] },
    });
    expect(await owner.json(200, 'GET', `${COUPONS}/${spring.id}`)).toEqual(spring);

    // A fixed amount as a JSON number; everything not sent takes WooCommerce's defaults.
    const ten = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'TENOFF', discount_type: 'fixed_cart', amount: 10 });
    expect(ten).toMatchObject({
      code: 'tenoff',
      amount: '10.00',
      discount_type: 'fixed_cart',
      description: '',
      date_expires: null,
      date_expires_gmt: null,
      individual_use: false,
      product_ids: [],
      usage_limit: null,
      usage_limit_per_user: null,
      limit_usage_to_x_items: null,
      free_shipping: false,
      exclude_sale_items: false,
      minimum_amount: '0.00',
      maximum_amount: '0.00',
      email_restrictions: [],
    });
    const perItem = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'per-item', discount_type: 'fixed_product', amount: '2.5', status: 'draft', date_expires: '2031-01-02T10:30:00' });
    expect(perItem).toMatchObject({ amount: '2.50', discount_type: 'fixed_product', status: 'draft', date_expires: '2031-01-02T10:30:00' });
    // No discount type is WooCommerce's default, a fixed cart discount.
    expect(await owner.json(201, 'POST', COUPONS, { code: 'plain-five', amount: '5' })).toMatchObject({ discount_type: 'fixed_cart', amount: '5.00' });
    // `_fields` as for every resource.
    expect(await owner.json(200, 'GET', `${COUPONS}/${ten.id}?_fields=id,code,amount`)).toEqual({ id: ten.id, code: 'tenoff', amount: '10.00' });
  });

  it('lists coupons with paging headers, search, code, include and order', async () => {
    const ids: number[] = [];
    for (const code of ['list-bravo', 'list-alpha', 'list-charlie']) ids.push((await owner.json<CouponJson>(201, 'POST', COUPONS, { code, amount: '1' })).id);
    const first = await owner.send('GET', `${COUPONS}?search=LIST-&per_page=2`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe('3');
    expect(first.headers.get('x-wp-totalpages')).toBe('2');
    expect(linkRelations(first.headers.get('link')).next).toMatch(/[?&]page=2/);
    // Newest first by default.
    expect(((await first.json()) as CouponJson[]).map((coupon) => coupon.code)).toEqual(['list-charlie', 'list-alpha']);
    const codes = async (query: string) => (await owner.json<CouponJson[]>(200, 'GET', `${COUPONS}?${query}`)).map((coupon) => coupon.code);
    expect(await codes('search=list-&page=2&per_page=2')).toEqual(['list-bravo']);
    expect(await codes('search=list-&orderby=title&order=asc')).toEqual(['list-alpha', 'list-bravo', 'list-charlie']);
    expect(await codes('search=list-&orderby=id&order=asc')).toEqual(['list-bravo', 'list-alpha', 'list-charlie']);
    expect(await codes('code=LIST-ALPHA')).toEqual(['list-alpha']);
    expect(await codes('code=list-')).toEqual([]);
    expect(await codes(`include=${ids[0]},${ids[2]}&orderby=title&order=asc`)).toEqual(['list-bravo', 'list-charlie']);
    const total = await couponCount();
    const all = await owner.send('GET', `${COUPONS}?per_page=100`);
    expect(all.headers.get('x-wp-total')).toBe(String(total));

    const error = await owner.json<ErrorJson>(400, 'GET', `${COUPONS}?per_page=0&orderby=name&order=up&include=abc`);
    expect(error.code).toBe('rest_invalid_param');
    expect(error.data.params).toEqual({
      per_page: 'must be a whole number from 1 to 100',
      orderby: 'must be one of date, id, title',
      order: 'must be asc or desc',
      include: 'must be a list of ids (whole numbers), comma-separated',
    });
  });

  it('changes only the fields sent, by PUT, PATCH and method override', async () => {
    const coupon = await owner.json<CouponJson>(201, 'POST', COUPONS, {
      code: 'partial',
      discount_type: 'percent',
      amount: '20',
      description: 'Kept',
      date_expires: '2030-01-01',
      product_ids: [lamp],
      minimum_amount: '30',
      usage_limit: 5,
      individual_use: true,
    });
    const path = `${COUPONS}/${coupon.id}`;
    const amount = await owner.json<CouponJson>(200, 'PUT', path, { amount: '15.75' });
    expect(amount).toEqual({ ...coupon, amount: '15.75', date_modified: expect.stringMatching(WC_DATE), date_modified_gmt: expect.stringMatching(WC_DATE) });
    const cleared = await owner.json<CouponJson>(200, 'PATCH', path, { date_expires: null, product_ids: [], usage_limit: null, individual_use: false, minimum_amount: '' });
    expect(cleared).toMatchObject({ amount: '15.75', description: 'Kept', date_expires: null, product_ids: [], usage_limit: null, individual_use: false, minimum_amount: '0.00' });
    // WooCommerce's `_gmt` form of the expiry is taken too.
    expect(await owner.json(200, 'PATCH', path, { date_expires_gmt: '2032-03-04T05:06:07' })).toMatchObject({ date_expires: '2032-03-04T05:06:07', date_expires_gmt: '2032-03-04T05:06:07' });
    // Another type keeps the amount's number, as WooCommerce's does.
    const fixed = await owner.send('POST', path, { discount_type: 'fixed_cart', code: 'Partial-Fixed' }, { headers: { 'x-http-method-override': 'PATCH' } });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toMatchObject({ id: coupon.id, code: 'partial-fixed', discount_type: 'fixed_cart', amount: '15.75', description: 'Kept' });
    // Sending the coupon's own code again is no clash; an empty body changes nothing.
    expect(await owner.json(200, 'PUT', path, { code: 'PARTIAL-FIXED' })).toMatchObject({ code: 'partial-fixed' });
    expect(await owner.json(200, 'PUT', path, {})).toMatchObject({ code: 'partial-fixed', amount: '15.75' });
    // A merged result the rules refuse is refused: 15.75 stays but a percent needs no more than 100.
    expect((await owner.json<ErrorJson>(400, 'PATCH', path, { discount_type: 'percent', amount: '150' })).data.params).toEqual({ amount: 'must be a percentage from 0 to 100' });
  });

  it('refuses a code another coupon has, whatever its case', async () => {
    await owner.json(201, 'POST', COUPONS, { code: 'taken-code', amount: '5' });
    const before = await couponCount();
    const clash = await owner.json<ErrorJson>(400, 'POST', COUPONS, { code: ' TAKEN-Code ', amount: '7' });
    expect(clash).toEqual({ code: 'woocommerce_rest_coupon_code_already_exists', message: 'The coupon code already exists', data: { status: 400 } });
    expect(await couponCount()).toBe(before);
    const other = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'other-code', amount: '5' });
    expect(await owner.json(400, 'PUT', `${COUPONS}/${other.id}`, { code: 'taken-code' })).toMatchObject({ code: 'woocommerce_rest_coupon_code_already_exists' });
    expect((await owner.json<CouponJson>(200, 'GET', `${COUPONS}/${other.id}`)).code).toBe('other-code');
  });

  it('refuses invalid fields with a message for each, and fields it does not keep by name', async () => {
    const before = await couponCount();
    const invalid = await owner.json<ErrorJson>(400, 'POST', COUPONS, {
      code: '',
      discount_type: 'bogus',
      usage_limit: 0,
      email_restrictions: ['not an address'],
      date_expires: 'soon',
      product_ids: ['x'],
      individual_use: 'maybe',
    });
    expect(invalid).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(invalid.data.params).toEqual({
      code: 'is required',
      discount_type: 'must be percent, fixed_cart or fixed_product',
      usage_limit: 'must be at least 1',
      email_restrictions: 'must be e-mail addresses (a * stands for any characters)',
      date_expires: 'must be a date (YYYY-MM-DD)',
      product_ids: 'must be ids (whole numbers)',
      individual_use: 'must be yes or no',
    });
    expect(invalid.message).toBe('Invalid parameter(s): code, discount_type, date_expires, individual_use, product_ids, email_restrictions, usage_limit');
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, { amount: '5' })).data.params).toEqual({ code: 'is required' });
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, { code: 'too-much', discount_type: 'percent', amount: '100.5' })).data.params).toEqual({
      amount: 'must be a percentage from 0 to 100',
    });
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, { code: 'not-money', amount: '5.123' })).data.params).toEqual({ amount: 'must be an amount' });
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, { code: 'upside-down', amount: '5', minimum_amount: '100', maximum_amount: '50' })).data.params).toEqual({
      maximum_amount: 'must be at least the minimum spend',
    });
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, { code: 'gmt-expiry', date_expires_gmt: 'later' })).data.params).toEqual({ date_expires_gmt: 'must be a date (YYYY-MM-DD)' });
    // Fields the shop does not keep (or that are not written) are refused by name, never dropped.
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, { code: 'extras', usage_count: 3, used_by: [], meta_data: [] })).data.params).toEqual({
      usage_count: 'is not accepted',
      used_by: 'is not accepted',
      meta_data: 'is not accepted',
    });
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, ['code'])).data.params).toEqual({ body: 'must be a JSON object' });
    const unreadable = await owner.send('POST', COUPONS, undefined, { headers: { 'content-type': 'application/json' } });
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ code: 'rest_invalid_json' });
    expect(await couponCount()).toBe(before);
  });

  it('deletes only with force=true, answering the coupon as it was', async () => {
    const coupon = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'short-lived', amount: '3' });
    const path = `${COUPONS}/${coupon.id}`;
    expect(await owner.json(501, 'DELETE', path)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported', data: { status: 501 } });
    expect(await owner.json(501, 'DELETE', `${path}?force=false`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported' });
    expect(await owner.json(200, 'GET', path)).toEqual(coupon);
    expect(await owner.json(200, 'DELETE', `${path}?force=true`)).toEqual(coupon);
    expect(await owner.json(404, 'GET', path)).toMatchObject({ code: 'woocommerce_rest_shop_coupon_invalid_id' });
    expect(await owner.json(404, 'DELETE', `${path}?force=true`)).toMatchObject({ code: 'woocommerce_rest_shop_coupon_invalid_id' });
  });

  it('answers WooCommerce’s 404 for an id that names no coupon', async () => {
    for (const id of ['99999999', '99999999999999999999']) {
      for (const [method, body] of [['GET'], ['PUT', { amount: '1' }], ['PATCH', { amount: '1' }], ['DELETE']] as const) {
        const answer = await owner.json<ErrorJson>(404, method, `${COUPONS}/${id}?force=true`, body);
        expect(answer, `${method} ${id}`).toEqual({ code: 'woocommerce_rest_shop_coupon_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
      }
    }
    // A path that is not an id is no route at all.
    expect(await owner.json(404, 'GET', `${COUPONS}/spring12`)).toMatchObject({ code: 'rest_no_route' });
  });

  it('refuses a visitor, a customer, the owner’s session without its nonce, and a key without the permission', async () => {
    const coupon = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'guarded', amount: '4' });
    expect(await (await shop.request(`/wp-json${COUPONS}`)).json()).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    expect((await shop.request(`/wp-json${COUPONS}/${coupon.id}`)).status).toBe(401);
    const anonymousCreate = await shop.request(`/wp-json${COUPONS}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'sneaky', amount: '90' }) });
    expect(anonymousCreate.status).toBe(401);
    const customer = await customerSession(shop, 'coupons-api-customer@example.com');
    expect(await customer.json(403, 'GET', COUPONS)).toMatchObject({ code: 'rest_forbidden' });
    expect(await customer.json(403, 'PUT', `${COUPONS}/${coupon.id}`, { amount: '90' })).toMatchObject({ code: 'rest_forbidden' });
    const noNonce = await owner.send('PUT', `${COUPONS}/${coupon.id}`, { amount: '90' }, { nonce: false });
    expect(noNonce.status).toBe(403);
    expect(await noNonce.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });

    const { db } = shop.database;
    const keyFor = async (permissions: 'read' | 'write' | 'read_write') => {
      const made = await createApiKeyForLogin(db, { login: 'admin', permissions, description: `coupons ${permissions}` });
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    };
    const readKey = await keyFor('read');
    const writeKey = await keyFor('read_write');
    const read = await shop.request(`/wp-json${COUPONS}/${coupon.id}`, { headers: basic(readKey) });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: coupon.id, code: 'guarded' });
    const refused = await shop.request(`/wp-json${COUPONS}/${coupon.id}`, { method: 'PUT', headers: { ...basic(readKey), 'content-type': 'application/json' }, body: JSON.stringify({ amount: '90' }) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'woocommerce_rest_authentication_error' });
    const written = await shop.request(`/wp-json${COUPONS}/${coupon.id}`, { method: 'PUT', headers: { ...basic(writeKey), 'content-type': 'application/json' }, body: JSON.stringify({ amount: '6' }) });
    expect(written.status).toBe(200);
    expect(await written.json()).toMatchObject({ amount: '6.00' });
    expect(await owner.json(200, 'GET', `${COUPONS}/${coupon.id}`)).toMatchObject({ amount: '6.00' });
  });

  it('counts the orders that used a coupon and lists who used it, a customer by id and a guest by e-mail', async () => {
    const coupon = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'thanks5', discount_type: 'fixed_cart', amount: '5' });
    const guestOrder = await checkoutWithCoupon(new Visitor(shop), lamp, 'thanks5', 'Guest.Buyer@example.com');
    const customer = await customerSession(shop, 'coupon-regular@example.com');
    const customerId = (await shop.database.db.selectFrom('users').select('id').where('email', '=', 'coupon-regular@example.com').executeTakeFirstOrThrow()).id;
    const customerOrder = await checkoutWithCoupon(customer.visitor, lamp, 'thanks5', 'coupon-regular@example.com');
    expect(customerOrder).not.toBe(guestOrder);
    const used = await owner.json<CouponJson>(200, 'GET', `${COUPONS}/${coupon.id}`);
    expect(used).toMatchObject({ usage_count: 2, used_by: ['guest.buyer@example.com', String(customerId)] });
    expect((await owner.json<CouponJson[]>(200, 'GET', `${COUPONS}?code=thanks5`))[0]?.used_by).toEqual(used.used_by);
    // An update keeps the count; a deleted coupon answers its uses, and its orders keep their coupon lines.
    expect(await owner.json(200, 'PATCH', `${COUPONS}/${coupon.id}`, { amount: '6' })).toMatchObject({ usage_count: 2, used_by: used.used_by });
    expect(await owner.json(200, 'DELETE', `${COUPONS}/${coupon.id}?force=true`)).toMatchObject({ usage_count: 2, used_by: used.used_by });
    const order = await owner.json<{ coupon_lines: { code: string; discount: string }[] }>(200, 'GET', `/wc/v3/orders/${guestOrder}`);
    expect(order.coupon_lines).toMatchObject([{ code: 'thanks5', discount: '5.00' }]);
  });

  it('answers a batch item by item, an error for the item that fails', async () => {
    const kept = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'batch-kept', amount: '1' });
    const doomed = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'batch-doomed', amount: '1' });
    const batch = await owner.json<{ create: (CouponJson | { id: number; error: ErrorJson })[]; update: (CouponJson | { id: number; error: ErrorJson })[]; delete: (CouponJson | { id: number; error: ErrorJson })[] }>(
      200,
      'POST',
      `${COUPONS}/batch`,
      {
        create: [{ code: 'batch-new', discount_type: 'percent', amount: '5' }, { code: 'batch-kept' }, { code: '' }],
        update: [{ id: kept.id, amount: '2' }, { id: 99999999, amount: '2' }],
        delete: [doomed.id, 99999999],
      },
    );
    expect(batch.create[0]).toMatchObject({ code: 'batch-new', amount: '5.00' });
    expect(batch.create[1]).toMatchObject({ id: 0, error: { code: 'woocommerce_rest_coupon_code_already_exists', data: { status: 400 } } });
    expect(batch.create[2]).toMatchObject({ id: 0, error: { code: 'rest_invalid_param', data: { status: 400, params: { code: 'is required' } } } });
    expect(batch.update[0]).toMatchObject({ id: kept.id, amount: '2.00', code: 'batch-kept' });
    expect(batch.update[1]).toMatchObject({ id: 99999999, error: { code: 'woocommerce_rest_shop_coupon_invalid_id' } });
    expect(batch.delete[0]).toEqual(doomed);
    expect(batch.delete[1]).toMatchObject({ id: 99999999, error: { code: 'woocommerce_rest_shop_coupon_invalid_id' } });
    expect(await owner.json(404, 'GET', `${COUPONS}/${doomed.id}`)).toMatchObject({ code: 'woocommerce_rest_shop_coupon_invalid_id' });
    const tooMany = await owner.json<ErrorJson>(400, 'POST', `${COUPONS}/batch`, { create: Array.from({ length: 101 }, () => ({})) });
    expect(tooMany.code).toBe('rest_invalid_param');
    expect((await owner.json<ErrorJson>(400, 'POST', `${COUPONS}/batch`, { replace: [] })).code).toBe('rest_invalid_param');
  });
});

describe.each(DIALECTS)('wc/v3/coupons in a yen shop on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, { store: { currency: 'JPY' } });
  let owner: RestSession;

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  it('writes amounts of money without decimals, and a percentage with two', async () => {
    const fixed = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'yen500', discount_type: 'fixed_cart', amount: '500', minimum_amount: '3000' });
    expect(fixed).toMatchObject({ amount: '500', minimum_amount: '3000', maximum_amount: '0' });
    expect((await owner.json<ErrorJson>(400, 'POST', COUPONS, { code: 'yen-cents', amount: '500.50' })).data.params).toEqual({ amount: 'must be an amount' });
    const percent = await owner.json<CouponJson>(201, 'POST', COUPONS, { code: 'yen-pct', discount_type: 'percent', amount: '7.5' });
    expect(percent.amount).toBe('7.50');
    // A partial update keeps the amounts as stored.
    expect(await owner.json(200, 'PATCH', `${COUPONS}/${fixed.id}`, { description: 'Welcome' })).toMatchObject({ amount: '500', minimum_amount: '3000', description: 'Welcome' });
    const row = await shop.database.db.selectFrom('coupons').select(['amount', 'minimum_amount']).where('id', '=', fixed.id).executeTakeFirstOrThrow();
    expect([Number(row.amount), Number(row.minimum_amount)]).toEqual([500, 3000]);
  });
});
