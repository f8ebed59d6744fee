import type { AppConfig } from '../../config/schema.ts';
import type { SearchEngineConfig } from '../../config/defaults.ts';
import type { AttributionField } from './fields.ts';

/**
 * Where the tracker finds each field's value: `<cookie>.<key>`, the cookie named without its `sbjs_`
 * prefix (`current` is `sbjs_current`) and the key in sourcebuster's `key=value|||…` format. The same map
 * WooCommerce publishes, so scripts written against it keep working.
 */
export const ATTRIBUTION_FIELD_SOURCES = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
} as const satisfies Record<AttributionField, string>;

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

/**
 * The page's `window.wc_order_attribution` object. `allowTracking` reflects the config only; marketing
 * consent is checked in the browser before the tracker writes anything.
 */
export function attributionPageParams(config: Pick<AppConfig, 'attribution'>): AttributionPageParams {
  const { attribution } = config;
  return {
    params: {
      lifetime: attribution.lifetimeMonths,
      session: attribution.sessionMinutes,
      base64: attribution.base64,
      prefix: attribution.prefix,
      allowTracking: attribution.enabled,
      searchEngines: attribution.searchEngines.flatMap((engine: SearchEngineConfig) => engine.hosts.map((host) => ({ host, param: engine.queryParam, name: engine.name }))),
    },
    fields: ATTRIBUTION_FIELD_SOURCES,
  };
}
