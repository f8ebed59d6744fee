import type { ConsentStatsPayload } from '../../../core/consent/stats-payload.ts';
import type { ConsentStatus } from '../../../core/consent/vocabulary.ts';

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

/** Fire and forget: `keepalive` lets the request outlive a click that leaves the page; failures stay quiet. */
export function sendStats(fetchFn: typeof fetch, url: string, payload: ConsentStatsPayload): void {
  try {
    fetchFn(url, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    }).catch(() => undefined);
  } catch {
    // A fetch that throws at once (blocked by an extension) is no reason to break the banner.
  }
}
