import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { consentRevision } from '../core/consent/revision.ts';
import { consentReport } from '../core/consent/stats-report.ts';
import { recordConsentDecision } from '../core/consent/stats-record.ts';
import type { ConsentCategory, ConsentStatus } from '../core/contract/consent/vocabulary.ts';
import { DIALECTS } from './dialects.ts';
import { logInAs, tableOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';
import { consentDecision } from '../core/consent/stats-payload.fixture.ts';

const ENDPOINT = '/wp-json/vitrine/v1/consent-stats';
const REPORT = '/admin/reports/consent/';
const CSV = '/admin/reports/consent.csv';
const CONFIG: ConfigFile = { consent: { type: 'detailed', statsUrl: ENDPOINT } };
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) ConsentProbe/9.9';
const ADDRESS = '203.0.113.77';

const decision = (shop: SuiteShop, overrides: Record<string, unknown> = {}) => consentDecision({ href: `${shop.url}/product/brass-lamp/`, ...overrides });

function postJson(shop: SuiteShop, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return shop.request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function decisionCount(shop: SuiteShop): Promise<number> {
  const row = await shop.database.db.selectFrom('consent_decisions').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function latestDecision(shop: SuiteShop) {
  const { db } = shop.database;
  const row = await db.selectFrom('consent_decisions').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const categories = await db.selectFrom('consent_decision_categories').selectAll().where('decision_id', '=', row.id).orderBy('category').execute();
  return { row, categories };
}

describe.each(DIALECTS)('consent stats on %s', (dialect) => {
  const shop = useHttpShop(dialect, CONFIG);
  const serverRevision = consentRevision(buildConfig({ pageCache: { enabled: false }, ...CONFIG }).consent);

  describe('endpoint', () => {
    it('stores a decision with the server’s revision and nothing that points at the visitor', async () => {
      const response = await postJson(
        shop,
        {
          ...decision(shop, {
            href: `${shop.url}/checkout/order-received/12/?key=wc_order_secretkey&email=ada%40example.com#details`,
            referrer: 'https://user:pw@www.Google.com/search?q=ada+lovelace+address',
            mainStatus: 'savesettings',
            openCount: 3,
          }),
          revision: 'ffffffffffff',
          ip: ADDRESS,
          userAgent: USER_AGENT,
          email: 'ada@example.com',
        },
        { 'user-agent': USER_AGENT, 'x-forwarded-for': ADDRESS, 'x-real-ip': ADDRESS, cookie: 'cookieconsent_status=savesettings; tracker=visitor-4242' },
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({ stored: true });

      const { row, categories } = await latestDecision(shop);
      expect(row).toEqual({
        id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        day: row.created_at.slice(0, 10),
        main_status: 'savesettings',
        open_count: 3,
        revision: serverRevision,
        path: '/checkout/order-received/12/',
        referrer_host: 'www.google.com',
      });
      expect(row.revision).not.toBe(consentRevision(buildConfig().consent));
      expect(categories).toEqual([
        { decision_id: row.id, category: 'marketing', status: 'deny' },
        { decision_id: row.id, category: 'necessary', status: 'allow' },
        { decision_id: row.id, category: 'statistics', status: 'allow' },
      ]);
      const stored = JSON.stringify([row, categories]);
      for (const secret of [ADDRESS, '127.0.0.1', 'ConsentProbe', 'visitor-4242', 'secretkey', 'example.com', 'lovelace', 'pw', 'cookieconsent_status']) expect(stored, secret).not.toContain(secret);
    });

    it('stores no path for a page of another site, and no referrer host without a referrer', async () => {
      expect((await postJson(shop, decision(shop, { href: 'https://elsewhere.example/shop/?q=1', mainStatus: 'deny', cookieTypeConsent: [] }))).status).toBe(201);
      const { row, categories } = await latestDecision(shop);
      expect(row).toMatchObject({ main_status: 'deny', path: null, referrer_host: null });
      expect(categories).toEqual([]);
    });

    it('accepts a charset in the content type', async () => {
      const response = await postJson(shop, decision(shop, { mainStatus: 'allow' }), { 'content-type': 'application/json; charset=UTF-8' });
      expect(response.status).toBe(201);
    });

    it('answers bad input with 400 in WordPress’s shape, naming the field, and stores nothing', async () => {
      const before = await decisionCount(shop);
      const cases: [unknown, string, string][] = [
        [decision(shop, { mainStatus: 'accept' }), 'mainStatus', 'must be one of deny, allow, dismiss, allowall, savesettings, detailed, close, discard'],
        [decision(shop, { openCount: 1001 }), 'openCount', 'must be at most 1000'],
        [decision(shop, { href: 'javascript:alert(1)' }), 'href', 'must be an http(s) URL'],
        [decision(shop, { cookieName: 'bad name' }), 'cookieName', 'must be 1 to 60 letters, digits, _ or -'],
        [decision(shop, { cookieTypeConsent: [{ name: 'tracking', status: 'allow' }] }), 'cookieTypeConsent.0.name', 'must be one of statistics, statistics-anonymous, marketing, functional, preferences, necessary'],
        [
          decision(shop, { cookieTypeConsent: [{ name: 'marketing', status: 'allow' }, { name: 'marketing', status: 'deny' }] }),
          'cookieTypeConsent',
          'must name each category once',
        ],
        [{ ...decision(shop), referrer: undefined }, 'referrer', 'is required'],
        [[decision(shop)], 'body', 'must be a JSON object'],
      ];
      for (const [body, field, reason] of cases) {
        const response = await postJson(shop, body);
        expect(response.status, field).toBe(400);
        expect(await response.json(), field).toEqual({ code: 'rest_invalid_param', message: `Invalid parameter(s): ${field}`, data: { status: 400, params: { [field]: reason } } });
      }
      for (const text of ['{"href":', '', '\u00ff\u00fe']) {
        const response = await postJson(shop, text);
        expect(response.status, text).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400, params: { body: 'must be a JSON object in UTF-8' } } });
      }
      const latin1 = await shop.request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0x7d]) });
      expect(latin1.status).toBe(400);
      expect(await decisionCount(shop)).toBe(before);
    });

    it('refuses other content types with 415', async () => {
      const before = await decisionCount(shop);
      const body = JSON.stringify(decision(shop));
      for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
        const response = await shop.request(ENDPOINT, { method: 'POST', headers: { 'content-type': type }, body });
        expect(response.status, type).toBe(415);
        expect(await response.json(), type).toMatchObject({ code: 'rest_unsupported_media_type', data: { status: 415 } });
      }
      const untyped = await shop.request(ENDPOINT, { method: 'POST', body: new Uint8Array(Buffer.from(body)) });
      expect(untyped.status).toBe(415);
      expect(await decisionCount(shop)).toBe(before);
    });

    it('refuses a body over 8 KiB with 413 and takes one of exactly 8 KiB', async () => {
      const before = await decisionCount(shop);
      const base = JSON.stringify({ ...decision(shop), padding: '' });
      const padded = (bytes: number) => base.replace('"padding":""', `"padding":"${'x'.repeat(bytes - base.length)}"`);
      const tooLarge = await postJson(shop, padded(8 * 1024 + 1));
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ code: 'rest_request_too_large', data: { status: 413 } });
      expect(await decisionCount(shop)).toBe(before);
      expect(Buffer.byteLength(padded(8 * 1024))).toBe(8 * 1024);
      expect((await postJson(shop, padded(8 * 1024))).status).toBe(201);
      expect(await decisionCount(shop)).toBe(before + 1);
    });

    it('answers only POST', async () => {
      for (const method of ['PUT', 'DELETE']) {
        const response = await shop.request(ENDPOINT, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow'), method).toBe('POST');
      }
      expect((await shop.request(`${ENDPOINT}/`)).status).toBe(405);
    });
  });

  describe('admin report', () => {
    const admin = new Visitor(shop);

    beforeAll(async () => {
      const { db } = shop.database;
      const record = (at: string, mainStatus: ConsentStatus, categories: [ConsentCategory, 'allow' | 'deny'][]) =>
        recordConsentDecision(
          db,
          { mainStatus, openCount: 1, path: '/', referrerHost: null, categories: categories.map(([name, status]) => ({ name, status })) },
          { revision: 'r1', at },
        );
      await record('2030-05-31T23:59:59.999Z', 'deny', [['statistics', 'deny']]);
      await record('2030-06-01T00:00:00.000Z', 'allow', [
        ['necessary', 'allow'],
        ['statistics', 'allow'],
        ['marketing', 'allow'],
      ]);
      await record('2030-06-01T23:59:59.999Z', 'deny', [
        ['necessary', 'allow'],
        ['statistics', 'deny'],
        ['marketing', 'deny'],
      ]);
      await record('2030-06-02T10:00:00.000Z', 'savesettings', [
        ['necessary', 'allow'],
        ['statistics', 'allow'],
        ['marketing', 'deny'],
      ]);
      await record('2030-06-02T11:00:00.000Z', 'allow', []);
      await record('2030-06-03T10:00:00.000Z', 'allowall', [
        ['necessary', 'allow'],
        ['functional', 'allow'],
        ['preferences', 'allow'],
        ['statistics', 'allow'],
        ['statistics-anonymous', 'allow'],
        ['marketing', 'allow'],
      ]);
      await record('2030-06-04T00:00:00.000Z', 'allow', [['marketing', 'allow']]);
      await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    });

    const RANGE = 'from=2030-06-01&to=2030-06-03';

    it('totals the decisions by status for the range, both end days included', async () => {
      const html = await admin.page(`${REPORT}?${RANGE}`);
      const byStatus = tableOf(html, 'consent-by-status');
      expect(byStatus.caption).toBe('Decisions by status, June 1, 2030 to June 3, 2030');
      expect(byStatus.body).toEqual([
        ['Denied', '1', '20%'],
        ['Allowed', '2', '40%'],
        ['Allowed all', '1', '20%'],
        ['Saved settings', '1', '20%'],
      ]);
      expect(byStatus.foot).toEqual([['Total', '5', '100%']]);
      expect(html).toMatch(/<canvas[^>]*role="img"[^>]*aria-label="Stacked bar chart of consent decisions per day by status/);
    });

    it('counts each category’s allows and denies with the share allowed, under the configured labels', async () => {
      const byCategory = tableOf(await admin.page(`${REPORT}?${RANGE}`), 'consent-by-category');
      expect(byCategory.head).toEqual([['Category', 'Allowed', 'Denied', 'Share allowed']]);
      expect(byCategory.body).toEqual([
        ['Statistics', '3', '1', '75%'],
        ['Anonymous statistics', '1', '0', '100%'],
        ['Marketing', '2', '2', '50%'],
        ['Functional', '1', '0', '100%'],
        ['Preferences', '1', '0', '100%'],
        ['Necessary', '4', '0', '100%'],
      ]);
      const oneDay = tableOf(await admin.page(`${REPORT}?from=2030-06-02&to=2030-06-02`), 'consent-by-category');
      expect(oneDay.body).toEqual([
        ['Statistics', '1', '0', '100%'],
        ['Anonymous statistics', '0', '0', '—'],
        ['Marketing', '0', '1', '0%'],
        ['Functional', '0', '0', '—'],
        ['Preferences', '0', '0', '—'],
        ['Necessary', '1', '0', '100%'],
      ]);
    });

    it('lists the decisions per day by status, days without any included', async () => {
      const byDay = tableOf(await admin.page(`${REPORT}?from=2030-06-01&to=2030-06-05`), 'consent-by-day');
      expect(byDay.head).toEqual([['Day', 'Denied', 'Allowed', 'Allowed all', 'Saved settings', 'Total']]);
      expect(byDay.body).toEqual([
        ['2030-06-01', '1', '1', '0', '0', '2'],
        ['2030-06-02', '0', '1', '0', '1', '2'],
        ['2030-06-03', '0', '0', '1', '0', '1'],
        ['2030-06-04', '0', '1', '0', '0', '1'],
        ['2030-06-05', '0', '0', '0', '0', '0'],
      ]);
    });

    it('agrees with the core function on both dialects', async () => {
      const report = await consentReport(shop.database.db, { from: '2030-06-01', to: '2030-06-03' });
      expect(report.total).toBe(5);
      expect(report.days.map((day) => day.total)).toEqual([2, 2, 1]);
      expect(report.categories.find((entry) => entry.category === 'marketing')).toEqual({ category: 'marketing', allow: 2, deny: 2 });
    });

    it('says so when the range has no decisions', async () => {
      const html = await admin.page(`${REPORT}?from=2031-01-01&to=2031-01-31`);
      expect(html).toContain('No consent decisions were recorded in this range.');
      expect(html).not.toContain('<table');
      expect(html).not.toContain('<canvas');
    });

    it('defaults to the last 30 days, where a decision posted today is counted', async () => {
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const today = new Date();
      const deniedToday = async () => {
        const html = await admin.page(REPORT);
        expect(html).toContain(`value="${day(today)}"`);
        expect(html).toContain(`value="${day(new Date(today.getTime() - 29 * 86_400_000))}"`);
        const rows = tableOf(html, 'consent-by-day').body;
        expect(rows).toHaveLength(30);
        const head = tableOf(html, 'consent-by-day').head[0] ?? [];
        const todayRow = rows.at(-1) ?? [];
        expect(todayRow[0]).toBe(day(today));
        return Number(todayRow[head.indexOf('Denied')] ?? 0);
      };
      const before = await deniedToday();
      expect((await postJson(shop, decision(shop, { mainStatus: 'deny' }))).status).toBe(201);
      expect(await deniedToday()).toBe(before + 1);
    });

    it('links the CSV of the same range and the admin menu links the report', async () => {
      const html = await admin.page(`${REPORT}?${RANGE}`);
      expect(html).toContain('<a href="/admin/reports/consent.csv?from=2030-06-01&amp;to=2030-06-03" download="">Download CSV</a>');
      expect(html).toMatch(/<a[^>]*href="\/admin\/reports\/consent\/"[^>]*>Consent<\/a>/);
    });

    it('downloads the per-day counts as CSV', async () => {
      const response = await admin.request(`${CSV}?${RANGE}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="consent-decisions-2030-06-01-to-2030-06-03.csv"');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe(
        [
          '"Day","deny","allow","dismiss","allowall","savesettings","detailed","close","discard","Total"',
          '"2030-06-01",1,1,0,0,0,0,0,0,2',
          '"2030-06-02",0,1,0,0,1,0,0,0,2',
          '"2030-06-03",0,0,0,1,0,0,0,0,1',
          '"Total",1,2,0,1,1,0,0,0,5',
          '',
        ].join('\r\n'),
      );
    });

    it('shows the form again with the message next to the field for a bad range, never a server error', async () => {
      const backwards = await admin.request(`${REPORT}?from=2030-06-30&to=2030-06-01`);
      expect(backwards.status).toBe(400);
      const html = await backwards.text();
      expect(html).toMatch(/<input[^>]*id="report-to"[^>]*aria-invalid="true"/);
      expect(html).toContain('<span class="form-row__error" id="report-to-error">The end date must be on or after the start date.</span>');
      expect(html).not.toContain('<table');
      expect(html).not.toContain('Download CSV');
      for (const query of ['from=2030-02-30', 'from=2020-01-01&to=2030-01-01', `to=${'9'.repeat(5000)}`, 'from=%3Cscript%3Ealert(1)']) {
        const response = await admin.request(`${REPORT}?${query}`);
        expect(response.status, query).toBe(400);
        const page = await response.text();
        expect(page, query).toContain('class="form-row__error"');
        expect(page, query).not.toContain('<script>alert(1)');
      }
      const csv = await admin.request(`${CSV}?from=2030-06-30&to=2030-06-01`);
      expect(csv.status).toBe(400);
      expect(csv.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await csv.text()).toContain('The end date must be on or after the start date.');
    });
  });

  describe('access', () => {
    it('sends signed-out visitors to the login page', async () => {
      for (const path of [REPORT, `${CSV}?from=2030-06-01&to=2030-06-03`]) {
        const response = await shop.request(path);
        expect([302, 303], path).toContain(response.status);
        expect(response.headers.get('location'), path).toMatch(/^\/my-account\/\?redirect_to=/);
      }
    });

    it('refuses customers', async () => {
      const registered = await registerCustomer(shop.database.db, { email: 'consent-shopper@example.com', password: 'a-long-enough-password' });
      expect(registered.ok).toBe(true);
      const customer = new Visitor(shop);
      await logInAs(customer, 'consent-shopper@example.com', 'a-long-enough-password');
      const page = await customer.request(`${REPORT}?from=2030-06-01&to=2030-06-03`);
      expect(page.status).toBe(403);
      const html = await page.text();
      expect(html).not.toContain('Download CSV');
      expect(html).not.toContain('consent-by-status');
      const csv = await customer.request(`${CSV}?from=2030-06-01&to=2030-06-03`);
      expect(csv.status).toBe(403);
      expect(csv.headers.get('content-type')).not.toMatch(/text\/csv/);
      expect(await csv.text()).not.toContain('"Day","deny"');
    });
  });

  describe('a shop as it comes, with no consent settings in its file', () => {
    const plain = useHttpShop(dialect);

    it('has its banner report each decision to the shop’s own endpoint, and keeps it for the report', async () => {
      const html = await (await plain.request('/', { headers: { 'cf-ipcountry': 'DE' } })).text();
      expect(html).toContain(`"statsUrl":"${ENDPOINT}"`);
      const before = await decisionCount(plain);
      const response = await postJson(plain, decision(plain, { mainStatus: 'deny' }));
      expect(response.status).toBe(201);
      expect(await decisionCount(plain)).toBe(before + 1);
      expect((await latestDecision(plain)).row).toMatchObject({ main_status: 'deny', path: '/product/brass-lamp/' });
    });
  });

  describe('a shop that collects no stats', () => {
    const withoutStatsUrl = useHttpShop(dialect, { consent: { statsUrl: null } });
    const bannerOff = useHttpShop(dialect, { consent: { enabled: false, statsUrl: ENDPOINT }, pageCache: { enabled: true } });

    it('has no such endpoint, without a stats URL or with the banner off, and stores nothing', async () => {
      for (const [label, other] of [
        ['no stats URL', withoutStatsUrl],
        ['banner off', bannerOff],
      ] as const) {
        const response = await postJson(other, decision(other));
        expect(response.status, label).toBe(404);
        expect(await response.json(), label).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
        expect(await decisionCount(other), label).toBe(0);
      }
    });

    it('keeps one copy of a page for every country when the banner is off, which does not vary by country', async () => {
      const withBanner = await shop.request('/shop/', { headers: { 'cf-ipcountry': 'DE' } });
      expect(withBanner.headers.get('vary')).toMatch(/CF-IPCountry/);
      const replies = [];
      for (const country of ['DE', 'US', 'IT', 'HR']) replies.push(await bannerOff.request('/shop/', { headers: { 'cf-ipcountry': country } }));
      replies.push(await bannerOff.request('/shop/'));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
      expect(replies.map((reply) => reply.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
      for (const reply of replies) expect(reply.headers.get('vary')).toBe('Accept-Encoding');
    });
  });
});
