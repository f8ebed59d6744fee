import { ANALYTICS_ENDPOINT } from '../contract/analytics/limits.ts';
import type { AnalyticsPageConfig } from '../contract/analytics/page-params.ts';

/** The config file's `analytics` section. */
export interface AnalyticsSettings {
  enabled: boolean;
  ga4Id: string | null;
}

/** The page config for the head script: the config file's `analytics` section and our endpoint. */
export function analyticsPageParams(config: { analytics: AnalyticsSettings }): AnalyticsPageConfig {
  return { enabled: config.analytics.enabled, endpoint: ANALYTICS_ENDPOINT, ga4Id: config.analytics.ga4Id };
}
