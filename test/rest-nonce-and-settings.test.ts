import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { getStoreSettings, saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { DIALECTS } from './dialects.ts';
import { signedInWithNonce, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const SETTINGS = '/wp-json/wp/v2/settings';
const NONCE_ENDPOINT = '/wp-admin/admin-ajax.php?action=rest-nonce';
const CUSTOMER_PASSWORD = 'customer-password-1';

/** The `window.wpApiSettings` a page's inline scripts set, or undefined. */
function apiSettingsIn(html: string): { root: string; nonce: string } | undefined {
  const match = /window\.wpApiSettings=(\{[^;<]*\});/.exec(html);
  return match ? (JSON.parse(match[1]!) as { root: string; nonce: string }) : undefined;
}

/** The text of each inline script of a page. */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe.each(DIALECTS)('the REST nonce and wp/v2/settings on %s', (dialect) => {
  const shop = useHttpShop(dialect, { pageCache: { enabled: true } });
  let admin: Visitor;
  let nonce: string;
  let customer: Visitor;
  let customerNonce: string;
  /** The shop's configured public origin (the index names it), which answers use rather than the request's Host. */
  let origin: string;

  beforeAll(async () => {
    origin = new URL(((await (await shop.request('/wp-json/')).json()) as { url: string }).url).origin;
    ({ visitor: admin, nonce } = await signedInWithNonce(shop, 'admin', TEST_ADMIN_PASSWORD));
    const registered = await registerCustomer(shop.database.db, { email: `rest-${dialect}@example.com`, password: CUSTOMER_PASSWORD });
    if (!registered.ok) throw new Error('customer not registered');
    ({ visitor: customer, nonce: customerNonce } = await signedInWithNonce(shop, registered.value.username, CUSTOMER_PASSWORD));
  });

  beforeEach(async () => {
    await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
  });

  const write = (visitor: Visitor, body: unknown, init: { nonce?: string | null; method?: string; headers?: Record<string, string>; path?: string } = {}) =>
    visitor.request(init.path ?? SETTINGS, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', ...(init.nonce === null ? {} : { 'x-wp-nonce': init.nonce ?? nonce }), ...init.headers },
      body: JSON.stringify(body),
    });

  describe('the nonce endpoint', () => {
    it('answers a signed-in user’s current nonce as plain text, never stored', async () => {
      for (const [visitor, expected] of [
        [admin, nonce],
        [customer, customerNonce],
      ] as const) {
        const response = await visitor.request(NONCE_ENDPOINT);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(await response.text()).toBe(expected);
      }
    });

    it('answers 0 with status 400, as WordPress does, to a visitor and to an action it does not serve', async () => {
      const visitor = new Visitor(shop);
      await visitor.request('/?add-to-cart=1');
      for (const [who, path] of [
        [new Visitor(shop), NONCE_ENDPOINT],
        [visitor, NONCE_ENDPOINT],
        [admin, '/wp-admin/admin-ajax.php'],
        [admin, '/wp-admin/admin-ajax.php?action=heartbeat'],
      ] as const) {
        const response = await who.request(path);
        expect(response.status, path).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toBe('0');
      }
    });
  });

  describe('window.wpApiSettings', () => {
    it('is on every page a signed-in user sees, with the REST root and the session’s nonce, allowed by the page’s policy', async () => {
      for (const path of ['/', '/shop/', '/cart/', '/my-account/', '/admin/settings/']) {
        const response = await admin.request(path);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(apiSettingsIn(html), path).toEqual({ root: `${origin}/wp-json/`, nonce });
        const policy = response.headers.get('content-security-policy');
        if (policy) {
          const script = inlineScripts(html).find((text) => text.includes('window.wpApiSettings='))!;
          expect(policy, path).toContain(sha256(script));
        }
      }
      expect(apiSettingsIn(await customer.page('/'))).toEqual({ root: `${origin}/wp-json/`, nonce: customerNonce });
    });

    it('is not on a visitor’s page, which stays the same for every visitor and is served from the cache', async () => {
      const first = await shop.request('/about-us/');
      const firstHtml = await first.text();
      expect(apiSettingsIn(firstHtml)).toBeUndefined();
      expect(firstHtml).not.toContain('wpApiSettings');
      const again = await shop.request('/about-us/');
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect(await again.text()).toBe(firstHtml);
      // A visitor with a session (a cart) but not signed in gets no nonce either.
      const shopper = new Visitor(shop);
      await shopper.request('/?add-to-cart=1');
      expect(apiSettingsIn(await shopper.page('/about-us/'))).toBeUndefined();
    });

    it('carries a nonce that authorises a write', async () => {
      const settings = apiSettingsIn(await admin.page('/shop/'))!;
      const response = await admin.request(`${new URL(settings.root).pathname}wp/v2/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': settings.nonce },
        body: JSON.stringify({ woocommerce_cart_redirect_after_add: 'yes' }),
      });
      expect(response.status).toBe(200);
      expect((await getStoreSettings(shop.database.db)).redirectAfterAdd).toBe(true);
    });
  });

  describe('GET wp/v2/settings', () => {
    it('answers the owner WordPress’s field names for what the shop has', async () => {
      const response = await admin.request(SETTINGS, { headers: { 'x-wp-nonce': nonce } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-wp-nonce')).toBe(nonce);
      expect(await response.json()).toEqual({
        title: 'Vitrine Demo Store',
        description: expect.any(String),
        url: origin,
        email: expect.stringContaining('@'),
        language: 'en_US',
        posts_per_page: expect.any(Number),
        woocommerce_coming_soon: 'no',
        woocommerce_cart_redirect_after_add: 'no',
        woocommerce_demo_store: 'no',
        woocommerce_demo_store_notice: SETTINGS_DEFAULTS.storeNotice.text,
      });
    });

    it('is listed in the index', async () => {
      const index = (await (await shop.request('/wp-json/')).json()) as { routes: Record<string, { methods: string[] }> };
      expect(index.routes['/wp/v2/settings']).toMatchObject({ methods: ['GET', 'POST', 'PUT', 'PATCH'] });
    });

    it('refuses a visitor (401) and a customer (403) with rest_forbidden', async () => {
      const anonymous = await shop.request(SETTINGS);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
      const signedInCustomer = await customer.request(SETTINGS, { headers: { 'x-wp-nonce': customerNonce } });
      expect(signedInCustomer.status).toBe(403);
      expect(await signedInCustomer.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
      // The owner's cookie without a nonce is a visitor for reading, as in WordPress.
      expect((await admin.request(SETTINGS)).status).toBe(401);
    });
  });

  describe('writing wp/v2/settings', () => {
    it('changes what the owner can change and answers every setting', async () => {
      const response = await write(admin, { woocommerce_coming_soon: 'yes', woocommerce_demo_store: true, woocommerce_demo_store_notice: '  New text  ' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ title: 'Vitrine Demo Store', woocommerce_coming_soon: 'yes', woocommerce_demo_store: 'yes', woocommerce_demo_store_notice: 'New text' });
      const stored = await getStoreSettings(shop.database.db);
      expect(stored).toMatchObject({ comingSoon: true, redirectAfterAdd: false, storeNotice: { enabled: true, text: 'New text' } });
      // A new notice text has a new id, so visitors who dismissed the old one see it.
      expect(stored.storeNotice.id).not.toBe(SETTINGS_DEFAULTS.storeNotice.id);
    });

    it('takes PUT and PATCH, and a POST overriding to them', async () => {
      for (const init of [{ method: 'PUT' }, { method: 'PATCH' }, { headers: { 'x-http-method-override': 'PUT' } }, { path: `${SETTINGS}?_method=PATCH` }]) {
        await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
        const response = await write(admin, { woocommerce_cart_redirect_after_add: 'yes' }, init);
        expect(response.status, JSON.stringify(init)).toBe(200);
        expect((await getStoreSettings(shop.database.db)).redirectAfterAdd).toBe(true);
      }
    });

    it('takes a read-only field sent back unchanged, and refuses a change to one', async () => {
      const current = (await (await admin.request(SETTINGS, { headers: { 'x-wp-nonce': nonce } })).json()) as Record<string, unknown>;
      const roundTrip = await write(admin, { ...current, woocommerce_coming_soon: 'yes' });
      expect(roundTrip.status).toBe(200);
      await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
      const changed = await write(admin, { title: 'Another name', woocommerce_coming_soon: 'yes' });
      expect(changed.status).toBe(400);
      expect(await changed.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { title: expect.stringContaining('read-only') } } });
      expect((await getStoreSettings(shop.database.db)).comingSoon).toBe(false);
    });

    it('answers rest_invalid_param with one message per field, and changes nothing', async () => {
      const response = await write(admin, { woocommerce_coming_soon: 'maybe', posts_per_page: 'ten', unknown_option: 1, woocommerce_demo_store_notice: 'x'.repeat(501) });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; data: { params: Record<string, string> } };
      expect(body.code).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params).sort()).toEqual(['posts_per_page', 'unknown_option', 'woocommerce_coming_soon', 'woocommerce_demo_store_notice']);
      const empty = await write(admin, { woocommerce_demo_store: 'yes', woocommerce_demo_store_notice: '' });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ data: { params: { woocommerce_demo_store_notice: expect.any(String) } } });
      const notJson = await admin.request(SETTINGS, { method: 'POST', headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce }, body: '{' });
      expect(notJson.status).toBe(400);
      expect(await notJson.json()).toMatchObject({ code: 'rest_invalid_json' });
      expect(await getStoreSettings(shop.database.db)).toEqual(SETTINGS_DEFAULTS);
    });

    it('refuses the session cookie without a valid nonce with rest_cookie_invalid_nonce and a fresh nonce, changing nothing', async () => {
      // The nonce with its last character changed (to one it is not: a nonce ending in "x" stays itself with "x").
      const tampered = `${nonce.slice(0, -1)}${nonce.endsWith('x') ? 'y' : 'x'}`;
      for (const sent of [null, 'stale-nonce', tampered]) {
        const response = await write(admin, { woocommerce_coming_soon: 'yes' }, { nonce: sent });
        expect(response.status, String(sent)).toBe(403);
        expect(response.headers.get('x-wp-nonce')).toBe(nonce);
        expect(await response.json()).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed.', data: { status: 403 } });
      }
      // A read with a wrong nonce is refused the same way: the client refreshes and retries it.
      const read = await admin.request(SETTINGS, { headers: { 'x-wp-nonce': 'stale-nonce' } });
      expect(read.status).toBe(403);
      expect(read.headers.get('x-wp-nonce')).toBe(nonce);
      expect(await getStoreSettings(shop.database.db)).toEqual(SETTINGS_DEFAULTS);
      // The fresh nonce of the answer works.
      expect((await write(admin, { woocommerce_coming_soon: 'yes' }, { nonce: read.headers.get('x-wp-nonce')! })).status).toBe(200);
    });

    it('refuses a customer, even with their own nonce', async () => {
      const response = await write(customer, { woocommerce_coming_soon: 'yes' }, { nonce: customerNonce });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'rest_forbidden' });
      expect((await getStoreSettings(shop.database.db)).comingSoon).toBe(false);
    });
  });
});
