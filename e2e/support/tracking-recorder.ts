import type { BrowserContext, Page } from '@playwright/test';

/** Everything a page did that could track a visitor, recorded from a fresh browser profile. */
export interface TrackingRecord {
  /** Every request URL, in order. */
  requests: string[];
  /** Every cookie name the page's scripts stored a value in through `document.cookie`, in order. */
  cookieWrites(): Promise<string[]>;
  /** Every localStorage / sessionStorage key written, in order. */
  storageWrites(): Promise<string[]>;
}

/**
 * Records requests, script cookie writes and storage writes. The writes are caught by wrapping
 * `document.cookie` and `Storage.prototype.setItem` before any page script runs, and kept in the page's
 * memory (a navigation starts a new list, so a test reads it before leaving).
 */
export async function recordTracking(page: Page): Promise<TrackingRecord> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    const log: { cookies: string[]; storage: string[] } = { cookies: [], storage: [] };
    (window as unknown as { __trackingWrites: typeof log }).__trackingWrites = log;
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (descriptor?.set && descriptor.get) {
      const { get, set } = descriptor;
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get() {
          return get.call(document);
        },
        set(value: string) {
          // Deletions (an empty value or max-age=0) store nothing, so they are not writes here.
          const [pair = '', ...attributes] = String(value).split(';');
          const at = pair.indexOf('=');
          const deletion = pair.slice(at + 1).trim() === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
          if (!deletion) log.cookies.push(pair.slice(0, at).trim());
          set.call(document, value);
        },
      });
    }
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      log.storage.push(key);
      return setItem.call(this, key, value);
    };
  });
  const writes = (kind: 'cookies' | 'storage') => page.evaluate((k) => (window as unknown as { __trackingWrites: Record<string, string[]> }).__trackingWrites[k] ?? [], kind);
  return { requests, cookieWrites: () => writes('cookies'), storageWrites: () => writes('storage') };
}

export const isAnalyticsChunk = (url: string) => /\/assets\/analytics[^/]*\.js(\?|$)/.test(url);
export const isAnalyticsPost = (url: string) => new URL(url).pathname === '/wp-json/vitrine/v1/analytics';

/** Cookie names in the browser now, with values. */
export async function cookieJar(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
}

export const trackingCookieNames = (jar: Record<string, string>) => Object.keys(jar).filter((name) => name.startsWith('sbjs_'));
