import type { ConsentStatsPayload } from '../../../core/contract/consent/stats-payload.ts';
import type { ConsentStatus } from '../../../core/contract/consent/vocabulary.ts';
import { isOwnRestUrl, type ClientLoader } from '../rest/lazy-client.ts';
import { postJson } from '../shared/post-json.ts';

export interface StatsInput {
  href: string;
  referrer: string;
  cookieName: string;
  status: ConsentStatus;
  openCount: number;
  /** The category cookie values the decision wrote. */
  values: Record<string, 'allow' | 'deny'>;
  revision: string;
}

/** The stats payload of spec section 3, with the banner's revision. */
export function statsPayload(input: StatsInput): ConsentStatsPayload {
  return {
    href: input.href,
    referrer: input.referrer,
    cookieName: input.cookieName,
    mainStatus: input.status,
    openCount: input.openCount,
    cookieTypeConsent: Object.entries(input.values).map(([name, status]) => ({ name, status })) as ConsentStatsPayload['cookieTypeConsent'],
    revision: input.revision,
  };
}

export interface StatsTransport {
  win: Window;
  /** For a stats URL outside the shop's REST API. */
  fetch: typeof fetch;
  /** The page's REST client, for the shop's own stats endpoint. */
  loadClient: ClientLoader;
}

/**
 * Sends the payload with the visitor's cookies, fire and forget, with `keepalive` so it outlives a click
 * that leaves the page. The shop's own endpoint is called through the page's REST client; another
 * address gets a plain JSON POST.
 */
export function sendStats({ win, fetch: fetchFn, loadClient }: StatsTransport, url: string, payload: ConsentStatsPayload): void {
  if (!isOwnRestUrl(url, win)) {
    postJson(fetchFn, url, JSON.stringify(payload), 'same-origin');
    return;
  }
  Promise.resolve()
    .then(loadClient)
    .then((api) => api({ url, method: 'POST', data: payload, keepalive: true }))
    .catch(() => undefined);
}
