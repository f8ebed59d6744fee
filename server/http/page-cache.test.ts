import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../app/services/request-session.ts';
import { NOTICE_COOKIE } from '../../app/services/notice-cookie.ts';
import { hasSessionCookie, LruTtlMap, PageCache, pageCacheKey, SESSION_COOKIE_PREFIX, varyOf } from './page-cache.ts';

const get = (url: string, headers: { cookie?: string; authorization?: string } = {}) => ({ method: 'GET', url, headers });

describe('pageCacheKey', () => {
  it('keys catalog and content pages by path', () => {
    for (const path of ['/', '/shop/', '/shop/page/2/', '/product-category/mugs/', '/product/blue-mug/', '/blog/', '/blog/hello/', '/about-us/']) {
      expect(pageCacheKey(get(path)), path).toBe(path);
    }
    expect(pageCacheKey({ ...get('/shop/'), method: 'HEAD' })).toBe('/shop/');
  });

  it('never keys private, protocol or file requests', () => {
    const paths = ['/cart/', '/checkout/', '/checkout/order-received/5/', '/my-account/', '/my-account/orders/', '/admin/', '/admin/products/', '/wp-json/wp/v2/posts/', '/shop.data', '/_root.data', '/favicon.ico', '/assets/app.js', '/uploads/a.jpg', '/shop'];
    for (const path of paths) expect(pageCacheKey(get(path)), path).toBeNull();
  });

  it('never keys writes', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(pageCacheKey({ ...get('/shop/'), method })).toBeNull();
  });

  it('keeps only orderby in the query, normalised', () => {
    expect(pageCacheKey(get('/shop/?orderby=price'))).toBe('/shop/?orderby=price');
    expect(pageCacheKey(get('/shop/?orderby=PRICE-desc'))).toBe('/shop/?orderby=price-desc');
    expect(pageCacheKey(get('/shop/?orderby='))).toBe('/shop/');
    expect(pageCacheKey(get('/shop/?'))).toBe('/shop/');
    for (const url of ['/shop/?add-to-cart=12', '/?wc-ajax=get_refreshed_fragments', '/shop/?orderby=price&utm_source=x', '/shop/?orderby=a&orderby=b', '/shop/?orderby=%3Cscript%3E', `/shop/?orderby=${'x'.repeat(41)}`]) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
  });

  it('never keeps a search’s results, whatever the terms, page or order', () => {
    for (const url of ['/?s=mug&post_type=product', '/?s=mug', '/fr/?s=tasse&post_type=product', '/page/2/?s=mug&post_type=product', '/?s=', '/?s=mug&orderby=price', '/?orderby=price&s=mug']) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
  });

  it('bypasses visitors with a session cookie or credentials', () => {
    const name = sessionCookieName('vitrine');
    expect(name.startsWith(SESSION_COOKIE_PREFIX)).toBe(true);
    expect(pageCacheKey(get('/shop/', { cookie: `${name}=abc` }))).toBeNull();
    expect(pageCacheKey(get('/shop/', { cookie: `theme=dark; ${SESSION_COOKIE_PREFIX}other=abc` }))).toBeNull();
    expect(pageCacheKey(get('/shop/', { authorization: 'Basic eDp5' }))).toBeNull();
    expect(pageCacheKey(get('/shop/', { cookie: 'store_notice1=hidden; cmplz_consent_status=allow' }))).toBe('/shop/');
  });
});

