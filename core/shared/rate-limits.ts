import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { translator, type Translate } from '../i18n/translator.ts';

/** A fixed-window budget: at most `limit` hits per `windowMinutes`. */
export interface RateLimit {
  limit: number;
  windowMinutes: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit against `key` and says whether it is within the budget. One statement (an atomic
 * upsert), so parallel requests in any process or machine each get their own count: of 100 at once,
 * exactly `limit` are allowed. A window that has ended starts again at this hit.
 */
export async function takeRateLimit(db: Db, key: string, budget: RateLimit, now: Date): Promise<RateLimitVerdict> {
  const iso = now.toISOString();
  const windowEnds = new Date(now.getTime() + budget.windowMinutes * 60_000).toISOString();
  const ended = sql<boolean>`rate_limits.window_ends_at <= ${iso}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends_at: windowEnds, updated_at: iso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql<string>`case when ${ended} then ${windowEnds} else rate_limits.window_ends_at end`,
        updated_at: iso,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  if (Number(row.hits) <= budget.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsUntil(row.window_ends_at, now) };
}

/** Gives back one hit (a sign-in that turned out right is no failure), never below zero. */
export async function refundRateLimit(db: Db, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1`, updated_at: now.toISOString() })
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('window_ends_at', '>', now.toISOString())
    .execute();
}

/**
 * Starts a window of `windowMinutes` for `key` with nothing counted in it, replacing any window the key
 * had: a mark that something holds until then (`windowIsOpen`), kept and purged like the counters.
 */
export async function openWindow(db: Db, key: string, windowMinutes: number, now: Date): Promise<void> {
  const iso = now.toISOString();
  const windowEnds = new Date(now.getTime() + windowMinutes * 60_000).toISOString();
  await db
    .insertInto('rate_limits')
    .values({ key, hits: 0, window_ends_at: windowEnds, updated_at: iso })
    .onConflict((oc) => oc.column('key').doUpdateSet({ hits: 0, window_ends_at: windowEnds, updated_at: iso }))
    .execute();
}

/** Whether `key` has a window that has not ended yet. */
export async function windowIsOpen(db: Db, key: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('rate_limits').select('key').where('key', '=', key).where('window_ends_at', '>', now.toISOString()).executeTakeFirst();
  return row !== undefined;
}

/** Deletes the counters whose window has ended (they count nothing any more); returns how many. */
export async function purgeRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function secondsUntil(iso: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
}

/** "45 seconds", "1 minute", "14 minutes": how long to wait, in words of `t`'s language. */
export function waitInWords(seconds: number, t: Translate = translator('en')): string {
  if (seconds < 60) return t('account.error.wait', { unit: 'second', count: seconds });
  return t('account.error.wait', { unit: 'minute', count: Math.ceil(seconds / 60) });
}
