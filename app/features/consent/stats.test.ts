// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConsentStats } from '../../../core/consent/stats-payload.ts';
import { closePages, consentPage } from './page.fixture.ts';
import { sendStats, statsPayload } from './stats.ts';

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
  it('POSTs JSON with keepalive and same-origin credentials', () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    sendStats(fetchFn, '/wp-json/vitrine/v1/consent-stats', statsPayload(INPUT));
    expect(fetchFn).toHaveBeenCalledWith('/wp-json/vitrine/v1/consent-stats', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(statsPayload(INPUT)),
    });
  });

  it('swallows failures, whether the request fails or fetch throws', async () => {
    const rejected = Promise.reject(new TypeError('offline'));
    const handled = vi.spyOn(rejected, 'catch');
    expect(() => sendStats(() => rejected, '/s', statsPayload(INPUT))).not.toThrow();
    expect(handled).toHaveBeenCalled();
    await rejected.catch(() => undefined);
    const throwing = () => {
      throw new TypeError('blocked');
    };
    expect(() => sendStats(throwing, '/s', statsPayload(INPUT))).not.toThrow();
  });
});

describe('stats on the page', () => {
  const posted = (fetchFn: ReturnType<typeof vi.fn>) => fetchFn.mock.calls.map(([url, init]) => ({ url, body: JSON.parse((init as RequestInit).body as string) }));

  it('sends each decision, counting the automatic open and every reopening', () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const page = consentPage({ options: { type: 'detailed', statsUrl: '/wp-json/vitrine/v1/consent-stats' }, deps: { fetch: fetchFn } });
    Object.defineProperty(page.doc, 'referrer', { value: 'https://search.example/' });
    page.q<HTMLInputElement>('[data-consent-category="statistics"]')!.checked = true;
    page.click(page.q('.cc-save'));
    page.click(page.revoke());
    page.click(page.q('.cc-allowall'));
    const [first, second] = posted(fetchFn);
    expect(first!.url).toBe('/wp-json/vitrine/v1/consent-stats');
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