describe('hasSessionCookie', () => {
  it('looks at cookie names, not values', () => {
    expect(hasSessionCookie(`a=1; ${SESSION_COOKIE_PREFIX}x=2`)).toBe(true);
    expect(hasSessionCookie(`a=${SESSION_COOKIE_PREFIX}x`)).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('leaves a page with notices waiting in the notice cookie to the renderer', () => {
    const request = (cookie?: string) => ({ method: 'GET', url: '/shop/', headers: { cookie } });
    expect(pageCacheKey(request('a=1'))).toBe('/shop/');
    expect(pageCacheKey(request(`a=1; ${NOTICE_COOKIE}=W10`))).toBeNull();
    expect(pageCacheKey(request(`a=${NOTICE_COOKIE}`))).toBe('/shop/');
  });
});

describe('LruTtlMap', () => {
  it('evicts the least recently used entry past its bound', () => {
    const map = new LruTtlMap<number>(2, 60_000, () => 0);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('expires entries after the TTL on a fake clock', () => {
    let now = 1_000;
    const map = new LruTtlMap<string>(10, 5_000, () => now);
    map.set('page', 'html');
    now += 4_999;
    expect(map.get('page')).toBe('html');
    now += 1;
    expect(map.get('page')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('restarts the TTL when an entry is stored again, and clears', () => {
    let now = 0;
    const map = new LruTtlMap<string>(10, 1_000, () => now);
    map.set('page', 'old');
    now = 900;
    map.set('page', 'new');
    now = 1_500;
    expect(map.get('page')).toBe('new');
    map.clear();
    expect(map.get('page')).toBeUndefined();
  });
});

describe('varyOf', () => {
  it('adds Accept-Encoding to the rendered Vary, each name once', () => {
    expect(varyOf(new Headers())).toBe('Accept-Encoding');
    expect(varyOf(new Headers({ Vary: 'CF-IPCountry' }))).toBe('CF-IPCountry, Accept-Encoding');
    expect(varyOf(new Headers({ Vary: 'accept-encoding, CF-IPCountry,,' }))).toBe('accept-encoding, CF-IPCountry');
  });
});

/** The cache in front of a renderer whose pages vary by country; writes are answered 202 past the cache. */
function useCachedSite() {
  const state = { now: 0, versionReads: 0, renders: 0, url: '' };
  const cache = new PageCache({
    enabled: true,
    ttlSeconds: 300,
    maxEntries: 10,
    now: () => state.now,
    readVersion: async () => {
      state.versionReads += 1;
      return 'v1';
    },
  });
  let server: ReturnType<express.Express['listen']>;
  beforeAll(async () => {
    const app = express();
    app.use(cache.lookup);
    app.use(async (req, res, next) => {
      try {
        state.renders += 1;
        if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(202).end();
        await cache.send(req, res, new Response(`<!DOCTYPE html><p>${req.path}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'CF-IPCountry' } }));
      } catch (error) {
        next(error);
      }
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const request = (path: string, init: RequestInit = {}) => fetch(new URL(path, state.url), init);
  return { state, request };
}

describe('PageCache revalidation', () => {
  const site = useCachedSite();

  it('repeats the stored page’s Vary on a 304', async () => {
    const first = await site.request('/shop/');
    expect(first.status).toBe(200);
    expect(first.headers.get('vary')).toBe('CF-IPCountry, Accept-Encoding');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    for (const expected of ['HIT', 'HIT']) {
      const revalidated = await site.request('/shop/', { headers: { 'if-none-match': etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('x-cache')).toBe(expected);
      expect(revalidated.headers.get('vary')).toBe('CF-IPCountry, Accept-Encoding');
    }
    expect(site.state.renders).toBe(1);
  });
});

describe('PageCache content version after writes', () => {
  const site = useCachedSite();

  it('is not re-read after the anonymous beacons, only after a request that can edit content', async () => {
    const home = async () => (await site.request('/')).headers.get('x-cache');
    expect(await home()).toBe('MISS');
    expect(site.state.versionReads).toBe(1);
    for (const beacon of ['/wp-json/vitrine/v1/analytics', '/wp-json/vitrine/v1/consent-stats', '/cart/']) {
      expect((await site.request(beacon, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"events":[]}' })).status, beacon).toBe(202);
      expect(await home(), beacon).toBe('HIT');
      expect(site.state.versionReads, beacon).toBe(1);
    }
    expect((await site.request('/admin/settings/', { method: 'POST', body: '' })).status).toBe(202);
    expect(await home()).toBe('HIT');
    expect(site.state.versionReads).toBe(2);
  });
});
