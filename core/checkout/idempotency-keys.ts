import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';

/** The request header a JSON checkout client names one checkout attempt with (as Stripe and the IETF draft). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a repeat with the same key is answered with the same order. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;
const MAX_KEY_LENGTH = 255;

export type IdempotencyKeyCheck = { ok: true; key: string | null } | { ok: false; reason: string };

/** An absent header is no key; a present one must be 1 to 255 printable ASCII characters. */
export function readIdempotencyKey(header: string | undefined): IdempotencyKeyCheck {
  if (header === undefined) return { ok: true, key: null };
  if (header.length === 0 || header.length > MAX_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(header)) {
    return { ok: false, reason: `must be 1 to ${MAX_KEY_LENGTH} printable ASCII characters` };
  }
  return { ok: true, key: header };
}

/** The key is only meaningful within its session: hashed together, neither is stored as sent. */
function keyHash(sessionId: string, key: string): string {
  return createHash('sha256').update(sessionId).update('\0').update(key).digest('base64url');
}

/** The order this session's key placed, while the key lives; null otherwise. */
export async function findCheckoutKey(db: Db, sessionId: string, key: string, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('checkout_idempotency_keys')
    .select('order_id')
    .where('key_hash', '=', keyHash(sessionId, key))
    .where('expires_at', '>=', now.toISOString())
    .executeTakeFirst();
  return row?.order_id ?? null;
}

/** Records the key in the order's own transaction, so the key exists exactly when the order does. */
export async function rememberCheckoutKey(trx: Db, sessionId: string, key: string, orderId: number, now: Date): Promise<void> {
  const expires = new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_HOURS * 3_600_000).toISOString();
  await trx
    .insertInto('checkout_idempotency_keys')
    .values({ key_hash: keyHash(sessionId, key), order_id: orderId, expires_at: expires })
    // An expired key of this session used again names the new order.
    .onConflict((oc) => oc.column('key_hash').doUpdateSet({ order_id: orderId, expires_at: expires }))
    .execute();
}

/** Deletes the keys that expired before `now`; returns how many (a periodic job calls this). */
export async function purgeExpiredCheckoutKeys(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('checkout_idempotency_keys').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
