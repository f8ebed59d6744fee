import { describe, expect, it } from 'vitest';
import { sessionCookieName } from './request-session.ts';
import { hasSessionCookie, LruTtlMap, pageCacheKey, SESSION_COOKIE_PREFIX } from './page-cache.ts';

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
