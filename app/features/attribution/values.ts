import type { CookieRecord } from './cookie-format.ts';
import { ATTRIBUTION_FIELD_SOURCES } from '../../../core/contract/attribution/field-sources.ts';

/**
 * The cookie records by the container names of the field map (`current.typ`, `udata.vst`…), the
 * same paths WooCommerce's field map uses.
 */
export interface TrackingRecords {
  current?: CookieRecord;
  current_add?: CookieRecord;
  first?: CookieRecord;
  first_add?: CookieRecord;
  session?: CookieRecord;
  udata?: CookieRecord;
  promo?: CookieRecord;
}

/** Field name → `container.key` in the records. */
export type FieldMap = Readonly<Record<string, string>>;

/** The attribution fields of docs/contract.md and where each is read from (the map the server publishes). */
export const DEFAULT_FIELDS: FieldMap = ATTRIBUTION_FIELD_SOURCES;

/** Field name → value, for the hidden inputs and the checkout's extension data. */
export type AttributionValues = Record<string, string>;

const CONTAINERS: ReadonlySet<string> = new Set(['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'promo']);

/** The value at `container.key`, or '' when the path or the value is unknown. */
function valueAt(records: TrackingRecords, path: string): string {
  const dot = path.indexOf('.');
  const container = path.slice(0, dot);
  if (dot < 1 || !CONTAINERS.has(container)) return '';
  return records[container as keyof TrackingRecords]?.get(path.slice(dot + 1)) ?? '';
}

/** Every field of the map with its value from the records. */
export function attributionValues(records: TrackingRecords, fields: FieldMap = DEFAULT_FIELDS): AttributionValues {
  const values: AttributionValues = {};
  for (const [field, path] of Object.entries(fields)) values[field] = typeof path === 'string' ? valueAt(records, path) : '';
  return values;
}

/** Every field with an empty value: what the inputs hold when tracking is not allowed. */
export function emptyValues(fields: FieldMap = DEFAULT_FIELDS): AttributionValues {
  return attributionValues({}, fields);
}
