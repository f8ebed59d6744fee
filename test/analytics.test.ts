import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { recordAnalyticsEvents } from '../core/analytics/daily-counts.ts';
import { analyticsReport } from '../core/analytics/report.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { logInAs, tableOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const ENDPOINT = '/wp-json/vitrine/v1/analytics';
const REPORT = '/admin/reports/analytics/';
const SCRIPT = '<script>alert(1)</script>';

/** Posts a body as the browser module does: a string, `text/plain` unless told otherwise. */
function post(shop: SuiteShop, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return shop.request(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const pageView = (path: string, referrerHost: string | null = null) => ({ type: 'page_view', path, referrerHost });
const addToCart = (productId: number, quantity = 1, path = '/shop/') => ({ type: 'add_to_cart', path, productId, quantity });

describe.each(DIALECTS)('first-party analytics on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  const today = new Date().toISOString().slice(0, 10);
  const products = { lamp: 0, vase: 0, gone: 0 };

  /** Today's counts as `kind path product_id → count/quantity`. */
  async function todaysCounts(): Promise<Record<string, string>> {
    const rows = await shop.database.db.selectFrom('analytics_daily').selectAll().where('day', '=', today).orderBy('kind').orderBy('path').orderBy('product_id').execute();
    return Object.fromEntries(rows.map((row) => [`${row.kind} ${row.path} ${row.product_id}`, `${row.count}/${row.quantity}`]));
  }

  beforeAll(async () => {
    const { db } = shop.database;
    products.lamp = await insertProduct(db, { name: 'Brass lamp', price: 4500 });
    products.vase = await insertProduct(db, { name: 'Stoneware vase', price: 2500 });
    products.gone = 999_999;
    // Earlier days, for the report's range.
    await recordAnalyticsEvents(db, [pageView('/'), pageView('/'), pageView('/shop/'), addToCart(products.lamp, 2)] as never, new Date('2030-06-01T23:59:00Z'));
    await recordAnalyticsEvents(db, [pageView('/'), pageView('/product/brass-lamp/'), addToCart(products.vase, 1), addToCart(products.lamp, 1)] as never, new Date('2030-06-03T00:00:00Z'));
    await recordAnalyticsEvents(db, [addToCart(products.gone, 4)] as never, new Date('2030-06-03T12:00:00Z'));
    await recordAnalyticsEvents(db, [pageView('/blog/')] as never, new Date('2030-07-01T00:00:00Z'));
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
  });

  describe('endpoint', () => {
    it('counts page views per path and adds per product, sent as text/plain or JSON, and answers 202', async () => {
      const beacon = await post(shop, { events: [pageView('/shop/', 'search.example'), pageView('/shop/?orderby=price'), addToCart(products.lamp, 2), addToCart(products.lamp, 3)] });
      expect(beacon.status).toBe(202);
      expect(await beacon.json()).toEqual({ accepted: 4 });
      const json = await post(shop, { events: [pageView('/product/brass-lamp/#reviews'), addToCart(products.vase, 1, '/product/stoneware-vase/')] }, { 'content-type': 'application/json' });
      expect(json.status).toBe(202);
      expect(await todaysCounts()).toEqual({
        [`add_to_cart /product/stoneware-vase/ ${products.vase}`]: '1/1',
        [`add_to_cart /shop/ ${products.lamp}`]: '2/5',
        'page_view /product/brass-lamp/ 0': '1/0',
        'page_view /shop/ 0': '2/0',
      });
    });

    it('adds up parallel posts without losing any', async () => {
      const before = (await todaysCounts())['page_view /cart/ 0'];
      expect(before).toBeUndefined();
      const responses = await Promise.all(Array.from({ length: 12 }, () => post(shop, { events: [pageView('/cart/'), addToCart(products.vase, 2, '/cart/')] })));
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(202));
      const counts = await todaysCounts();
      expect(counts['page_view /cart/ 0']).toBe('12/0');
      expect(counts[`add_to_cart /cart/ ${products.vase}`]).toBe('12/24');
    });

    it('sets no cookie, is never cached, and keeps nothing about the visitor', async () => {
      const response = await post(shop, { events: [pageView('/about/')] }, { cookie: 'wp_woocommerce_session_x=abc; _ga=GA1.1.123', 'user-agent': 'Tracker-Test/1.0', 'x-forwarded-for': '203.0.113.9' });
      expect(response.status).toBe(202);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const rows = await shop.database.db.selectFrom('analytics_daily').selectAll().where('path', '=', '/about/').execute();
      expect(rows).toEqual([{ day: today, kind: 'page_view', path: '/about/', product_id: 0, count: 1, quantity: 0 }]);
    });

    it('refuses bad input with 400 and the field that is wrong, counting nothing of the batch', async () => {
      const before = await todaysCounts();
      const cases: [unknown, Record<string, string>][] = [
        [{ events: [pageView('/ok/'), addToCart(0)] }, { 'events.1.productId': 'must be a positive whole number' }],
        [{ events: [addToCart(products.lamp, 1000)] }, { 'events.0.quantity': 'must be from 1 to 999' }],
        [{ events: [pageView('https://elsewhere.example/')] }, { 'events.0.path': 'must start with /' }],
        [{ events: [pageView(`/${'a'.repeat(512)}`)] }, { 'events.0.path': 'must be at most 512 characters' }],
        [{ events: [pageView('/a\u0000b')] }, { 'events.0.path': 'must not contain control characters' }],
        [{ events: [pageView('/', 'x'.repeat(256))] }, { 'events.0.referrerHost': 'must be at most 255 characters' }],
        [{ events: [{ type: 'purchase', path: '/' }] }, { 'events.0.type': 'must be page_view or add_to_cart' }],
        [{ events: Array.from({ length: 21 }, () => pageView('/')) }, { events: 'must hold at most 20 events' }],
        [{ events: [] }, { events: 'must hold at least one event' }],
        [{ events: [{ ...pageView('/'), visitorId: 'v-1' }] }, { 'events.0.visitorId': 'is not accepted' }],
        ['{"events": [', { body: 'must be a JSON object in UTF-8' }],
        ['', { body: 'must be a JSON object in UTF-8' }],
      ];
      for (const [body, params] of cases) {
        const response = await post(shop, body);
        const label = JSON.stringify(body).slice(0, 80);
        expect(response.status, label).toBe(400);
        const error = (await response.json()) as { code: string; message: string; data: { status: number; params: Record<string, string> } };
        expect(error.data, label).toEqual({ status: 400, params });
        expect(error.message, label).toContain(Object.keys(params)[0]);
      }
      expect(await todaysCounts()).toEqual(before);
    });

    it('answers 413 over 16 KiB and 415 for other content types', async () => {
      const before = await todaysCounts();
      const batch = JSON.stringify({ events: [pageView('/sixteen-kib/')] });
      const padded = (bytes: number) => `${batch}${' '.repeat(bytes - batch.length)}`;
      expect(Buffer.byteLength(padded(16 * 1024 + 1))).toBe(16 * 1024 + 1);
      const large = await post(shop, padded(16 * 1024 + 1));
      expect(large.status).toBe(413);
      expect(large.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await large.json()).toMatchObject({ code: 'rest_request_too_large', data: { status: 413 } });
      expect(await todaysCounts()).toEqual(before);
      expect((await post(shop, padded(16 * 1024))).status).toBe(202);
      expect((await todaysCounts())['page_view /sixteen-kib/ 0']).toBe('1/0');

      const body = JSON.stringify({ events: [pageView('/')] });
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png']) {
        const response = await post(shop, body, { 'content-type': type });
        expect(response.status, type).toBe(415);
        expect(await response.json(), type).toMatchObject({ code: 'rest_unsupported_media_type', data: { status: 415 } });
      }
      const untyped = await shop.request(ENDPOINT, { method: 'POST', body: new Uint8Array(Buffer.from(body)) });
      expect(untyped.status).toBe(415);
    });

    it('takes events only from the shop’s own pages', async () => {
      const body = { events: [pageView('/from-elsewhere/')] };
      for (const site of ['cross-site', 'same-site']) {
        const response = await post(shop, body, { 'sec-fetch-site': site });
        expect(response.status, site).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'rest_forbidden_origin' });
      }
      expect((await post(shop, body, { 'sec-fetch-site': 'same-origin' })).status).toBe(202);
      expect((await todaysCounts())['page_view /from-elsewhere/ 0']).toBe('1/0');
    });

    it('answers only POST', async () => {
      for (const [method, path] of [
        ['GET', `${ENDPOINT}/`],
        ['PUT', ENDPOINT],
      ]) {
        const response = await shop.request(path!, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow'), method).toBe('POST');
      }
    });
  });

  describe('report', () => {
    it('shows page views per day, top pages and adds per product with names', async () => {
      const html = await admin.page(`${REPORT}?from=2030-06-01&to=2030-06-03`);
      expect(tableOf(html, 'analytics-days').rows).toEqual([
        ['June 1, 2030', '3'],
        ['June 2, 2030', '0'],
        ['June 3, 2030', '2'],
        ['Total', '5'],
      ]);
      expect(tableOf(html, 'analytics-pages').rows).toEqual([
        ['/', '3'],
        ['/product/brass-lamp/', '1'],
        ['/shop/', '1'],
      ]);
      expect(tableOf(html, 'analytics-products').rows).toEqual([
        ['Product #999999 (no longer in the shop)', '1', '4'],
        ['Brass lamp', '2', '3'],
        ['Stoneware vase', '1', '1'],
        ['All products', '4', '8'],
      ]);
      expect(html).toMatch(/<canvas[^>]*role="img"[^>]*aria-label="Line chart of page views per day; the table below lists the same figures\."/);
    });

    it('defaults to the last 30 days, which hold what the endpoint counted today', async () => {
      const html = await admin.page(REPORT);
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const now = new Date();
      expect(html).toContain(`value="${day(now)}"`);
      expect(html).toContain(`value="${day(new Date(now.getTime() - 29 * 86_400_000))}"`);
      expect(tableOf(html, 'analytics-days').rows).toHaveLength(31);
      const report = await analyticsReport(shop.database.db, { from: today, to: today });
      expect(tableOf(html, 'analytics-days').rows.at(-2)?.[1]).toBe(String(report.total.views));
      expect(tableOf(html, 'analytics-pages').rows[0]).toEqual(['/cart/', '12']);
      expect(tableOf(html, 'analytics-products').rows.slice(0, 2)).toEqual([
        ['Stoneware vase', '13', '25'],
        ['Brass lamp', '2', '5'],
      ]);
    });

    it('shows a counted path with markup as text', async () => {
      expect((await post(shop, { events: [pageView(`/search/${SCRIPT}`)] })).status).toBe(202);
      const html = await admin.page(REPORT);
      expect(html).toContain('<th scope="row">/search/&lt;script&gt;alert(1)&lt;/script&gt;</th>');
      expect(html).not.toContain(SCRIPT);
    });

    it('says so when nothing was counted, and shows the form again for a bad range', async () => {
      const empty = await admin.page(`${REPORT}?from=2031-01-01&to=2031-01-31`);
      expect(empty).toContain('Nothing was counted in this range.');
      expect(empty).not.toContain('<table');
      const backwards = await admin.request(`${REPORT}?from=2030-06-30&to=2030-06-01`);
      expect(backwards.status).toBe(400);
      const html = await backwards.text();
      expect(html).toMatch(/<input[^>]*id="analytics-to"[^>]*aria-invalid="true"/);
      expect(html).toContain('The end date must be on or after the start date.');
      expect((await admin.request(`${REPORT}?from=2029-01-01&to=2030-06-01`)).status).toBe(400);
    });

    it('is linked from the admin menu', async () => {
      expect(await admin.page('/admin/')).toMatch(/<a[^>]*href="\/admin\/reports\/analytics\/"[^>]*>Analytics<\/a>/);
    });

    it('sends signed-out visitors to the login page and refuses customers', async () => {
      const signedOut = await shop.request(REPORT);
      expect([302, 303]).toContain(signedOut.status);
      expect(signedOut.headers.get('location')).toMatch(/^\/my-account\/\?redirect_to=/);

      expect((await registerCustomer(shop.database.db, { email: 'counter@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
      const customer = new Visitor(shop);
      await logInAs(customer, 'counter@example.com', 'a-long-enough-password');
      const page = await customer.request(`${REPORT}?from=2030-06-01&to=2030-06-03`);
      expect(page.status).toBe(403);
      const text = await page.text();
      expect(text).not.toContain('Brass lamp');
      expect(text).not.toContain('analytics-days');
    });
  });
});
