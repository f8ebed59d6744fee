import type { AttributionField } from './fields.ts';
import { ATTRIBUTION_FIELD_SOURCES } from '../contract/attribution/field-sources.ts';
import type { AttributionPageParams } from '../contract/attribution/page-params.ts';

// Every field of the checkout has a source in the map.
ATTRIBUTION_FIELD_SOURCES satisfies Record<AttributionField, string>;

/** An extra search engine for organic traffic: a referrer on one of `hosts` carrying `queryParam`. */
export interface SearchEngineConfig {
  name: string;
  hosts: string[];
  queryParam: string;
}

/** The config file's `attribution` section, as far as the page reads it. */
export interface AttributionSettings {
  enabled: boolean;
  lifetimeMonths: number;
  sessionMinutes: number;
  base64: boolean;
  prefix: string;
  searchEngines: readonly SearchEngineConfig[];
}

/**
 * The page's `window.wc_order_attribution` object. `allowTracking` reflects the config only; marketing
 * consent is checked in the browser before the tracker writes anything.
 */
export function attributionPageParams(config: { attribution: AttributionSettings }): AttributionPageParams {
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
