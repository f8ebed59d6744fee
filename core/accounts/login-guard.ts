import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/**
 * Wrong passwords per account from browsers the account has not signed in from. The first few cost
 * nothing; after that each attempt must wait a growing delay after the one before, up to a minute. So
 * guessing is slowed to about one try a minute per account, and the owner is never locked out for
 * long: a browser that signed in before is not counted here at all (known-devices.ts).
 */
export const LOGIN_GUARD = {
  /** Wrong passwords in a row before any wait. */
  freeFailures: 5,
  /** Wait after the 5th, 6th, … failure; the last entry applies to every failure after. */
  delaysSeconds: [5, 10, 20, 40, 60],
  /** A count untouched this long starts again from zero. */
  forgetAfterMinutes: 60,
} as const;

/** Counted per account when the login names one, else per login name, so both behave the same. */
export function guardKey(userId: number | null, login: string): string {
  return userId !== null ? `user:${userId}` : `login:${login.trim().toLowerCase().slice(0, 200)}`;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Reserves one attempt BEFORE the password is checked: the attempt is counted as a failure at once,
 * in one atomic statement, and refused when the account is still in its wait. So parallel guesses
 * cannot slip past the count while slow hashes run: of 100 at once, `freeFailures` are checked.
 * A right password clears the count afterwards (`clearFailures`).
 */
export async function reserveAttempt(db: Db, key: string, now: Date): Promise<AttemptVerdict> {
  const iso = now.toISOString();
  const forgetBefore = new Date(now.getTime() - LOGIN_GUARD.forgetAfterMinutes * 60_000).toISOString();
  const counted = sql<number>`case when login_attempts.updated_at <= ${forgetBefore} then 1 else login_attempts.failures + 1 end`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, locked_until: waitAfter(1, now), updated_at: iso })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ failures: counted, locked_until: waitAfterSql(counted, now), updated_at: iso })
        .where((eb) => eb.or([eb('login_attempts.locked_until', 'is', null), eb('login_attempts.locked_until', '<=', iso)])),
    )
    .returning('failures')
    .executeTakeFirst();
  if (row) return { allowed: true };
  // Refused: the row is in its wait. Touch it, so a guesser who keeps knocking is not forgotten.
  const current = await db
    .updateTable('login_attempts')
    .set({ updated_at: iso })
    .where('key', '=', key)
    .returning('locked_until')
    .executeTakeFirst();
  const until = current?.locked_until ? Date.parse(current.locked_until) : now.getTime() + 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** When the next attempt may come after the `failures`-th failure (null: at once). */
export function waitAfter(failures: number, now: Date): string | null {
  if (failures < LOGIN_GUARD.freeFailures) return null;
  const delays = LOGIN_GUARD.delaysSeconds;
  const seconds = delays[Math.min(failures - LOGIN_GUARD.freeFailures, delays.length - 1)] as number;
  return new Date(now.getTime() + seconds * 1000).toISOString();
}

/** `waitAfter` in SQL over a count computed in the same statement (one CASE branch per step). */
function waitAfterSql(failures: ReturnType<typeof sql<number>>, now: Date) {
  const steps = LOGIN_GUARD.delaysSeconds.slice(0, -1).map((_, index) => {
    const count = LOGIN_GUARD.freeFailures + index;
    return sql`when ${failures} = ${count} then ${waitAfter(count, now)}`;
  });
  const longest = waitAfter(LOGIN_GUARD.freeFailures + LOGIN_GUARD.delaysSeconds.length, now);
  return sql<string | null>`case when ${failures} < ${LOGIN_GUARD.freeFailures} then null ${sql.join(steps, sql` `)} else ${longest} end`;
}
