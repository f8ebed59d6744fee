// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDED_TO_CART_EVENT, startAnalytics } from './analytics-module.ts';
import { FLUSH_DELAY_MS } from './beacon-queue.ts';
import type { AnalyticsPageConfig } from './page-config.ts';
import { clientLoaderOver } from '../rest/page-client.fixture.ts';

const ENDPOINT = '/wp-json/vitrine/v1/analytics';
const CONFIG: AnalyticsPageConfig = { enabled: true, endpoint: ENDPOINT, ga4Id: null };
const windows: HappyWindow[] = [];

type GtagWindow = Window & typeof globalThis & { dataLayer?: unknown[]; gtag?: unknown };

/** Runs `run` as in a browser without `URL.parse` (Safari before 18, Chrome before 126). */
function withoutUrlParse(run: () => void): void {
  const own = Object.getOwnPropertyDescriptor(URL, 'parse');
  Object.defineProperty(URL, 'parse', { value: undefined, configurable: true, writable: true });
  try {
    run();
  } finally {
    if (own) Object.defineProperty(URL, 'parse', own);
    else Reflect.deleteProperty(URL, 'parse');
  }
}

function page(options: { url?: string; referrer?: string | (() => string); beacon?: 'accepts' | 'refuses' | 'missing' } = {}) {
  const happy = new HappyWindow({
    url: options.url ?? 'https://shop.test/product/brass-lamp/?utm_source=newsletter&email=ada%40example.com#reviews',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  windows.push(happy);
  const win = happy as unknown as GtagWindow;
  const { referrer = '' } = options;
  Object.defineProperty(win.document, 'referrer', typeof referrer === 'function' ? { get: referrer } : { value: referrer });
  const beacon = options.beacon ?? 'accepts';
  const sendBeacon = vi.fn((_url: string, _body: string) => beacon === 'accepts');
  Object.defineProperty(win.navigator, 'sendBeacon', { value: beacon === 'missing' ? undefined : sendBeacon, configurable: true });
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
  Object.defineProperty(win, 'fetch', { value: fetch, configurable: true });
  win.document.body.innerHTML = `
    <a class="add_to_cart_button ajax_add_to_cart" data-product_id="12" data-quantity="3" id="three">Add</a>
    <a class="add_to_cart_button ajax_add_to_cart" data-product_id="40" id="default">Add</a>
    <a class="add_to_cart_button ajax_add_to_cart" id="no-id">Add</a>`;
  /** The events of each batch sent by beacon. */
  const beacons = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, events: (JSON.parse(body) as { events: unknown[] }).events }));
  const added = (id: string, quantity?: string) => {
    const button = win.document.getElementById(id)!;
    if (quantity !== undefined) button.dataset.quantity = quantity;
    win.document.body.dispatchEvent(new win.CustomEvent(ADDED_TO_CART_EVENT, { detail: { fragments: {}, cart_hash: 'abc', button }, bubbles: true }));
  };
  return { win, sendBeacon, fetch, beacons, added };
}

afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

