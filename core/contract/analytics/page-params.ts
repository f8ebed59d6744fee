/** The page's `window.vitrine_analytics` object, read by the storefront's analytics loader. */
export interface AnalyticsPageConfig {
  /** Off means the loader does nothing: no chunk, no events. */
  enabled: boolean;
  /** Where the browser POSTs its events. */
  endpoint: string;
  /** A GA4 measurement id (`G-…`) to load Google's tag as well, after statistics consent; null for none. */
  ga4Id: string | null;
}
