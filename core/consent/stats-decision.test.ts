import { describe, expect, it } from 'vitest';
import { consentDecisionFrom, sameSitePath } from './stats-decision.ts';
import type { ConsentStatsPayload } from '../contract/consent/stats-payload.ts';

const SITE = ['shop.example'];

const payload = (overrides: Partial<ConsentStatsPayload> = {}): ConsentStatsPayload => ({
  href: 'https://shop.example/cart/',
  referrer: '',
  cookieName: 'cookieconsent_status',
  mainStatus: 'deny',
  openCount: 1,
  cookieTypeConsent: [{ name: 'marketing', status: 'deny' }],
  ...overrides,
});

describe('consentDecisionFrom', () => {
  it('keeps the answer, the path and the referrer host, and nothing else', () => {
    const decision = consentDecisionFrom(
      payload({ href: 'https://shop.example/product/lamp/?utm_source=mail&email=ada%40example.com#reviews', referrer: 'https://user:secret@News.Example:8443/issue/12?id=42', revision: 'abc' }),
      SITE,
    );
    expect(decision).toEqual({
      mainStatus: 'deny',
      openCount: 1,
      path: '/product/lamp/',
      referrerHost: 'news.example',
      categories: [{ name: 'marketing', status: 'deny' }],
    });
  });

  it('stores no referrer host when there is none or it is not a web address', () => {
    for (const referrer of ['', 'android-app://com.google.android.gm/', 'not a url', 'javascript:alert(1)']) {
      expect(consentDecisionFrom(payload({ referrer }), SITE).referrerHost, referrer).toBeNull();
    }
  });
});

describe('sameSitePath', () => {
  it('keeps only the path, never the query string or fragment', () => {
    expect(sameSitePath('https://shop.example/checkout/order-received/12/?key=wc_order_abc', SITE)).toBe('/checkout/order-received/12/');
    expect(sameSitePath('https://shop.example?s=ada@example.com', SITE)).toBe('/');
    expect(sameSitePath('https://shop.example/a b/<x>', SITE)).toBe('/a%20b/%3Cx%3E');
  });

  it('accepts the shop’s host names whatever the scheme, port or case', () => {
    expect(sameSitePath('http://SHOP.example:8080/shop/', SITE)).toBe('/shop/');
    expect(sameSitePath('https://127.0.0.1:3000/cart/', ['127.0.0.1:3000'])).toBe('/cart/');
    expect(sameSitePath('https://127.0.0.1/cart/', ['127.0.0.1:3000'])).toBe('/cart/');
    expect(sameSitePath('https://www.shop.example/', ['shop.example', 'www.shop.example'])).toBe('/');
  });

  it('stores no path for another site', () => {
    for (const href of ['https://evil.example/shop/', 'https://shop.example.evil.example/', 'https://sub.shop.example/', 'https://shop.example@evil.example/']) {
      expect(sameSitePath(href, SITE), href).toBeNull();
    }
    expect(sameSitePath('https://shop.example/', [])).toBeNull();
    expect(sameSitePath('ftp://shop.example/', SITE)).toBeNull();
  });
});
