import { z } from 'zod';
import type { Db } from '../../db/connect.ts';

/** Set to `yes` once an administrator dismisses the coming-soon footer banner. */
export const COMING_SOON_BANNER_DISMISSED = 'coming_soon_banner_dismissed';

/**
 * The preferences a signed-in user may change for themselves through `woocommerce_meta` (REST
 * `users/me`). Strict: an unknown key is refused rather than stored, so the table only ever holds
 * keys the shop reads.
 */
export const woocommerceMetaSchema = z.strictObject({ [COMING_SOON_BANNER_DISMISSED]: z.enum(['yes', 'no']) }).partial();

export type WoocommerceMeta = Required<z.infer<typeof woocommerceMetaSchema>>;

const WOOCOMMERCE_META_DEFAULTS: WoocommerceMeta = { [COMING_SOON_BANNER_DISMISSED]: 'no' };

export async function getUserMeta(db: Db, userId: number, key: string): Promise<string | null> {
  const row = await db.selectFrom('user_meta').select('meta_value').where('user_id', '=', userId).where('meta_key', '=', key).executeTakeFirst();
  return row?.meta_value ?? null;
}

/** Inserts or replaces one value; a single statement, so concurrent writers never collide on the key. */
export async function setUserMeta(db: Db, userId: number, key: string, value: string): Promise<void> {
  await db
    .insertInto('user_meta')
    .values({ user_id: userId, meta_key: key, meta_value: value })
    .onConflict((oc) => oc.columns(['user_id', 'meta_key']).doUpdateSet({ meta_value: value }))
    .execute();
}

/** The user's `woocommerce_meta`, every known key present (unset ones at their default). */
export async function getWoocommerceMeta(db: Db, userId: number): Promise<WoocommerceMeta> {
  const keys = Object.keys(WOOCOMMERCE_META_DEFAULTS) as (keyof WoocommerceMeta)[];
  const rows = await db.selectFrom('user_meta').select(['meta_key', 'meta_value']).where('user_id', '=', userId).where('meta_key', 'in', keys).execute();
  const meta = { ...WOOCOMMERCE_META_DEFAULTS };
  for (const row of rows) {
    const parsed = woocommerceMetaSchema.safeParse({ [row.meta_key]: row.meta_value });
    if (parsed.success) Object.assign(meta, parsed.data);
  }
  return meta;
}

/** Stores the given keys and returns the whole `woocommerce_meta` as it now stands. */
export async function updateWoocommerceMeta(db: Db, userId: number, changes: z.infer<typeof woocommerceMetaSchema>): Promise<WoocommerceMeta> {
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) await setUserMeta(db, userId, key, value);
  }
  return getWoocommerceMeta(db, userId);
}
