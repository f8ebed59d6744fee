import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { headScript } from './head-script.ts';
import { STORE_NOTICE_DISMISSED_CLASS, storeNoticeCookie } from '../features/ui/store-notice.ts';
import { consentHeadScript } from './consent-head-script.ts';
import { CONSENT_DEFAULTS } from '../../config/defaults.ts';
import { consentPageConfig } from '../../core/consent/page-config.ts';
import type { ConsentOptions } from '../../core/contract/consent/options.ts';
import { ALL_DENIED_SIGNALS } from '../../core/contract/consent/consent-mode.fixture.ts';

/** Runs the script against a stand-in document and window; returns what it set. */
function run(script: string, cookie = '', navigator: Record<string, unknown> = { cookieEnabled: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }) {
  const classes = new Set<string>();
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window, navigator, document: { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } } });
  return { classes, window };
}

function consentScript(overrides: Partial<ConsentOptions> = {}, country: string | null = 'DE', geoServices: string[] = []): string {
  return consentHeadScript(consentPageConfig({ ...CONSENT_DEFAULTS, ...overrides }, { pathname: '/', country, geoServices, revision: 'r1' }));
}

describe('headScript', () => {
  it('sets every page object on window and marks the document as scripted', () => {
    const { classes, window } = run(headScript({ wc_add_to_cart_params: { cart_url: '/cart/' }, wc_order_attribution: { params: { lifetime: 6 } } }, null));
    expect(classes).toEqual(new Set(['js']));
    expect(window.wc_add_to_cart_params).toEqual({ cart_url: '/cart/' });
    expect(window.wc_order_attribution).toEqual({ params: { lifetime: 6 } });
  });

  it('hides the store notice only for a visitor who dismissed that notice', () => {
    expect(run(headScript({}, '7'), 'a=1; store_notice7=hidden').classes.has('store-notice-dismissed')).toBe(true);
    expect(run(headScript({}, '7'), 'store_notice6=hidden').classes.has('store-notice-dismissed')).toBe(false);
    expect(run(headScript({}, null), 'store_notice7=hidden').classes.has('store-notice-dismissed')).toBe(false);
  });

  it('reads the very cookie the notice’s dismiss link writes', () => {
    const written = storeNoticeCookie('7').split(';')[0]!;
    expect(run(headScript({}, '7'), `a=1; ${written}`).classes).toEqual(new Set(['js', STORE_NOTICE_DISMISSED_CLASS]));
  });

  it('never lets a value close the script tag', () => {
    const script = headScript({ wc_add_to_cart_params: { i18n_view_cart: '</script><script>alert(1)</script>' } }, '<!--');
    expect(script).not.toContain('</script');
    expect(script).not.toContain('<!--');
    expect(run(script).window.wc_add_to_cart_params).toEqual({ i18n_view_cart: '</script><script>alert(1)</script>' });
  });
});

describe('consent head script', () => {
  it('marks a visitor who answered with a known status, and nobody else', () => {
    expect(run(consentScript(), 'a=1; cookieconsent_status=deny').classes.has('cc-answered')).toBe(true);
    expect(run(consentScript(), 'cookieconsent_status=allowall').classes.has('cc-answered')).toBe(true);
    expect(run(consentScript(), 'cookieconsent_status=maybe').classes.has('cc-answered')).toBe(false);
    expect(run(consentScript(), 'xcookieconsent_status=allow').classes.has('cc-answered')).toBe(false);
    expect(run(consentScript(), '').classes.has('cc-answered')).toBe(false);
    expect(run(consentScript({ cookieName: 'shop_consent' }), 'shop_consent=dismiss').classes.has('cc-answered')).toBe(true);
  });

  it('counts a browser without cookies, or with a cookies-OK flag, as answered', () => {
    expect(run(consentScript(), '', { cookieEnabled: false, userAgent: '' }).classes.has('cc-answered')).toBe(true);
    expect(run(consentScript(), '', { cookieEnabled: true, userAgent: '', CookiesOK: true }).classes.has('cc-answered')).toBe(true);
  });

  it('marks mobile browsers for the floating layout', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(run(consentScript(), '', { cookieEnabled: true, userAgent: iphone }).classes.has('cc-mobile')).toBe(true);
    expect(run(consentScript(), '').classes.has('cc-mobile')).toBe(false);
  });

  it('holds the banner back while the browser looks the country up', () => {
    expect(run(consentScript({}, null, ['https://geo.example/json'])).classes.has('cc-geo-pending')).toBe(true);
    expect(run(consentScript({}, 'DE', ['https://geo.example/json'])).classes.has('cc-geo-pending')).toBe(false);
  });

  it('keeps the banner closed outside law countries, where the settings link opens it', () => {
    expect(run(consentScript({}, 'US'), '').classes.has('cc-answered')).toBe(true);
  });

  it('marks a page that carries the banner, whatever the visitor answered, so its settings links show', () => {
    expect(run(consentScript(), '').classes.has('cc-has-banner')).toBe(true);
    expect(run(consentScript({}, 'US'), 'cookieconsent_status=deny').classes.has('cc-has-banner')).toBe(true);
    expect(run(consentScript({ pages: { whitelist: [], blacklist: ['/'] } }), '').classes.has('cc-has-banner')).toBe(false);
  });

  it('writes nothing for pages without a banner', () => {
    expect(consentScript({ enabled: false }, 'DE')).toBe('');
  });

  it('sets the Google Consent Mode default before any tag, denied where consent is needed', () => {
    const calls: unknown[][] = [];
    const window: Record<string, unknown> = {};
    const dataLayer = { push: (args: IArguments) => calls.push([...args]) };
    window.dataLayer = dataLayer;
    runInNewContext(consentScript({ integrations: { googleConsentMode: true, clarity: false, pixelManager: false } }), {
      window,
      dataLayer,
      navigator: { cookieEnabled: true, userAgent: '' },
      document: { cookie: '', documentElement: { classList: { add: () => undefined } } },
      gtag: (...args: unknown[]) => calls.push(args),
    });
    expect(calls).toEqual([
      [
        'consent',
        'default',
        { ...ALL_DENIED_SIGNALS, wait_for_update: 500 },
      ],
    ]);
    expect(consentScript({ enabled: false, integrations: { googleConsentMode: true, clarity: false, pixelManager: false } })).toContain("ad_storage\":\"granted");
    // Opt-out shows as opt-in in a law country; elsewhere it grants until the visitor declines.
    expect(consentScript({ type: 'opt-out', integrations: { googleConsentMode: true, clarity: false, pixelManager: false } })).not.toContain('analytics_storage":"granted');
    expect(consentScript({ type: 'opt-out', integrations: { googleConsentMode: true, clarity: false, pixelManager: false } }, 'US')).toContain('analytics_storage":"granted');
  });

  it('outside law countries grants by default, and denies tracking for a browser sending Global Privacy Control', () => {
    const script = consentScript({ integrations: { googleConsentMode: true, clarity: false, pixelManager: false } }, 'US');
    const defaults = (globalPrivacyControl: boolean) => {
      const calls: unknown[][] = [];
      runInNewContext(script, {
        window: {},
        dataLayer: [],
        navigator: { cookieEnabled: true, userAgent: '', globalPrivacyControl },
        document: { cookie: '', documentElement: { classList: { add: () => undefined } } },
        gtag: (...args: unknown[]) => calls.push(args),
      });
      return calls[0]?.[2];
    };
    expect(defaults(false)).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted', functionality_storage: 'granted' });
    expect(defaults(true)).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', analytics_storage: 'denied', functionality_storage: 'granted', security_storage: 'granted' });
  });
});
