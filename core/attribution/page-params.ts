import type { AppConfig } from '../../config/schema.ts';
import type { SearchEngineConfig } from '../../config/defaults.ts';
import type { AttributionField } from './fields.ts';
import { ATTRIBUTION_FIELD_SOURCES } from '../contract/attribution/field-sources.ts';
import type { AttributionPageParams } from '../contract/attribution/page-params.ts';

// Every field of the checkout has a source in the map.
ATTRIBUTION_FIELD_SOURCES satisfies Record<AttributionField, string>;

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
