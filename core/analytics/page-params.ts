import type { AppConfig } from '../../config/schema.ts';
import { ANALYTICS_ENDPOINT } from './limits.ts';

/** The page's `window.vitrine_analytics` object, read by the storefront's analytics loader. */
export interface AnalyticsPageConfig {
  /** Off means the loader does nothing: no chunk, no events. */
  enabled: boolean;
  /** Where the browser POSTs its events. */
  endpoint: string;
  /** A GA4 measurement id (`G-…`) to load Google's tag as well, after statistics consent; null for none. */
  ga4Id: string | null;
}

/** The page config for the head script: the config file's `analytics` section and our endpoint. */
export function analyticsPageParams(config: Pick<AppConfig, 'analytics'>): AnalyticsPageConfig {
  return { enabled: config.analytics.enabled, endpoint: ANALYTICS_ENDPOINT, ga4Id: config.analytics.ga4Id };
}
