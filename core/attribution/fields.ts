import { z } from 'zod';
import { plainText } from './plain-text.ts';
import { DEFAULT_ATTRIBUTION_PREFIX } from '../contract/attribution/prefix.ts';

/** The attribution fields, in the contract's order (docs/contract.md); inputs are `<prefix><field>`. */
export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** sourcebuster's traffic types, plus the two WooCommerce sets itself (`admin`, `mobile_app`). */
export const SOURCE_TYPES = ['utm', 'organic', 'referral', 'typein', 'admin', 'mobile_app', '(none)'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const UTM_MAX_LENGTH = 200;
export const URL_MAX_LENGTH = 2000;
export const USER_AGENT_MAX_LENGTH = 500;
/** Page and visit counts above this are clamped: no real session gets near it, and it fits any integer column. */
export const COUNT_MAX = 1_000_000;

const text = (maxLength: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => plainText(String(value), maxLength))
    .pipe(z.string().min(1));

const sourceType = z
  .string()
  .transform((value) => plainText(value, 20).toLowerCase())
  .pipe(z.enum(SOURCE_TYPES));

const count = z
  .union([
    z.string().trim().max(20).regex(/^\d+$/).transform(Number),
    z.int().min(0),
  ])
  .transform((value) => Math.min(value, COUNT_MAX));

// sourcebuster writes `YYYY-MM-DD HH:mm:ss` (UTC); ISO 8601 with a `T`, fraction or zone is accepted too.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** The right shape and a real calendar moment: no 30 February, no 25 o'clock. */
function isRealDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, date, hour, minute, second = '00'] = match;
  const wall = `${date}T${hour}:${minute}:${second}`;
  const parsed = new Date(`${wall}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(wall);
}

const dateTime = z
  .string()
  .transform((value) => plainText(value, 40))
  .pipe(z.string().refine(isRealDateTime));

/** One schema per field: each turns raw input into its stored value or fails, alone. */
export const ATTRIBUTION_SCHEMAS = {
  source_type: sourceType,
  referrer: text(URL_MAX_LENGTH),
  utm_campaign: text(UTM_MAX_LENGTH),
  utm_source: text(UTM_MAX_LENGTH),
  utm_medium: text(UTM_MAX_LENGTH),
  utm_content: text(UTM_MAX_LENGTH),
  utm_id: text(UTM_MAX_LENGTH),
  utm_term: text(UTM_MAX_LENGTH),
  utm_source_platform: text(UTM_MAX_LENGTH),
  utm_creative_format: text(UTM_MAX_LENGTH),
  utm_marketing_tactic: text(UTM_MAX_LENGTH),
  session_entry: text(URL_MAX_LENGTH),
  session_start_time: dateTime,
  session_pages: count,
  session_count: count,
  user_agent: text(USER_AGENT_MAX_LENGTH),
} satisfies Record<AttributionField, z.ZodType>;

/** Sanitised attribution: only the fields that passed, each as stored. */
export type AttributionValues = { -readonly [K in AttributionField]?: z.output<(typeof ATTRIBUTION_SCHEMAS)[K]> };

/** A posted form, a query string, or a JSON object (checkout extension data). */
export type RawAttribution = URLSearchParams | FormData | Readonly<Record<string, unknown>>;

export interface SanitisedAttribution {
  /** Null when nothing usable arrived: the order's origin is then "Unknown". */
  values: AttributionValues | null;
  /** Fields that were sent but refused. */
  dropped: AttributionField[];
}

interface FormLike {
  get(name: string): unknown;
}

function isFormLike(raw: object): raw is FormLike {
  return raw instanceof URLSearchParams || (typeof FormData !== 'undefined' && raw instanceof FormData);
}

// Only known names are looked up, and only as own properties: `__proto__` and friends are never read.
function readField(raw: object, name: string): unknown {
  if (isFormLike(raw)) return raw.get(name) ?? undefined;
  return Object.hasOwn(raw, name) ? (raw as Record<string, unknown>)[name] : undefined;
}

/**
 * Reads `<prefix><field>` for every attribution field and keeps the ones that pass their schema.
 * Never throws and never fails as a whole: missing, partial or garbage input yields fewer fields, and
 * no field at all yields `values: null`. JSON extension data carries bare names: pass `prefix: ''`.
 */
export function sanitiseAttribution(raw: RawAttribution | null | undefined, options: { prefix?: string } = {}): SanitisedAttribution {
  const prefix = options.prefix ?? DEFAULT_ATTRIBUTION_PREFIX;
  const values: Record<string, unknown> = {};
  const dropped: AttributionField[] = [];
  if (raw === null || typeof raw !== 'object') return { values: null, dropped };
  for (const field of ATTRIBUTION_FIELDS) {
    const input = readField(raw, `${prefix}${field}`);
    if (input === undefined || input === null || input === '') continue;
    const parsed = ATTRIBUTION_SCHEMAS[field].safeParse(input);
    if (parsed.success) values[field] = parsed.data;
    else dropped.push(field);
  }
  return { values: Object.keys(values).length > 0 ? (values as AttributionValues) : null, dropped };
}