describe('startAnalytics', () => {
  it('counts the page view with the path alone and the referrer’s host alone', () => {
    const { win, beacons } = page({ referrer: 'https://search.example:8443/results?q=brass+lamp&uid=42' });
    startAnalytics(win, CONFIG).flush();
    expect(beacons()).toEqual([{ url: ENDPOINT, events: [{ type: 'page_view', path: '/product/brass-lamp/', referrerHost: 'search.example:8443' }] }]);
  });

  it('reads the referrer’s host in browsers without URL.parse', () => {
    const { win, beacons } = page({ referrer: 'https://search.example:8443/results?q=brass+lamp' });
    withoutUrlParse(() => startAnalytics(win, CONFIG).flush());
    expect(beacons()).toEqual([{ url: ENDPOINT, events: [{ type: 'page_view', path: '/product/brass-lamp/', referrerHost: 'search.example:8443' }] }]);
  });

  it('sends null for a referrer that is not a URL with a host', () => {
    for (const referrer of ['not a url', 'about:blank', 'file:///tmp/page.html']) {
      const { win, beacons } = page({ referrer });
      startAnalytics(win, CONFIG).flush();
      expect((beacons()[0]!.events[0] as { referrerHost: unknown }).referrerHost, referrer).toBeNull();
    }
  });

  it('adds no listener and queues nothing when reading the page throws, so a later start doubles nothing', () => {
    const timers: unknown[] = [];
    const { win, sendBeacon } = page({
      referrer: () => {
        throw new Error('blocked');
      },
    });
    Object.defineProperty(win, 'setTimeout', { value: (callback: () => void) => timers.push(callback) });
    const listeners = [vi.spyOn(win, 'addEventListener'), vi.spyOn(win.document, 'addEventListener'), vi.spyOn(win.document.body, 'addEventListener')];
    expect(() => startAnalytics(win, { ...CONFIG, ga4Id: 'G-AB12CD34' })).toThrow('blocked');
    for (const listener of listeners) expect(listener).not.toHaveBeenCalled();
    expect(timers).toEqual([]);
    expect(win.document.querySelector('script')).toBeNull();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends null without a referrer, and cuts a very long path to what the endpoint takes', () => {
    const { win, beacons } = page({ url: `https://shop.test/${'a'.repeat(600)}/` });
    startAnalytics(win, CONFIG).flush();
    const [event] = beacons()[0]!.events as { path: string; referrerHost: unknown }[];
    expect(event!.referrerHost).toBeNull();
    expect(event!.path).toBe(`/${'a'.repeat(511)}`);
  });

  it('counts every added_to_cart with its product and quantity, in the same batch as the page view', () => {
    const { win, beacons, added } = page();
    const session = startAnalytics(win, CONFIG);
    added('three');
    added('default');
    added('default', 'lots');
    added('default', '5000');
    added('default', '0');
    added('no-id');
    // Not a button at all: another script's event with the same name.
    win.document.body.dispatchEvent(new win.CustomEvent(ADDED_TO_CART_EVENT, { detail: null }));
    session.flush();
    const path = '/product/brass-lamp/';
    expect(beacons()).toEqual([
      {
        url: ENDPOINT,
        events: [
          { type: 'page_view', path, referrerHost: null },
          { type: 'add_to_cart', path, productId: 12, quantity: 3 },
          { type: 'add_to_cart', path, productId: 40, quantity: 1 },
          { type: 'add_to_cart', path, productId: 40, quantity: 1 },
          { type: 'add_to_cart', path, productId: 40, quantity: 999 },
          { type: 'add_to_cart', path, productId: 40, quantity: 1 },
        ],
      },
    ]);
  });

  it('waits a moment to batch, sends when the page is hidden or left, and never more than 20 events at once', () => {
    const { win, sendBeacon, beacons, added } = page();
    // The page's timers, run by the test.
    const timers = new Map<number, { callback: () => void; ms: number }>();
    let nextTimer = 1;
    Object.defineProperty(win, 'setTimeout', { value: (callback: () => void, ms: number) => (timers.set(nextTimer, { callback, ms }), nextTimer++) });
    Object.defineProperty(win, 'clearTimeout', { value: (id: number) => timers.delete(id) });
    const runTimers = () => {
      for (const [id, timer] of [...timers]) {
        timers.delete(id);
        timer.callback();
      }
    };
    startAnalytics(win, CONFIG);
    added('three');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([FLUSH_DELAY_MS]);
    runTimers();
    expect(beacons().map((batch) => batch.events.length)).toEqual([2]);

    added('three');
    Object.defineProperty(win.document, 'visibilityState', { value: 'hidden', configurable: true });
    win.document.dispatchEvent(new win.Event('visibilitychange'));
    expect(beacons().map((batch) => batch.events.length)).toEqual([2, 1]);

    for (let index = 0; index < 23; index++) added('three');
    expect(beacons().map((batch) => batch.events.length)).toEqual([2, 1, 20]);
    win.dispatchEvent(new win.Event('pagehide'));
    expect(beacons().map((batch) => batch.events.length)).toEqual([2, 1, 20, 3]);
    // Sending cancels the wait: nothing is left to go out later.
    expect(timers.size).toBe(0);
    runTimers();
    expect(sendBeacon).toHaveBeenCalledTimes(4);
  });

  it('falls back to a keepalive JSON POST without credentials, nor a nonce, through the REST client when sendBeacon is missing or refuses', async () => {
    for (const beacon of ['missing', 'refuses'] as const) {
      const { win, fetch } = page({ beacon });
      // A signed-in page: its nonce would identify the visitor, so an anonymous count goes without it.
      Object.assign(win, { wpApiSettings: { root: 'https://shop.test/wp-json/', nonce: 'n0nce' } });
      startAnalytics(win, CONFIG, clientLoaderOver(fetch, win)).flush();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetch, beacon).toHaveBeenCalledOnce();
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(`${ENDPOINT}?_locale=user`);
      expect(init).toEqual({
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: expect.any(String),
      });
      expect(JSON.parse(String(init.body))).toEqual({ events: [{ type: 'page_view', path: '/product/brass-lamp/', referrerHost: null }] });
    }
  });

  it('falls back to a plain keepalive fetch for an endpoint outside the shop’s API', () => {
    const { win, fetch } = page({ beacon: 'missing' });
    startAnalytics(win, { ...CONFIG, endpoint: 'https://collector.example/events' }, () => Promise.reject(new Error('not for this endpoint'))).flush();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://collector.example/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } });
  });

  it('keeps nothing in the browser: no cookie, no storage', () => {
    const { win, added } = page({ referrer: 'https://search.example/' });
    const session = startAnalytics(win, CONFIG);
    added('three');
    session.flush();
    expect(win.document.cookie).toBe('');
    expect(win.localStorage.length).toBe(0);
    expect(win.sessionStorage.length).toBe(0);
  });

  it('drops what waits and collects nothing once stopped; resumes without a second page view', () => {
    const { win, sendBeacon, beacons, added } = page();
    const session = startAnalytics(win, CONFIG);
    added('three');
    session.stop();
    added('default');
    session.flush();
    win.dispatchEvent(new win.Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    session.resume();
    added('default');
    session.flush();
    expect(beacons()).toEqual([{ url: ENDPOINT, events: [{ type: 'add_to_cart', path: '/product/brass-lamp/', productId: 40, quantity: 1 }] }]);
  });

  it('loads no Google tag without a GA4 id, or with one that is not a GA4 id', () => {
    for (const ga4Id of [null, 'UA-1234-5', 'G-AB12"><img>', 'G-ab12cd34']) {
      const { win } = page();
      startAnalytics(win, { ...CONFIG, ga4Id });
      expect(win.document.querySelector('script'), String(ga4Id)).toBeNull();
      expect(win.dataLayer, String(ga4Id)).toBeUndefined();
    }
  });

  it('loads Google’s tag for a GA4 id and switches it off when stopped', () => {
    const { win } = page();
    const session = startAnalytics(win, { ...CONFIG, ga4Id: 'G-AB12CD34' });
    const scripts = [...win.document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-AB12CD34']);
    expect(scripts[0]!.async).toBe(true);
    // Google's tag reads Arguments objects, as its own snippet pushes them.
    const commands = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toEqual([['js', expect.any(Date)], ['config', 'G-AB12CD34']]);
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
    session.stop();
    expect((win as unknown as Record<string, unknown>)['ga-disable-G-AB12CD34']).toBe(true);
    session.resume();
    expect((win as unknown as Record<string, unknown>)['ga-disable-G-AB12CD34']).toBe(false);
  });

  it('keeps a gtag the page already had, after its earlier commands', () => {
    const { win } = page();
    const earlier: unknown[] = [];
    win.dataLayer = earlier;
    win.gtag = (...args: unknown[]) => earlier.push(args);
    (win.gtag as (...args: unknown[]) => void)('consent', 'default', { analytics_storage: 'denied' });
    startAnalytics(win, { ...CONFIG, ga4Id: 'G-AB12CD34' });
    expect(earlier.map((entry) => (entry as unknown[])[0])).toEqual(['consent', 'js', 'config']);
  });
});
