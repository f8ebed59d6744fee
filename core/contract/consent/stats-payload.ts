import type { ConsentCategory, ConsentStatus } from './vocabulary.ts';

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
