import type { ConsentStatsPayload } from '../../../core/contract/consent/stats-payload.ts';
import type { ConsentStatus } from '../../../core/contract/consent/vocabulary.ts';
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

/** Sends the payload with the visitor's cookies (the endpoint is the shop's own), fire and forget. */
export function sendStats(fetchFn: typeof fetch, url: string, payload: ConsentStatsPayload): void {
  postJson(fetchFn, url, JSON.stringify(payload), 'same-origin');
}
