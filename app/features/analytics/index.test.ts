// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { consentDouble as consentApi } from '../consent/consent-double.fixture.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_LOAD_TIMEOUT_MS, initAnalytics, type AnalyticsChunk, type AnalyticsPageConfig } from './index.ts';

const CONFIG: AnalyticsPageConfig = { enabled: true, endpoint: '/wp-json/vitrine/v1/analytics', ga4Id: null };
const windows: HappyWindow[] = [];

type TestWindow = Window & typeof globalThis & {
  vitrine_analytics?: unknown;
  vitrineConsent?: unknown;
};

function page(options: { config?: unknown; consent?: unknown } = {}) {
  const happy = new HappyWindow({ url: 'https://shop.test/shop/', settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } });
  windows.push(happy);
  const win = happy as unknown as TestWindow;
  if (options.config !== null) win.vitrine_analytics = options.config ?? { ...CONFIG };
  if (options.consent) win.vitrineConsent = options.consent;
  return win;
}

/** A stand-in chunk whose sessions the test can watch. */
function fakeChunk() {
  const session = { flush: vi.fn(), stop: vi.fn(), resume: vi.fn() };
  const chunk = { startAnalytics: vi.fn<AnalyticsChunk['startAnalytics']>(() => session) };
  return { chunk, session };
}

