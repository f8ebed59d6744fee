import { beforeAll, describe, expect, it } from 'vitest';
import { comingSoonBannerFor } from '../core/accounts/coming-soon-banner.ts';
import { COMING_SOON_BANNER_DISMISSED, getUserMeta, setUserMeta } from '../core/accounts/user-meta.ts';
import { saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { DIALECTS } from './dialects.ts';
import { insertCustomer } from './fixtures/shop-data.ts';
import { signedInWithNonce, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const ME = '/wp-json/wp/v2/users/me';
const JSON_TYPE = { 'content-type': 'application/json' };
const DISMISS = JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });

/** Bodies the endpoint must refuse with 400 (bytes that are not JSON, or JSON it does not take), never store and never answer with a 500. */
const BAD_BODIES: { name: string; body: string | Uint8Array<ArrayBuffer>; code: 'rest_invalid_json' | 'rest_invalid_param' }[] = [
  { name: 'garbage', body: '{"woocommerce_meta": {', code: 'rest_invalid_json' },
  { name: 'empty', body: '', code: 'rest_invalid_json' },
  { name: 'not an object', body: '[1, 2]', code: 'rest_invalid_param' },
  { name: 'null', body: 'null', code: 'rest_invalid_param' },
  { name: 'an unknown field', body: '{"email": "evil@example.com"}', code: 'rest_invalid_param' },
  { name: 'an unknown meta key', body: '{"woocommerce_meta": {"coming_soon_banner_dismissed": "yes", "show_marketplace_suggestions": "no"}}', code: 'rest_invalid_param' },
  { name: '__proto__ at the top', body: '{"__proto__": {"polluted": true}, "woocommerce_meta": {"coming_soon_banner_dismissed": "yes"}}', code: 'rest_invalid_param' },
  { name: '__proto__ in the meta', body: '{"woocommerce_meta": {"__proto__": {"coming_soon_banner_dismissed": "yes"}}}', code: 'rest_invalid_param' },
  { name: 'constructor in the meta', body: '{"woocommerce_meta": {"constructor": {"prototype": {"polluted": true}}}}', code: 'rest_invalid_param' },
  { name: 'a wrong value', body: '{"woocommerce_meta": {"coming_soon_banner_dismissed": "maybe"}}', code: 'rest_invalid_param' },
  { name: 'a non-string value', body: '{"woocommerce_meta": {"coming_soon_banner_dismissed": true}}', code: 'rest_invalid_param' },
  { name: 'meta that is not an object', body: '{"woocommerce_meta": "coming_soon_banner_dismissed=yes"}', code: 'rest_invalid_param' },
  { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), code: 'rest_invalid_json' },
];

async function expectRestError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { code: string; message: string; data: { status: number } };
  expect(body).toMatchObject({ code, data: { status } });
  expect(body.message).toEqual(expect.any(String));
}

