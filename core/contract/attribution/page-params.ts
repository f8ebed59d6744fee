import type { ATTRIBUTION_FIELD_SOURCES } from './field-sources.ts';

/** The page's `window.wc_order_attribution` object, read by the storefront's attribution tracker. */
export interface AttributionPageParams {
  params: {
    /** Cookie lifetime in months. */
    lifetime: number;
    /** Session length in minutes. */
    session: number;
    base64: boolean;
    /** Prefix of the hidden inputs' names. */
    prefix: string;
    allowTracking: boolean;
    /** Extra search engines from the config, one entry per host (ours; WooCommerce has no such key). */
    searchEngines: { host: string; param: string; name: string }[];
  };
  fields: typeof ATTRIBUTION_FIELD_SOURCES;
}
