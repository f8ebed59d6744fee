import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { insertOrderAttribution } from '../core/attribution/order-attribution.ts';
import { attributionReport } from '../core/attribution/report.ts';
import type { Db } from '../db/connect.ts';
import { DIALECTS } from './dialects.ts';
import { insertOrder, insertProduct } from './fixtures/shop-data.ts';
import { newsletterAttribution } from './fixtures/attribution.ts';
import { checkoutWith, DESKTOP_AGENT as DESKTOP, IPHONE_AGENT as IPHONE } from './fixtures/checkout.ts';
import { logInAs, tableOf, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const FORMULA = '=HYPERLINK("https://evil.example","Click")';
const SCRIPT = '<script>alert(1)</script>';
const REPORT = '/admin/reports/attribution/';
const CSV = '/admin/reports/attribution.csv';

const NEWSLETTER = newsletterAttribution({ session_start_time: '2030-06-01 09:15:00', session_count: '2' });

/** Puts a cart through the checkout form with these attribution inputs; the new order's id. */
async function placeOrder(shop: SuiteShop, productId: number, attribution: Record<string, string>): Promise<number> {
  const { response, orderId } = await checkoutWith(shop, productId, attribution);
  expect(response.status).toBe(303);
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}

/** Moves an order (and its attribution) to a given moment, so date ranges are known. */
async function placedAt(db: Db, orderId: number, createdAt: string): Promise<void> {
  await db.updateTable('orders').set({ created_at: createdAt, updated_at: createdAt }).where('id', '=', orderId).execute();
}

/** The report's table, as its caption and its sections' rows of cell texts. */
const reportTable = (html: string) => tableOf(html, 'attribution-by-group');

/** The order page's attribution panel. */
const attributionPanel = (html: string) => /<section[^>]*aria-labelledby="attribution-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

/** The panel's description list as term → value. */
function panelFacts(html: string): Record<string, string> {
  const panel = attributionPanel(html);
  return Object.fromEntries([...panel.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map(([, term = '', value = '']) => [textOf(term), textOf(value)]));
}

describe.each(DIALECTS)('attribution in the admin on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  const ids: Record<'newsletter' | 'bing' | 'direct' | 'none' | 'script' | 'formula' | 'cancelled' | 'failed' | 'raw', number> = {
    newsletter: 0,
    bing: 0,
    direct: 0,
    none: 0,
    script: 0,
    formula: 0,
    cancelled: 0,
    failed: 0,
    raw: 0,
  };

  beforeAll(async () => {
    const { db } = shop.database;
    const lamp = await insertProduct(db, { name: 'Brass lamp', price: 4500, stock: 100 });
    ids.newsletter = await placeOrder(shop, lamp, NEWSLETTER);
    ids.bing = await placeOrder(shop, lamp, { source_type: 'organic', utm_source: 'bing', utm_medium: 'organic', referrer: 'https://www.bing.com/', user_agent: IPHONE });
    ids.direct = await placeOrder(shop, lamp, { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', user_agent: DESKTOP });
    ids.none = await placeOrder(shop, lamp, {});
    ids.script = await placeOrder(shop, lamp, { source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: SCRIPT });
    await placedAt(db, ids.newsletter, '2030-06-01T00:00:00.000Z');
    await placedAt(db, ids.bing, '2030-06-10T12:00:00.000Z');
    await placedAt(db, ids.direct, '2030-06-20T23:30:00.000Z');
    await placedAt(db, ids.none, '2030-06-25T08:00:00.000Z');
    await placedAt(db, ids.script, '2030-07-05T08:00:00.000Z');

    // Rows written without the checkout: a campaign that looks like a formula, orders that never sold.
    const line = (unitPrice: number) => [{ productId: null, name: 'Gift card', quantity: 1, unitPrice }];
    ids.formula = await insertOrder(db, { status: 'completed', createdAt: '2030-06-12T10:00:00.000Z', lines: line(10_000) });
    await insertOrderAttribution(db, ids.formula, { source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: FORMULA });
    ids.cancelled = await insertOrder(db, { status: 'cancelled', createdAt: '2030-06-15T10:00:00.000Z', lines: line(90_000) });
    await insertOrderAttribution(db, ids.cancelled, { source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
    ids.failed = await insertOrder(db, { status: 'failed', createdAt: '2030-06-15T11:00:00.000Z', lines: line(80_000) });
    // Markup stored as it came (an import, an older version): the admin must still show it as text.
    ids.raw = await insertOrder(db, { status: 'processing', createdAt: '2029-12-31T10:00:00.000Z' });
    await insertOrderAttribution(db, ids.raw, { source_type: 'utm', utm_source: 'newsletter', utm_campaign: SCRIPT, referrer: 'javascript:alert(1)' });

    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
  });

  it('charges 50.00 for each checkout order (the report sums below rely on it)', async () => {
    const rows = await shop.database.db.selectFrom('orders').select(['id', 'total']).where('id', 'in', [ids.newsletter, ids.bing, ids.direct, ids.none, ids.script]).execute();
    expect(rows.map((row) => Number(row.total))).toEqual([5000, 5000, 5000, 5000, 5000]);
  });

  describe('order list', () => {
    it('shows each order’s origin, Unknown without attribution', async () => {
      const html = await admin.page('/admin/orders/');
      expect(html).toMatch(/<th scope="col">Origin<\/th>/);
      const originOf = (id: number) => textOf(new RegExp(`href="/admin/orders/${id}/"[\\s\\S]*?class="order-origin">([^<]*)<`).exec(html)?.[1] ?? '');
      expect(originOf(ids.newsletter)).toBe('Source: Newsletter');
      expect(originOf(ids.bing)).toBe('Organic: Bing');
      expect(originOf(ids.direct)).toBe('Direct');
      expect(originOf(ids.none)).toBe('Unknown');
      expect(originOf(ids.failed)).toBe('Unknown');
    });

    it('links the report from the admin menu', async () => {
      const html = await admin.page('/admin/orders/');
      expect(html).toMatch(/<a[^>]*href="\/admin\/reports\/attribution\/"[^>]*>Attribution<\/a>/);
    });
  });

  describe('order page', () => {
    it('shows every recorded field in the attribution panel', async () => {
      const facts = panelFacts(await admin.page(`/admin/orders/${ids.newsletter}/`));
      expect(facts).toEqual({
        Origin: 'Source: Newsletter',
        'Source type': 'utm',
        Referrer: 'https://news.example/issue-12',
        'UTM campaign': 'spring',
        'UTM source': 'newsletter',
        'UTM medium': 'email',
        'UTM content': 'hero',
        'UTM ID': 'abc-1',
        'UTM term': 'brass lamp',
        'UTM source platform': 'mailer',
        'UTM creative format': 'banner',
        'UTM marketing tactic': 'prospecting',
        'Session entry': 'https://shop.example/?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
        'Session start time': '2030-06-01 09:15:00',
        'Session pages': '4',
        'Session count': '2',
        'User agent': DESKTOP,
        'Device type': 'Desktop',
      });
    });

    it('leaves out the fields that were not recorded', async () => {
      expect(panelFacts(await admin.page(`/admin/orders/${ids.bing}/`))).toEqual({
        Origin: 'Organic: Bing',
        'Source type': 'organic',
        Referrer: 'https://www.bing.com/',
        'UTM source': 'bing',
        'UTM medium': 'organic',
        'User agent': IPHONE,
        'Device type': 'Mobile',
      });
    });

    it('says so when no attribution was recorded', async () => {
      const panel = attributionPanel(await admin.page(`/admin/orders/${ids.none}/`));
      expect(panel).toContain('<h2 id="attribution-heading">Order attribution</h2>');
      expect(panel).toContain('No attribution was recorded for this order.');
      expect(panel).not.toContain('<dl');
    });

    it('shows markup in a campaign as text, never as a tag', async () => {
      const html = await admin.page(`/admin/orders/${ids.raw}/`);
      const panel = attributionPanel(html);
      expect(panel).toContain('<dd>&lt;script&gt;alert(1)&lt;/script&gt;</dd>');
      // A referrer is text, not a link someone could click.
      expect(panel).toContain('<dd>javascript:alert(1)</dd>');
      expect(panel).not.toContain('href="javascript');
      expect(html).not.toContain(SCRIPT);
      // Through the checkout the tags never even reach the database.
      const checkout = panelFacts(await admin.page(`/admin/orders/${ids.script}/`));
      expect(checkout['UTM campaign']).toBe('alert(1)');
    });
  });

  describe('report', () => {
    const JUNE = 'from=2030-06-01&to=2030-06-30';

    it('sums orders and revenue by origin, highest revenue first, with a total', async () => {
      const html = await admin.page(`${REPORT}?${JUNE}&group=origin`);
      expect(reportTable(html).body).toEqual([
        ['Source: Newsletter', '2', '$155.00'],
        ['Direct', '1', '$50.00'],
        ['Organic: Bing', '1', '$50.00'],
        ['Unknown', '1', '$50.00'],
      ]);
      expect(reportTable(html).foot).toEqual([['Total', '5', '$305.00']]);
      expect(reportTable(html).caption).toBe('Orders and revenue by origin, June 1, 2030 to June 30, 2030');
      expect(html).toMatch(/<th scope="col">Origin<\/th>/);
    });

    it('groups by source, medium and campaign', async () => {
      expect(reportTable(await admin.page(`${REPORT}?${JUNE}&group=source`)).body).toEqual([
        ['newsletter', '2', '$155.00'],
        ['(direct)', '1', '$50.00'],
        ['(not set)', '1', '$50.00'],
        ['bing', '1', '$50.00'],
      ]);
      expect(reportTable(await admin.page(`${REPORT}?${JUNE}&group=medium`)).body).toEqual([
        ['email', '2', '$155.00'],
        ['(none)', '1', '$50.00'],
        ['(not set)', '1', '$50.00'],
        ['organic', '1', '$50.00'],
      ]);
      const campaign = await admin.page(`${REPORT}?${JUNE}&group=campaign`);
      expect(reportTable(campaign).body).toEqual([
        ['(not set)', '3', '$150.00'],
        [FORMULA, '1', '$105.00'],
        ['spring', '1', '$50.00'],
      ]);
      expect(reportTable(campaign).foot).toEqual([['Total', '5', '$305.00']]);
    });

    it('counts only the orders inside the range, both end days included', async () => {
      expect(reportTable(await admin.page(`${REPORT}?from=2030-06-02&to=2030-06-20&group=origin`)).body).toEqual([
        ['Source: Newsletter', '1', '$105.00'],
        ['Direct', '1', '$50.00'],
        ['Organic: Bing', '1', '$50.00'],
      ]);
      expect(reportTable(await admin.page(`${REPORT}?from=2030-06-01&to=2030-06-01`)).body).toEqual([['Source: Newsletter', '1', '$50.00']]);
      const july = await admin.page(`${REPORT}?from=2030-07-01&to=2030-07-31&group=campaign`);
      expect(reportTable(july).body).toEqual([['alert(1)', '1', '$50.00']]);
      const empty = await admin.page(`${REPORT}?from=2031-01-01&to=2031-01-31`);
      expect(empty).toContain('No orders were placed in this range.');
      expect(empty).not.toContain('<table');
    });

    it('agrees with the core function on both dialects', async () => {
      const report = await attributionReport(shop.database.db, { from: '2030-06-01', to: '2030-06-30', group: 'origin' });
      expect(report.total).toEqual({ orders: 5, revenue: 30_500 });
      expect(report.rows[0]).toEqual({ label: 'Source: Newsletter', orders: 2, revenue: 15_500 });
    });

    it('shows campaign markup as text in the table', async () => {
      const html = await admin.page(`${REPORT}?from=2029-12-31&to=2029-12-31&group=campaign`);
      expect(html).toContain('<th scope="row">&lt;script&gt;alert(1)&lt;/script&gt;</th>');
      expect(html).not.toContain(SCRIPT);
    });

    it('defaults to the last 30 days by origin', async () => {
      const html = await admin.page(REPORT);
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const today = new Date();
      expect(html).toContain(`value="${day(today)}"`);
      expect(html).toContain(`value="${day(new Date(today.getTime() - 29 * 86_400_000))}"`);
      expect(html).toMatch(/<option value="origin" selected="">Origin<\/option>/);
      expect(html).toContain('No orders were placed in this range.');
    });

    it('links the CSV of the same range and grouping', async () => {
      const html = await admin.page(`${REPORT}?from=2030-06-01&to=2030-06-30&group=medium`);
      expect(html).toContain('<a href="/admin/reports/attribution.csv?from=2030-06-01&amp;to=2030-06-30&amp;group=medium" download="">Download CSV</a>');
    });

    it('shows the form again with the message next to the field for a bad range, never a server error', async () => {
      const backwards = await admin.request(`${REPORT}?from=2030-06-30&to=2030-06-01&group=origin`);
      expect(backwards.status).toBe(400);
      const html = await backwards.text();
      expect(html).toMatch(/<input[^>]*id="report-to"[^>]*aria-invalid="true"/);
      expect(html).toContain('<span class="form-row__error" id="report-to-error">The end date must be on or after the start date.</span>');
      expect(html).toContain('value="2030-06-30"');
      expect(html).not.toContain('<table');
      expect(html).not.toContain('Download CSV');

      for (const query of ['from=2030-02-30', 'from=yesterday&to=2030-01-01', `to=${'9'.repeat(5000)}`, 'group=revenue', 'from=2030-06-01&to=2030-6-30', 'group=__proto__']) {
        const response = await admin.request(`${REPORT}?${query}`);
        expect(response.status, query).toBe(400);
        expect(await response.text(), query).toContain('class="form-row__error"');
      }
      const markup = await (await admin.request(`${REPORT}?from=%3Cscript%3Ealert(1)`)).text();
      expect(markup).toContain('value="&lt;script&gt;alert(1)"');
      expect(markup).not.toContain('<script>alert(1)');
    });

    it('downloads the report as CSV with quoting and formulas neutralised', async () => {
      const response = await admin.request(`${CSV}?${JUNE}&group=campaign`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="attribution-by-campaign-2030-06-01-to-2030-06-30.csv"');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe(
        [
          '"Campaign","Orders","Revenue (USD)"',
          '"(not set)",3,150',
          '"\'=HYPERLINK(""https://evil.example"",""Click"")",1,105',
          '"spring",1,50',
          '"Total",5,305',
          '',
        ].join('\r\n'),
      );
    });

    it('writes the CSV rows of each grouping and range', async () => {
      const csv = async (query: string) => (await (await admin.request(`${CSV}?${query}`)).text()).replace(/^\ufeff/, '').trimEnd().split('\r\n');
      expect(await csv(`${JUNE}&group=origin`)).toEqual(['"Origin","Orders","Revenue (USD)"', '"Source: Newsletter",2,155', '"Direct",1,50', '"Organic: Bing",1,50', '"Unknown",1,50', '"Total",5,305']);
      expect(await csv('from=2030-06-02&to=2030-06-20&group=source')).toEqual(['"Source","Orders","Revenue (USD)"', '"newsletter",1,105', '"(direct)",1,50', '"bing",1,50', '"Total",3,205']);
      expect(await csv('from=2031-01-01&to=2031-01-31&group=medium')).toEqual(['"Medium","Orders","Revenue (USD)"', '"Total",0,0']);
    });

    it('answers a bad CSV range with 400 and a message', async () => {
      const response = await admin.request(`${CSV}?from=2030-06-30&to=2030-06-01`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toContain('The end date must be on or after the start date.');
    });
  });

  describe('access', () => {
    it('sends signed-out visitors to the login page', async () => {
      for (const path of [`${REPORT}?${'from=2030-06-01'}`, `${CSV}?from=2030-06-01`]) {
        const response = await shop.request(path);
        expect([302, 303], path).toContain(response.status);
        expect(response.headers.get('location'), path).toMatch(/^\/my-account\/\?redirect_to=/);
      }
    });

    it('refuses customers', async () => {
      const registered = await registerCustomer(shop.database.db, { email: 'shopper@example.com', password: 'a-long-enough-password' });
      expect(registered.ok).toBe(true);
      const customer = new Visitor(shop);
      await logInAs(customer, 'shopper@example.com', 'a-long-enough-password');
      const page = await customer.request(REPORT);
      expect(page.status).toBe(403);
      expect(await page.text()).not.toContain('Download CSV');
      const csv = await customer.request(`${CSV}?from=2030-06-01&to=2030-06-30`);
      expect(csv.status).toBe(403);
      expect(csv.headers.get('content-type')).not.toMatch(/text\/csv/);
      expect(await csv.text()).not.toContain('Newsletter');
    });
  });
});
