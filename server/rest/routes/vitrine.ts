import { MAX_ANALYTICS_BODY_BYTES } from '../../../core/contract/analytics/limits.ts';
import { collectAnalytics } from '../analytics.ts';
import { MAX_CONSENT_STATS_BYTES, recordConsentStats } from '../consent-stats.ts';
import { suggestProducts } from '../product-suggestions.ts';
import type { RestRoute } from '../route-table.ts';

/** The shop's own endpoints: the beacons (anonymous, one per page view, a few hundred bytes each, so a flood is cut off early) and the search suggestions. */
export const vitrineRoutes: RestRoute[] = [
  { path: '/vitrine/v1/analytics', methods: { POST: collectAnalytics }, maxBytes: MAX_ANALYTICS_BODY_BYTES },
  { path: '/vitrine/v1/consent-stats', methods: { POST: recordConsentStats }, maxBytes: MAX_CONSENT_STATS_BYTES },
  // What the header's search field suggests as the shopper types: a read, answered without a session.
  { path: '/vitrine/v1/product-suggestions', methods: { GET: suggestProducts } },
];
