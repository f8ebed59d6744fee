// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConsentStats } from '../../../core/consent/stats-payload.ts';
import { closePages, consentPage } from './page.fixture.ts';
import { sendStats, statsPayload } from './stats.ts';
import { clientLoaderOver } from '../rest/page-client.fixture.ts';

/** Lets the requests' promise chains run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(closePages);

const INPUT = {
  href: 'https://www.shop.test/product/mug/',
  referrer: '',
  cookieName: 'cookieconsent_status',
  status: 'savesettings' as const,
  openCount: 2,
  values: { necessary: 'allow' as const, statistics: 'allow' as const, marketing: 'deny' as const },
  revision: '9b1cc67db68f',
};

describe('statsPayload', () => {
  it('builds the payload of spec section 3, which the stats endpoint accepts', () => {
    const payload = statsPayload(INPUT);
    expect(payload).toEqual({
      href: INPUT.href,
      referrer: '',
      cookieName: 'cookieconsent_status',
      mainStatus: 'savesettings',
      openCount: 2,
      cookieTypeConsent: [
        { name: 'necessary', status: 'allow' },
        { name: 'statistics', status: 'allow' },
        { name: 'marketing', status: 'deny' },
      ],
      revision: '9b1cc67db68f',
    });
    expect(parseConsentStats(JSON.parse(JSON.stringify(payload)))).toMatchObject({ ok: true });
  });
});

describe('sendStats', () => {
  const win = { location: new URL('https://www.shop.test/product/mug/') } as unknown as Window;
  const noClient = () => Promise.reject(new Error('not for this URL'));

  it('POSTs JSON to the shop’s own endpoint through the REST client, with keepalive and the visitor’s cookies', async () => {
    const fetchFn = vi.fn((_input: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    const plainFetch = vi.fn<typeof fetch>();
    sendStats({ win, fetch: plainFetch, loadClient: clientLoaderOver(fetchFn, win) }, '/wp-json/vitrine/v1/consent-stats', statsPayload(INPUT));
    await settle();
    expect(plainFetch).not.toHaveBeenCalled();
    expect(fetchFn).toHaveBeenCalledExactlyOnceWith('/wp-json/vitrine/v1/consent-stats?_locale=user', {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(statsPayload(INPUT)),
    });
  });

  it('POSTs JSON with keepalive and same-origin credentials to a URL outside the shop’s API', () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    sendStats({ win, fetch: fetchFn, loadClient: noClient }, 'https://stats.example/consent', statsPayload(INPUT));
    expect(fetchFn).toHaveBeenCalledWith('https://stats.example/consent', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(statsPayload(INPUT)),
    });
  });

  it('swallows failures, whether the request fails, fetch throws or the client cannot be loaded', async () => {
    const rejected = Promise.reject(new TypeError('offline'));
    const handled = vi.spyOn(rejected, 'catch');
    expect(() => sendStats({ win, fetch: () => rejected, loadClient: noClient }, '/s', statsPayload(INPUT))).not.toThrow();
    expect(handled).toHaveBeenCalled();
    await rejected.catch(() => undefined);
    const throwing = () => {
      throw new TypeError('blocked');
    };
    expect(() => sendStats({ win, fetch: throwing, loadClient: noClient }, '/s', statsPayload(INPUT))).not.toThrow();
    expect(() => sendStats({ win, fetch: throwing, loadClient: clientLoaderOver(throwing, win) }, '/wp-json/vitrine/v1/consent-stats', statsPayload(INPUT))).not.toThrow();
    sendStats({ win, fetch: throwing, loadClient: noClient }, '/wp-json/vitrine/v1/consent-stats', statsPayload(INPUT));
    await settle();
  });
});

describe('stats on the page', () => {
  const posted = (fetchFn: ReturnType<typeof vi.fn>) => fetchFn.mock.calls.map(([url, init]) => ({ url, body: JSON.parse((init as RequestInit).body as string) }));

  it('sends each decision, counting the automatic open and every reopening', async () => {
    const fetchFn = vi.fn((_input: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    const plainFetch = vi.fn<typeof fetch>();
    const page = consentPage({ options: { type: 'detailed', statsUrl: '/wp-json/vitrine/v1/consent-stats' }, deps: { fetch: plainFetch, restClient: clientLoaderOver(fetchFn) } });
    Object.defineProperty(page.doc, 'referrer', { value: 'https://search.example/' });
    page.q<HTMLInputElement>('[data-consent-category="statistics"]')!.checked = true;
    page.click(page.q('.cc-save'));
    page.click(page.revoke());
    page.click(page.q('.cc-allowall'));
    await settle();
    expect(plainFetch).not.toHaveBeenCalled();
    const [first, second] = posted(fetchFn);
    expect(first!.url).toBe('/wp-json/vitrine/v1/consent-stats?_locale=user');
    expect(first!.body).toEqual({
      href: 'https://www.shop.test/product/mug/',
      referrer: 'https://search.example/',
      cookieName: 'cookieconsent_status',
      mainStatus: 'savesettings',
      openCount: 1,
      cookieTypeConsent: [
        { name: 'necessary', status: 'allow' },
        { name: 'functional', status: 'deny' },
        { name: 'preferences', status: 'deny' },
        { name: 'statistics', status: 'allow' },
        { name: 'statistics-anonymous', status: 'deny' },
        { name: 'marketing', status: 'deny' },
      ],
      revision: page.config.revision,
    });
    expect(second!.body).toMatchObject({ mainStatus: 'allowall', openCount: 2 });
    expect(parseConsentStats(second!.body)).toMatchObject({ ok: true });
  });

  it('sends nothing without a stats URL', () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response(null)));
    const page = consentPage({ deps: { fetch: fetchFn } });
    page.click(page.q('.cc-allow'));
    expect(page.api().status()).toBe('allow');
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
