import { MAX_EVENTS_PER_BATCH } from '../../../core/contract/analytics/limits.ts';
import { isOwnRestUrl, loadPageClient, type ClientLoader } from '../rest/lazy-client.ts';
import { postJson } from '../shared/post-json.ts';
import type { AnalyticsEvent } from './events.ts';

/** How long events wait for company before they are sent together. */
export const FLUSH_DELAY_MS = 2000;

/**
 * Sends one batch as JSON. `sendBeacon` survives the page being left (its string body goes as
 * text/plain); where it is missing or refuses, a keepalive POST without credentials does the same: through
 * the page's REST client when the endpoint is the shop's own API, else a plain fetch.
 */
export function sendBatch(win: Window, endpoint: string, events: readonly AnalyticsEvent[], loadClient: ClientLoader = () => loadPageClient(win)): void {
  const body = JSON.stringify({ events });
  try {
    if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(endpoint, body)) return;
  } catch {
    // A browser that throws here still has fetch.
  }
  if (isOwnRestUrl(endpoint, win)) {
    // Quiet on failure, as postJson: a count is never worth breaking the page over.
    Promise.resolve()
      .then(loadClient)
      .then((api) => api({ url: endpoint, method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }))
      .catch(() => undefined);
    return;
  }
  if (typeof win.fetch === 'function') postJson(win.fetch.bind(win), endpoint, body, 'omit');
}

export interface BeaconQueue {
  add(event: AnalyticsEvent): void;
  /** Sends everything waiting, in batches the endpoint accepts. */
  flush(): void;
  /** Forgets everything waiting. */
  clear(): void;
}

export function createBeaconQueue(win: Window, endpoint: string, loadClient?: ClientLoader): BeaconQueue {
  let waiting: AnalyticsEvent[] = [];
  let timer: number | undefined;
  const cancelTimer = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    cancelTimer();
    while (waiting.length > 0) sendBatch(win, endpoint, waiting.splice(0, MAX_EVENTS_PER_BATCH), loadClient);
  };
  return {
    add(event) {
      waiting.push(event);
      if (waiting.length >= MAX_EVENTS_PER_BATCH) flush();
      else timer ??= win.setTimeout(flush, FLUSH_DELAY_MS);
    },
    flush,
    clear() {
      cancelTimer();
      waiting = [];
    },
  };
}
