// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookUpLaw } from './country.ts';
import { closePages, consentPage } from './page.fixture.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await closePages();
});

const SERVICES = ['https://geo-a.test/json', 'https://geo-b.test/'];
const AUTO = { timeoutMs: 10_000, scrollPx: null, clickOutside: true };
const ANSWERED = ['cookieconsent_status=dismiss; path=/'];
const FOOTER = '<footer><a class="cc-settings" href="#cookie-settings">Cookie settings</a></footer>';

describe('lookUpLaw', () => {
  it('asks the configured services, with the given fetch, for the country’s law', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    const lookup = vi.fn(() => Promise.resolve('IT'));
    expect(await lookUpLaw(SERVICES, lookup, fetchFn)).toEqual({ country: 'IT', hasLaw: true, revocable: false, explicitAction: true });
    expect(lookup).toHaveBeenCalledWith(SERVICES, expect.objectContaining({ fetch: fetchFn }));
  });

  it('reports each failing service, and gives no law when all fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lookup = vi.fn(async (_services: readonly string[], options?: { onError?: (message: string) => void }) => {
      options?.onError?.('Error [503]: Service Unavailable');
      throw new Error('All services failed');
    });
    expect(await lookUpLaw(SERVICES, lookup)).toBeNull();
    expect(warn.mock.calls).toEqual([['Error [503]: Service Unavailable'], ['All services failed']]);
  });

  it('uses the geo-IP lookup by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchFn = vi.fn(() => Promise.resolve(new Response('{"country_code":"nl"}')));
    expect(await lookUpLaw(SERVICES, undefined, fetchFn)).toMatchObject({ country: 'NL', hasLaw: true, revocable: true });
    expect(await lookUpLaw([], undefined, fetchFn)).toBeNull();
    expect(warn).toHaveBeenCalledWith('No services to run');
  });
});

