import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { nowIso } from '../shared/time.ts';
import { DEFAULT_DIMENSION_UNIT, DEFAULT_WEIGHT_UNIT, DIMENSION_UNITS, WEIGHT_UNITS } from '../catalog/shipping-units.ts';
import { REVIEW_SETTINGS_DEFAULTS, reviewSettingsSchema } from '../reviews/review-settings.ts';

/** Shop-owner settings edited in /admin/settings; they override the config file where both exist. */
export const storeSettingsSchema = z.object({
  storeNotice: z.object({
    enabled: z.boolean(),
    text: z.string().max(500),
    /** Bumped when the text changes, so a dismissed notice comes back when it says something new. */
    id: z.string().max(40),
  }),
  redirectAfterAdd: z.boolean(),
  comingSoon: z.boolean(),
  /** The units every product's weight and dimensions are in (WooCommerce's product settings). */
  weightUnit: z.enum(WEIGHT_UNITS),
  dimensionUnit: z.enum(DIMENSION_UNITS),
  /** Product reviews (core/reviews/review-settings.ts); a row saved before them reads the defaults. */
  reviews: reviewSettingsSchema,
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const SETTINGS_DEFAULTS: StoreSettings = {
  storeNotice: { enabled: false, text: 'Free shipping on orders over $75 — this week only.', id: '1' },
  redirectAfterAdd: false,
  comingSoon: false,
  weightUnit: DEFAULT_WEIGHT_UNIT,
  dimensionUnit: DEFAULT_DIMENSION_UNIT,
  reviews: REVIEW_SETTINGS_DEFAULTS,
};

/** A new id for a changed notice, so visitors who dismissed the old text see the new one. */
export function nextNoticeId(id: string): string {
  return /^\d{1,15}$/.test(id) ? String(Number(id) + 1) : '1';
}

const STORE_SETTINGS_KEY = 'store';
const CONTENT_VERSION_KEY = 'content_version';

export async function getStoreSettings(db: Db, fallback: StoreSettings = SETTINGS_DEFAULTS): Promise<StoreSettings> {
  const value = await readSetting(db, STORE_SETTINGS_KEY);
  if (value === undefined) return fallback;
  const parsed = storeSettingsSchema.safeParse({ ...fallback, ...safeJson(value) });
  return parsed.success ? parsed.data : fallback;
}

export async function saveStoreSettings(db: Db, settings: StoreSettings): Promise<void> {
  await putSetting(db, STORE_SETTINGS_KEY, JSON.stringify(storeSettingsSchema.parse(settings)));
  await touchContentVersion(db);
}

/** A version string that changes whenever anything shown on cached pages changes. */
export async function getContentVersion(db: Db): Promise<string> {
  return (await readSetting(db, CONTENT_VERSION_KEY)) ?? '0';
}

export async function touchContentVersion(db: Db): Promise<string> {
  const version = `${nowIso()}#${Math.random().toString(36).slice(2, 8)}`;
  await putSetting(db, CONTENT_VERSION_KEY, version);
  return version;
}

/** A settings row by key: pages read some on every request, so the query is kept compiled. */
const settingByKey = reusableQuery((db, p: { key: string }) => db.selectFrom('settings').select('value').where('key', '=', p.key));

/** One settings row's value, or undefined when there is none. */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await settingByKey(db, { key });
  return row?.value;
}

export async function putSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}

/** A stored JSON object, or an empty one when the text is not JSON or not an object. */
export function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored JSON value of any shape, or undefined when the text is not JSON. */
export function safeJsonValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
