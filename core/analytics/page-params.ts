import type { AppConfig } from '../../config/schema.ts';
import { ANALYTICS_ENDPOINT } from '../contract/analytics/limits.ts';
import type { AnalyticsPageConfig } from '../contract/analytics/page-params.ts';

/** The page config for the head script: the config file's `analytics` section and our endpoint. */
export function analyticsPageParams(config: Pick<AppConfig, 'analytics'>): AnalyticsPageConfig {
  return { enabled: config.analytics.enabled, endpoint: ANALYTICS_ENDPOINT, ga4Id: config.analytics.ga4Id };
}
