// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentCookie, cookieDomains, cookieNames, cookiePaths, expiredCookies, forgetCategoryData } from './cookies.ts';
import { closePages, consentPage } from './page.fixture.ts';

afterEach(closePages);

describe('cookie strings', () => {
  it('writes a consent cookie with its lifetime, whole-site path and SameSite=Lax', () => {
    expect(consentCookie('cookieconsent_status', 'allow', 86_400, { domain: null, secure: false })).toBe('cookieconsent_status=allow; Max-Age=86400; Path=/; SameSite=Lax');
    expect(consentCookie('c', 'deny', 0, { domain: 'shop.test', secure: true })).toBe('c=deny; Max-Age=0; Domain=shop.test; Path=/; Secure; SameSite=Lax');
  });

  it('tries the root, the page’s path and its directory', () => {
    expect(cookiePaths('/product/mug/')).toEqual(['/', '/product/mug/', '/product/mug']);
    expect(cookiePaths('/blog')).toEqual(['/', '/blog']);
    expect(cookiePaths('/')).toEqual(['/']);
  });

  it('tries host-only, the host and its parent domains above the top level', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual([null, 'www.shop.example.com', 'shop.example.com', 'example.com']);
    expect(cookieDomains('localhost')).toEqual([null, 'localhost']);
    expect(cookieDomains('192.168.1.20')).toEqual([null, '192.168.1.20']);
  });

  it('expires a name on every path and domain pair', () => {
    const expired = expiredCookies('_ga', 'www.shop.test', '/cart/');
    expect(expired).toHaveLength(3 * 3);
    expect(expired).toContain('_ga=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
    expect(expired).toContain('_ga=; Domain=shop.test; Path=/cart; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
  });

  it('skips the pairs no cookie can live under, and never throws on an odd page address', () => {
    expect(expiredCookies('_ga', 'www.shop.test', '/a;b/c')).toEqual([
      '_ga=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
      '_ga=; Domain=www.shop.test; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
      '_ga=; Domain=shop.test; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    ]);
    expect(expiredCookies('_ga', '[::1]', '/')).toEqual(['_ga=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax']);
  });

  it('lists the names in a cookie string', () => {
    expect(cookieNames('a=1; sbjs_first=x=y; b=')).toEqual(['a', 'sbjs_first', 'b']);
    expect(cookieNames('a=1; a=2')).toEqual(['a']);
    expect(cookieNames('')).toEqual([]);
  });

  it('lists names from a garbled cookie string without throwing', () => {
    expect(cookieNames('=; ;;; a=%E0%A4%A; b="q"; a=2; c')).toEqual(['a', 'b']);
  });
});

describe('forgetCategoryData', () => {
  const RULES = { cookies: ['sbjs_*', '_fbp'], storage: ['vitrine_analytics*', 'pixel'] };

  function page() {
    const win = new HappyWindow({ url: 'https://www.shop.test/product/mug/' }) as unknown as Window;
    const doc = win.document;
    for (const cookie of [
      'sbjs_current=typ%3Dutm; path=/',
      'sbjs_first=typ%3Dutm; path=/; domain=shop.test',
      'sbjs_session=pgs%3D1; path=/product/mug',
      'sbjs_udata=vst%3D1; path=/product/mug/; domain=www.shop.test',
      '_fbp=fb.1; path=/',
      'woocommerce_cart_hash=abc; path=/',
      'sbjsnot=1; path=/',
    ]) {
      doc.cookie = cookie;
    }
    win.localStorage.setItem('vitrine_analytics_queue', '[]');
    win.localStorage.setItem('wc_cart_hash_x', 'abc');
    win.sessionStorage.setItem('vitrine_analytics', '1');
    win.sessionStorage.setItem('pixel', '1');
    win.sessionStorage.setItem('pixel2', '1');
    return win;
  }

  it('deletes the category’s cookies wherever they were set, and its storage keys', () => {
    const win = page();
    forgetCategoryData(win, RULES);
    expect(cookieNames(win.document.cookie).sort()).toEqual(['sbjsnot', 'woocommerce_cart_hash']);
    expect(Object.keys(win.localStorage)).toEqual(['wc_cart_hash_x']);
    expect(Object.keys(win.sessionStorage)).toEqual(['pixel2']);
  });

  it('survives blocked storage', () => {
    const win = page();
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => forgetCategoryData(win, RULES)).not.toThrow();
    expect(Object.keys(win.sessionStorage)).toEqual(['pixel2']);
  });
});

describe('withdrawing consent', () => {
  const TRACKED = ['sbjs_current=typ%3Dutm; path=/', 'sbjs_first=typ%3Dutm; path=/; domain=shop.test', 'sbjs_session=pgs%3D1; path=/product/mug', '_ga=GA1; path=/', 'woocommerce_items_in_cart=1; path=/'];

  it('deletes every sbjs_* cookie when marketing is withdrawn, and keeps what the visitor still allows', () => {
    const page = consentPage({
      options: { type: 'detailed' },
      cookies: ['cookieconsent_status=allowall; path=/', ...TRACKED],
    });
    page.win.localStorage.setItem('vitrine_analytics_queue', '[]');
    // One switch turned off through the API: statistics stay granted throughout.
    page.api().set('savesettings', { statistics: true, marketing: false });
    expect(page.api().has('marketing')).toBe(false);
    expect(page.api().has('statistics')).toBe(true);
    expect(page.cookieNames().filter((name) => name.startsWith('sbjs_'))).toEqual([]);
    expect(page.cookie('_ga')).toBe('GA1');
    expect(page.cookie('woocommerce_items_in_cart')).toBe('1');
    expect(page.win.localStorage.getItem('vitrine_analytics_queue')).toBe('[]');
  });

  it('a full deny after allow deletes every category’s data', () => {
    const page = consentPage({ options: { type: 'opt-in' }, cookies: ['cookieconsent_status=allow; path=/', ...TRACKED] });
    page.win.localStorage.setItem('vitrine_analytics_queue', '[]');
    page.api().set('deny');
    expect(page.cookieNames().sort()).toEqual(['cookieconsent_status', ...page.config.categories.map((category) => `cookieconsent_status_${category.cookie_suffix}`), 'woocommerce_items_in_cart'].sort());
    expect(page.win.localStorage.getItem('vitrine_analytics_queue')).toBeNull();
  });

  it('reopening the banner withdraws consent at once: listeners hear it and the cookies go', () => {
    const page = consentPage({ options: { type: 'opt-in' }, cookies: ['cookieconsent_status=allow; path=/', ...TRACKED] });
    const changes = vi.fn();
    page.api().onChange(changes);
    page.click(page.revoke());
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes.mock.calls[0]![0]).toMatchObject({ status: undefined, categories: { marketing: false, statistics: false, necessary: true } });
    expect(page.cookie('sbjs_current')).toBeUndefined();
    expect(page.cookie('_ga')).toBeUndefined();
    // The switches still show what was withdrawn; allowing again is one click.
    page.click(page.q('.cc-allow'));
    expect(changes).toHaveBeenCalledTimes(2);
    expect(page.api().has('marketing')).toBe(true);
  });

  it('leaves the data alone when nothing is withdrawn', () => {
    const page = consentPage({ options: { type: 'opt-in' }, cookies: ['cookieconsent_status=allow; path=/', ...TRACKED] });
    page.api().set('allow');
    expect(page.cookie('sbjs_current')).toBe('typ%3Dutm');
    expect(page.cookie('_ga')).toBe('GA1');
  });
});