describe('the page waiting for the country', () => {
  function page(lookup: () => Promise<string>, options: Parameters<typeof consentPage>[0] = {}) {
    const timers: number[] = [];
    const built = consentPage({ country: null, geoServices: SERVICES, ...options, options: { revokable: false, autoDismiss: AUTO, ...options.options }, deps: { lookup, setTimeout: (_run, ms) => timers.push(ms) } });
    const settled = () => vi.waitFor(() => expect(built.html.classList.contains('cc-geo-pending')).toBe(false));
    return { ...built, timers, settled };
  }

  it('keeps the banner hidden and nothing granted while the lookup runs', () => {
    const page1 = page(() => new Promise(() => undefined), { options: { type: 'opt-in' } });
    expect(page1.html.classList.contains('cc-geo-pending')).toBe(true);
    expect(page1.isOpen()).toBe(false);
    expect(page1.banner()!.hidden).toBe(true);
    expect(page1.api().has('statistics')).toBe(false);
    expect(page1.timers).toEqual([]);
  });

  it('opens the banner with the law of a law country applied', async () => {
    const built = page(() => Promise.resolve('FR'));
    await built.settled();
    expect(built.isOpen()).toBe(true);
    expect(built.banner()!.hidden).toBe(false);
    expect(built.timers).toEqual([10_000]);
  });

  it('turns auto-dismiss off in an explicit-action country', async () => {
    const built = page(() => Promise.resolve('ES'));
    await built.settled();
    expect(built.isOpen()).toBe(true);
    expect(built.timers).toEqual([]);
  });

  it('outside law countries leaves the banner to the revoke button, and tracking runs until the visitor refuses', async () => {
    const built = page(() => Promise.resolve('US'), { options: { type: 'opt-in', revokable: true } });
    // Unknown yet: the page asks first.
    expect(built.api().has('statistics')).toBe(false);
    expect((built.win as unknown as { wp_consent_type: string }).wp_consent_type).toBe('optin');
    await built.settled();
    expect(built.isOpen()).toBe(false);
    expect(built.revoke()!.hidden).toBe(false);
    expect(built.timers).toEqual([]);
    expect(built.api().has('statistics')).toBe(true);
    expect((built.win as unknown as { wp_consent_type: string }).wp_consent_type).toBe('optout');
  });

  it.each(['XX', 'T1', 'ZZ'])('asks first when the lookup answers %s, which names no country', async (code) => {
    const built = page(() => Promise.resolve(code), { options: { type: 'opt-in' } });
    await built.settled();
    expect(built.isOpen()).toBe(true);
    expect(built.timers).toEqual([10_000]);
    expect(built.api().has('statistics')).toBe(false);
    expect((built.win as unknown as { wp_consent_type: string }).wp_consent_type).toBe('optin');
  });

  it.each(['IS', 'LI', 'SI'])('opens the banner and grants nothing in %s, in the EEA', async (code) => {
    const built = page(() => Promise.resolve(code), { options: { type: 'opt-in' } });
    await built.settled();
    expect(built.isOpen()).toBe(true);
    expect(built.api().has('statistics')).toBe(false);
  });

  it('builds the banner as configured when the lookup fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const built = page(() => Promise.reject(new Error('All services failed')));
    await built.settled();
    expect(warn).toHaveBeenCalledWith('All services failed');
    expect(built.isOpen()).toBe(true);
    expect(built.timers).toEqual([10_000]);
  });

  it('counts the open once the banner shows, not before', async () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response(null)));
    const built = consentPage({
      country: null,
      geoServices: SERVICES,
      options: { statsUrl: '/stats' },
      deps: { lookup: () => Promise.resolve('DE'), fetch: fetchFn },
    });
    await vi.waitFor(() => expect(built.isOpen()).toBe(true));
    built.click(built.q('.cc-allow'));
    const body = JSON.parse((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.openCount).toBe(1);
  });

  it('the server writes the held revoke button hidden, and it stays hidden while the lookup runs', () => {
    const served = page(() => new Promise(() => undefined), { cookies: ANSWERED, init: false });
    expect(served.revoke()!.hasAttribute('hidden')).toBe(true);
    const running = page(() => new Promise(() => undefined), { cookies: ANSWERED });
    expect(running.html.classList.contains('cc-answered')).toBe(true);
    expect(running.revoke()!.hidden).toBe(true);
  });

  it('shows the held revoke button once the looked-up law requires it, and it reopens the banner', async () => {
    const built = page(() => Promise.resolve('DE'), { cookies: ANSWERED });
    await built.settled();
    expect(built.isOpen()).toBe(false);
    expect(built.revoke()!.hidden).toBe(false);
    built.click(built.revoke());
    expect(built.isOpen()).toBe(true);
    expect(built.api().status()).toBeUndefined();
    expect(built.revoke()!.hidden).toBe(true);
    built.click(built.q('.cc-allow'));
    expect(built.revoke()!.hidden).toBe(false);
  });

  it('keeps the held revoke button hidden where the law does not require it, and when the lookup fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const lookup of [() => Promise.resolve('BE'), () => Promise.resolve('US'), () => Promise.reject(new Error('All services failed'))]) {
      const built = page(lookup, { cookies: ANSWERED });
      await built.settled();
      expect(built.isOpen()).toBe(false);
      expect(built.revoke()!.hidden).toBe(true);
    }
  });

  it('opens the banner for a settings link used during the lookup once the law is known', async () => {
    let answer: ((country: string) => void) | undefined;
    const built = page(() => new Promise<string>((resolve) => (answer = resolve)), { cookies: ANSWERED, body: FOOTER });
    const event = built.click(built.q('a.cc-settings'));
    expect(event.defaultPrevented).toBe(true);
    expect(built.isOpen()).toBe(false);
    expect(built.api().status()).toBe('dismiss');
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!('US');
    await built.settled();
    expect(built.isOpen()).toBe(true);
    // No law there: the answer stands while the visitor looks at the settings.
    expect(built.api().status()).toBe('dismiss');
    expect(built.doc.activeElement).toBe(built.banner());
  });

  it('tells no listener when the country changes nothing that is granted', async () => {
    const built = page(() => Promise.resolve('US'), { options: { type: 'opt-out' }, cookies: ANSWERED });
    const listener = vi.fn();
    built.api().onChange(listener);
    await built.settled();
    expect(listener).not.toHaveBeenCalled();
    expect(built.api().has('marketing')).toBe(true);
  });
});
