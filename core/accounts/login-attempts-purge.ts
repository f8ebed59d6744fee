import type { Db } from '../../db/connect.ts';

/** Counts of failed logins older than this are forgotten (a lock lasts minutes, not days). */
export const LOGIN_ATTEMPTS_KEPT_MS = 24 * 3_600_000;

/**
 * Deletes up to `limit` rows of `login_attempts` not touched for a day whose lock, if any, has run out;
 * a login that is still locked keeps its row. Returns how many went.
 */
export async function purgeStaleLoginAttempts(db: Db, now: Date, limit = 500): Promise<number> {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - LOGIN_ATTEMPTS_KEPT_MS).toISOString();
  const result = await db
    .deleteFrom('login_attempts')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('login_attempts')
        .select('key')
        .where('updated_at', '<', staleBefore)
        .where((row) => row.or([row('locked_until', 'is', null), row('locked_until', '<=', nowIso)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