describe.each(DIALECTS)('coming-soon footer banner on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let adminId: number;
  let admin: Visitor;
  let nonce: string;

  beforeAll(async () => {
    ({ visitor: admin, userId: adminId, nonce } = await signedInWithNonce(shop, 'admin', TEST_ADMIN_PASSWORD));
  });

  const dismiss = (visitor: Visitor, body: string | Uint8Array<ArrayBuffer> = DISMISS, headers: Record<string, string> = { 'x-wp-nonce': nonce }) =>
    visitor.request(ME, { method: 'POST', headers: { ...JSON_TYPE, ...headers }, body });

  describe('user meta', () => {
    it('inserts, then replaces, one value per user and key', async () => {
      const { db } = shop.database;
      const other = await insertCustomer(db, { username: 'meta-customer' });
      expect(await getUserMeta(db, other, 'favourite')).toBeNull();
      await setUserMeta(db, other, 'favourite', 'tea');
      await setUserMeta(db, adminId, 'favourite', 'coffee');
      await setUserMeta(db, other, 'favourite', 'cocoa');
      expect(await getUserMeta(db, other, 'favourite')).toBe('cocoa');
      expect(await getUserMeta(db, adminId, 'favourite')).toBe('coffee');
      const rows = await db.selectFrom('user_meta').selectAll().where('meta_key', '=', 'favourite').execute();
      expect(rows).toHaveLength(2);
    });

    it('goes when its user goes', async () => {
      const { db } = shop.database;
      const gone = await insertCustomer(db, { username: 'meta-leaver' });
      await setUserMeta(db, gone, 'favourite', 'tea');
      await db.deleteFrom('users').where('id', '=', gone).execute();
      expect(await db.selectFrom('user_meta').select('meta_key').where('user_id', '=', gone).execute()).toEqual([]);
    });
  });

  describe('who sees the banner', () => {
    it('shows to an administrator while the store is coming soon, until dismissed', async () => {
      const { db } = shop.database;
      const owner = await insertCustomer(db, { username: 'banner-owner', role: 'administrator' });
      const user = { id: owner, role: 'administrator' as const };
      expect(await comingSoonBannerFor(db, { user, comingSoon: true })).toEqual({ show: true });
      expect(await comingSoonBannerFor(db, { user, comingSoon: false })).toEqual({ show: false });
      await setUserMeta(db, owner, COMING_SOON_BANNER_DISMISSED, 'no');
      expect(await comingSoonBannerFor(db, { user, comingSoon: true })).toEqual({ show: true });
      await setUserMeta(db, owner, COMING_SOON_BANNER_DISMISSED, 'yes');
      expect(await comingSoonBannerFor(db, { user, comingSoon: true })).toEqual({ show: false });
    });

    it('never shows to customers or visitors', async () => {
      const { db } = shop.database;
      const customer = await insertCustomer(db, { username: 'banner-customer' });
      expect(await comingSoonBannerFor(db, { user: { id: customer, role: 'customer' }, comingSoon: true })).toEqual({ show: false });
      expect(await comingSoonBannerFor(db, { user: null, comingSoon: true })).toEqual({ show: false });
    });
  });

  describe('POST /wp-json/wp/v2/users/me', () => {
    it('refuses a visitor who is not signed in', async () => {
      await expectRestError(await dismiss(new Visitor(shop), DISMISS, {}), 401, 'rest_not_logged_in');
      // A nonce from someone else's session proves nothing.
      await expectRestError(await dismiss(new Visitor(shop)), 401, 'rest_not_logged_in');
    });

    it('refuses a signed-in user without the session nonce', async () => {
      await expectRestError(await dismiss(admin, DISMISS, {}), 403, 'rest_cookie_invalid_nonce');
      await expectRestError(await dismiss(admin, DISMISS, { 'x-wp-nonce': 'not-the-nonce' }), 403, 'rest_cookie_invalid_nonce');
      await expectRestError(await dismiss(admin, DISMISS, { 'x-wp-nonce': `${nonce}x` }), 403, 'rest_cookie_invalid_nonce');
      expect(await getUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED)).toBeNull();
    });

    it.each(BAD_BODIES)('refuses $name with 400 and stores nothing', async ({ body, code }) => {
      await expectRestError(await dismiss(admin, body), 400, code);
      expect(await getUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED)).toBeNull();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('refuses a body that is not JSON with 415 and stores nothing', async () => {
      for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        await expectRestError(await dismiss(admin, DISMISS, { 'x-wp-nonce': nonce, 'content-type': type }), 415, 'rest_unsupported_media_type');
      }
      expect(await getUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED)).toBeNull();
    });

    it('stores the dismissal for the signed-in user, and a repeat changes nothing', async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await dismiss(admin);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('cache-control')).toMatch(/no-store/);
        expect(await response.json()).toEqual({ id: adminId, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
      }
      const { db } = shop.database;
      expect(await getUserMeta(db, adminId, COMING_SOON_BANNER_DISMISSED)).toBe('yes');
      expect(await db.selectFrom('user_meta').select('meta_key').where('user_id', '=', adminId).where('meta_key', '=', COMING_SOON_BANNER_DISMISSED).execute()).toHaveLength(1);
      expect(await comingSoonBannerFor(db, { user: { id: adminId, role: 'administrator' }, comingSoon: true })).toEqual({ show: false });
    });

    it('takes the nonce at a trailing-slash address too, and can bring the banner back', async () => {
      const response = await admin.request(`${ME}/`, {
        method: 'POST',
        headers: { ...JSON_TYPE, 'x-wp-nonce': nonce },
        body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'no' } }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: adminId, woocommerce_meta: { coming_soon_banner_dismissed: 'no' } });
      expect(await getUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED)).toBe('no');
      expect((await dismiss(admin)).status).toBe(200);
    });

    it('answers an empty update with the current meta', async () => {
      const response = await dismiss(admin, '{}');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: adminId, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    });

    it('answers methods other than the readable and editable ones of WordPress with 405 and the allowed methods', async () => {
      const response = await admin.request(ME, { method: 'DELETE', headers: { ...JSON_TYPE, 'x-wp-nonce': nonce }, body: DISMISS });
      expect(response.headers.get('allow')).toBe('GET, POST, PUT, PATCH');
      await expectRestError(response, 405, 'rest_no_route');
      await expectRestError(await admin.request(`${ME}/`, { method: 'DELETE' }), 405, 'rest_no_route');
    });
  });

  describe('other /wp-json/ paths', () => {
    it.each(['/wp-json/wp/v2/users/1/', '/wp-json/wp/v2/users/me/extra/', '/wp-json/wc/store/v1/basket/', '/wp-json/constructor/', '/wp-json/__proto__/'])(
      'answers %s with rest_no_route',
      async (path) => {
        await expectRestError(await admin.request(path), 404, 'rest_no_route');
        await expectRestError(await admin.request(path, { method: 'POST', headers: JSON_TYPE, body: DISMISS }), 404, 'rest_no_route');
      },
    );

    it('leaves pages alone', async () => {
      expect((await admin.request('/shop/')).status).toBe(200);
      expect((await admin.request('/wp-jsonish/')).status).toBe(404);
    });
  });

  describe('coming-soon mode on the storefront', () => {
    it('shows visitors the coming-soon page with 503, lets them sign in, and shows the administrator the shop and the banner', async () => {
      const { db } = shop.database;
      await setUserMeta(db, adminId, COMING_SOON_BANNER_DISMISSED, 'no');
      await saveStoreSettings(db, { ...SETTINGS_DEFAULTS, comingSoon: true });
      // Every process re-reads the settings within a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      try {
        const visitor = new Visitor(shop);
        for (const path of ['/', '/shop/', '/blog/']) {
          const response = await visitor.request(path);
          expect(response.status).toBe(503);
          expect(response.headers.get('retry-after')).toBe('3600');
          const body = (await response.text()).split('</head>')[1] ?? '';
          expect(body).toContain('Great things are on the horizon');
          // No catalog reaches the page, not even its hydration data.
          expect(body).not.toContain('/uploads/');
          expect(body).not.toContain('add_to_cart_button');
        }
        expect((await visitor.request('/my-account/')).status).toBe(200);

        const shopPage = await admin.page('/shop/');
        expect(shopPage).toContain('add_to_cart_button');
        expect(shopPage).toContain('id="coming-soon-footer-banner"');
        expect((await dismiss(admin)).status).toBe(200);
        expect(await admin.page('/shop/')).not.toContain('id="coming-soon-footer-banner"');
      } finally {
        await saveStoreSettings(db, SETTINGS_DEFAULTS);
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      expect((await new Visitor(shop).request('/shop/')).status).toBe(200);
    });
  });
});
