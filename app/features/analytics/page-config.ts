import type { AnalyticsPageConfig } from '../../../core/contract/analytics/page-params.ts';

export type { AnalyticsPageConfig };

/**
 * The page's `window.vitrine_analytics`, or undefined when it is absent or malformed. Events only ever go
 * to a path of this shop, whatever the object says (`//host` and `/\host` would leave it).
 */
export function readAnalyticsConfig(value: unknown): AnalyticsPageConfig | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { enabled, endpoint, ga4Id } = value as Partial<Record<keyof AnalyticsPageConfig, unknown>>;
  if (typeof enabled !== 'boolean' || typeof endpoint !== 'string' || !/^\/(?![/\\])/.test(endpoint)) return undefined;
  // The id's format is checked in the chunk, where the tag is loaded (nothing shared, nothing imported back).
  return { enabled, endpoint, ga4Id: typeof ga4Id === 'string' ? ga4Id : null };
}