/** Timers that only fire when the test says so. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    pending,
    setTimeout: vi.fn((callback: () => void, ms: number) => {
      pending.set(next, { callback, ms });
      return next++;
    }),
    clearTimeout: vi.fn((handle: unknown) => pending.delete(handle as number)),
    fireAll() {
      for (const [id, timer] of [...pending]) {
        pending.delete(id);
        timer.callback();
      }
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

describe('initAnalytics', () => {
  it('does nothing without window.vitrine_analytics, or when it is off or malformed', async () => {
    for (const config of [null, { ...CONFIG, enabled: false }, { enabled: true }, { ...CONFIG, endpoint: 'https://collector.example/' }, { ...CONFIG, endpoint: '//collector.example/' }, { ...CONFIG, endpoint: '/\\collector.example/' }]) {
      const importModule = vi.fn(async () => fakeChunk().chunk);
      initAnalytics(page({ config }), { importModule });
      await settle();
      expect(importModule, JSON.stringify(config)).not.toHaveBeenCalled();
    }
  });

  it('loads the chunk at once when the page has no consent API', async () => {
    const { chunk } = fakeChunk();
    const importModule = vi.fn(async () => chunk);
    const win = page();
    initAnalytics(win, { importModule });
    expect(importModule).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(chunk.startAnalytics).toHaveBeenCalledOnce());
    expect(chunk.startAnalytics).toHaveBeenCalledWith(win, CONFIG);
  });

  it('does not load the chunk before statistics consent', async () => {
    const consent = consentApi(['necessary']);
    const importModule = vi.fn(async () => fakeChunk().chunk);
    initAnalytics(page({ consent }), { importModule });
    // Consent for another category is not consent for statistics.
    consent.set('marketing', true);
    consent.set('statistics-anonymous', true);
    await settle();
    expect(importModule).not.toHaveBeenCalled();
  });

  it('loads the chunk once when consent is given later in the visit, however often consent changes', async () => {
    const consent = consentApi();
    const { chunk } = fakeChunk();
    const importModule = vi.fn(async () => chunk);
    const win = page({ consent });
    initAnalytics(win, { importModule });
    expect(importModule).not.toHaveBeenCalled();
    consent.set('statistics', true);
    expect(importModule).toHaveBeenCalledOnce();
    // Changes while the chunk is on its way, and after, ask for nothing more.
    consent.set('marketing', true);
    await vi.waitFor(() => expect(chunk.startAnalytics).toHaveBeenCalledOnce());
    consent.set('preferences', true);
    initAnalytics(win, { importModule });
    await settle();
    expect(importModule).toHaveBeenCalledOnce();
    expect(chunk.startAnalytics).toHaveBeenCalledOnce();
  });

  it('stops the module when consent is withdrawn and resumes it when consent is given again', async () => {
    const consent = consentApi(['statistics']);
    const { chunk, session } = fakeChunk();
    const importModule = vi.fn(async () => chunk);
    initAnalytics(page({ consent }), { importModule });
    await vi.waitFor(() => expect(chunk.startAnalytics).toHaveBeenCalledOnce());
    consent.set('statistics', false);
    expect(session.stop).toHaveBeenCalledOnce();
    expect(session.resume).not.toHaveBeenCalled();
    consent.set('statistics', true);
    expect(session.resume).toHaveBeenCalledOnce();
    expect(chunk.startAnalytics).toHaveBeenCalledOnce();
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('does not start a chunk that arrives after consent was withdrawn, until consent comes back', async () => {
    const consent = consentApi(['statistics']);
    const { chunk } = fakeChunk();
    const arrival = deferred<typeof chunk>();
    initAnalytics(page({ consent }), { importModule: () => arrival.promise });
    consent.set('statistics', false);
    arrival.resolve(chunk);
    await settle();
    expect(chunk.startAnalytics).not.toHaveBeenCalled();
    consent.set('statistics', true);
    expect(chunk.startAnalytics).toHaveBeenCalledOnce();
  });

  it('gives up after 120 s with a ChunkLoadError, logged and never thrown, and ignores a late chunk', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timers = manualTimers();
    const { chunk } = fakeChunk();
    const arrival = deferred<typeof chunk>();
    const importModule = vi.fn(() => arrival.promise);
    expect(() => initAnalytics(page(), { importModule, timers })).not.toThrow();
    expect([...timers.pending.values()].map((timer) => timer.ms)).toEqual([ANALYTICS_LOAD_TIMEOUT_MS]);
    expect(ANALYTICS_LOAD_TIMEOUT_MS).toBe(120_000);
    await settle();
    expect(warn).not.toHaveBeenCalled();
    timers.fireAll();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    const error = warn.mock.calls[0]?.[1] as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toMatch(/timed out after 120000 ms/);
    arrival.resolve(chunk);
    await settle();
    expect(chunk.startAnalytics).not.toHaveBeenCalled();
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('turns a failed import into a ChunkLoadError carrying the cause, and does not try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timers = manualTimers();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const consent = consentApi(['statistics']);
    const importModule = vi.fn(() => Promise.reject(cause));
    expect(() => initAnalytics(page({ consent }), { importModule, timers })).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    const error = warn.mock.calls[0]?.[1] as Error;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.cause).toBe(cause);
    // The time-out was cleared with the failure.
    expect(timers.pending.size).toBe(0);
    consent.set('statistics', false);
    consent.set('statistics', true);
    await settle();
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('reports an importer that throws, or a chunk without startAnalytics, the same way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initAnalytics(page(), {
      importModule: () => {
        throw new Error('no dynamic import');
      },
    });
    initAnalytics(page(), { importModule: async () => ({}) as AnalyticsChunk });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map(([, error]) => (error as Error).name)).toEqual(['ChunkLoadError', 'ChunkLoadError']);
  });

  it('treats a consent API that throws as no consent', async () => {
    const importModule = vi.fn(async () => fakeChunk().chunk);
    const consent = {
      has: () => {
        throw new Error('broken');
      },
    };
    initAnalytics(page({ consent }), { importModule });
    await settle();
    expect(importModule).not.toHaveBeenCalled();
  });

  it('starts once in browsers without URL.parse, however often consent changes after a visit with a referrer', async () => {
    const own = Object.getOwnPropertyDescriptor(URL, 'parse');
    Object.defineProperty(URL, 'parse', { value: undefined, configurable: true, writable: true });
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const consent = consentApi(['statistics']);
      const win = page({ consent });
      Object.defineProperty(win.document, 'referrer', { value: 'https://mail.example/inbox' });
      const sendBeacon = vi.fn(() => true);
      Object.defineProperty(win.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
      const real = await import('./analytics-module.ts');
      const startAnalytics = vi.fn(real.startAnalytics);
      initAnalytics(win, { importModule: async () => ({ startAnalytics }) });
      await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalledOnce());
      consent.set('marketing', true);
      consent.set('preferences', true);
      win.dispatchEvent(new win.Event('pagehide'));
      expect(startAnalytics).toHaveBeenCalledOnce();
      expect(warn).not.toHaveBeenCalled();
      expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(CONFIG.endpoint, JSON.stringify({ events: [{ type: 'page_view', path: '/shop/', referrerHost: 'mail.example' }] }));
    } finally {
      if (own) Object.defineProperty(URL, 'parse', own);
      else Reflect.deleteProperty(URL, 'parse');
    }
  });

  it('imports the real chunk by default, which sends the page view', async () => {
    const win = page();
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(win.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    initAnalytics(win);
    await vi.waitFor(() => {
      win.dispatchEvent(new win.Event('pagehide'));
      expect(sendBeacon).toHaveBeenCalled();
    });
    expect(sendBeacon).toHaveBeenCalledWith(CONFIG.endpoint, JSON.stringify({ events: [{ type: 'page_view', path: '/shop/', referrerHost: null }] }));
  });
});
