import { beforeAll, describe, expect, it } from 'vitest';
import { COMING_SOON_BANNER_DISMISSED, getUserMeta, setUserMeta } from '../core/accounts/user-meta.ts';
import { DIALECTS } from './dialects.ts';
import { signedInWithNonce, type Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const ME = '/wp-json/wp/v2/users/me';
const API_LINK = '</wp-json/>; rel="https://api.w.org/"';

interface ApiIndex {
  name: string;
  url: string;
  namespaces: string[];
  routes: Record<string, { namespace: string; methods: string[]; endpoints: { methods: string[] }[] }>;
}

describe.each(DIALECTS)('REST discovery and method override on %s', (dialect) => {
  const shop = useHttpShop(dialect, { pageCache: { enabled: true } });

  describe('the index at /wp-json/', () => {
    it('lists the namespaces and each route with its methods, as WordPress does, never stored', async () => {
      const response = await shop.request('/wp-json/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const index = (await response.json()) as ApiIndex;
      expect(index.name).toBe('Vitrine Demo Store');
      expect(index.url).toMatch(/^http:\/\//);
      expect(index.namespaces).toEqual(expect.arrayContaining(['vitrine/v1', 'wc/store/v1', 'wp/v2']));
      expect(index.namespaces).toEqual([...index.namespaces].sort());
      expect(index.routes['/']).toMatchObject({ namespace: '', methods: ['GET'] });
      expect(index.routes['/wp/v2/users/me']).toMatchObject({ namespace: 'wp/v2', methods: ['GET', 'POST', 'PUT', 'PATCH'], endpoints: [{ methods: ['GET', 'POST', 'PUT', 'PATCH'] }] });
      expect(index.routes['/wc/store/v1/checkout']).toMatchObject({ namespace: 'wc/store/v1', methods: ['POST'] });
    });

    it('answers at /wp-json too, and REST routes are never redirected to a trailing slash', async () => {
      const bare = await shop.request('/wp-json');
      expect(bare.status).toBe(200);
      expect(((await bare.json()) as ApiIndex).routes).toHaveProperty('/');
      const route = await shop.request('/wp-json/wp/v2/users/me', { method: 'DELETE' });
      expect(route.status).toBe(405);
      expect(route.headers.get('location')).toBeNull();
    });

    it('answers a write to the index with rest_no_route and the methods it takes', async () => {
      const response = await shop.request('/wp-json/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
      expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 405 } });
    });
  });

  describe('pages', () => {
    it('point to the API with a Link header, when rendered and when served from the page cache', async () => {
      for (const path of ['/', '/shop/', '/about-us/']) {
        const first = await shop.request(path);
        expect(first.status).toBe(200);
        expect(first.headers.get('link')).toBe(API_LINK);
        const again = await shop.request(path);
        expect(again.headers.get('x-cache')).toBe('HIT');
        expect(again.headers.get('link')).toBe(API_LINK);
      }
    });
  });

  describe('method override', () => {
    let admin: Visitor;
    let adminId: number;
    let nonce: string;

    beforeAll(async () => {
      ({ visitor: admin, userId: adminId, nonce } = await signedInWithNonce(shop, 'admin', TEST_ADMIN_PASSWORD));
    });

    const update = (init: { path?: string; method?: string; headers?: Record<string, string> }) =>
      admin.request(init.path ?? ME, {
        method: init.method ?? 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce, ...init.headers },
        body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
      });

    it('handles a POST with X-HTTP-Method-Override or ?_method= as that method', async () => {
      for (const init of [{ headers: { 'x-http-method-override': 'PATCH' } }, { path: `${ME}?_method=put` }, { method: 'PUT' }]) {
        await setUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED, 'no');
        const response = await update(init);
        expect(response.status).toBe(200);
        expect(await getUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED)).toBe('yes');
      }
    });

    it('refuses an override to a method the route does not take, and changes nothing', async () => {
      await setUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED, 'no');
      for (const init of [{ headers: { 'x-http-method-override': 'DELETE' } }, { path: `${ME}?_method=delete` }]) {
        const response = await update(init);
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, POST, PUT, PATCH');
        expect(await response.json()).toMatchObject({ code: 'rest_no_route' });
      }
      expect(await getUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED)).toBe('no');
    });

    it('is read only on a POST: a GET that names another method stays a GET', async () => {
      const response = await admin.request(`${ME}?_method=POST`, { headers: { 'x-http-method-override': 'POST', 'x-wp-nonce': nonce } });
      // Answered as the read it is: the user, nothing changed.
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: adminId });
      expect(await getUserMeta(shop.database.db, adminId, COMING_SOON_BANNER_DISMISSED)).toBe('no');
    });
  });
});
