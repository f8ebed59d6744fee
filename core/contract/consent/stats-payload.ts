import type { ConsentCategory, ConsentStatus } from './vocabulary.ts';

/** The shop's own endpoint for the payload below (docs/contract.md, "Consent statistics"): `consent.statsUrl`'s default. */
export const CONSENT_STATS_PATH = '/wp-json/vitrine/v1/consent-stats';

/**
 * The stats payload (spec section 3 "Consent stats payload") a banner POSTs after each decision: the
 * browser writes it, the server checks it (core/consent/stats-payload.ts) before storing it.
 */
export interface ConsentStatsPayload {
  href: string;
  /** Empty when there is none. */
  referrer: string;
  cookieName: string;
  mainStatus: ConsentStatus;
  openCount: number;
  cookieTypeConsent: { name: ConsentCategory; status: 'allow' | 'deny' }[];
  /** The banner's options revision; the server stores its own. */
  revision?: string | undefined;
}
