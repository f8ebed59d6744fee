import type { AttributionPageParams } from '../../../core/contract/attribution/page-params.ts';
import { ATTRIBUTION_PREFIX, DEFAULT_ATTRIBUTION_PREFIX } from '../../../core/contract/attribution/prefix.ts';
import { PROTOTYPE_KEYS } from './prototype-keys.ts';
import { DEFAULT_FIELDS, type AttributionValues, type FieldMap } from './values.ts';

/** The input name prefix where the page gives none that the config would accept. */
export const DEFAULT_PREFIX = DEFAULT_ATTRIBUTION_PREFIX;

/** `window.wc_order_attribution.params` as the server writes it; other scripts may change it, so each value is checked before use. */
export type OrderAttributionParams = AttributionPageParams['params'];

/** `window.wc_order_attribution`: written by the server, completed with WooCommerce's two methods. */
export interface OrderAttribution {
  params: OrderAttributionParams;
  /** Field name → `container.key` (see DEFAULT_FIELDS). */
  fields: Record<string, string>;
  setOrderTracking?: (allow: boolean) => void;
  getAttributionData?: () => AttributionValues;
}

/** The page object with every part checked: what the tracker and the inputs rely on. */
export interface AttributionConfig {
  params: Partial<OrderAttributionParams>;
  fields: FieldMap;
  prefix: string;
}

/** A positive number (or numeric string), else the default: the tracker never works with NaN. */
export function numericOr(value: unknown, fallback: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

const FIELD_NAME = /^[a-z0-9_]{1,64}$/i;

/** The field map's usable entries; the CONTRACT list when the page gives none. */
function readFields(raw: unknown): FieldMap {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_FIELDS;
  const fields: Record<string, string> = {};
  for (const [name, path] of Object.entries(raw)) {
    if (FIELD_NAME.test(name) && !PROTOTYPE_KEYS.has(name) && typeof path === 'string') fields[name] = path;
  }
  return Object.keys(fields).length > 0 ? fields : DEFAULT_FIELDS;
}

/** The checked configuration, or undefined when the page carries no `wc_order_attribution`. */
export function readConfig(raw: unknown): AttributionConfig | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const object = raw as Partial<OrderAttribution>;
  const params: Partial<OrderAttributionParams> = typeof object.params === 'object' && object.params !== null ? object.params : {};
  const prefix = typeof params.prefix === 'string' && ATTRIBUTION_PREFIX.test(params.prefix) ? params.prefix : DEFAULT_PREFIX;
  return { params, fields: readFields(object.fields), prefix };
}
