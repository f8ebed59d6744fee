import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/** Five wrong passwords in a row lock the login for fifteen minutes (shared by every process). */
export const LOGIN_GUARD = {
  maxFailures: 5,
  lockMinutes: 15,
} as const;

interface LoginAttemptsTable {
  key: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

function attempts(db: Db) {
  return db.withTables<{ login_attempts: LoginAttemptsTable }>();
}

/** Counted per account when the login names one, else per login name, so both behave the same. */
export function guardKey(userId: number | null, login: string): string {
  return userId !== null ? `user:${userId}` : `login:${login.trim().toLowerCase().slice(0, 200)}`;
}

/** When the login is locked, the time the lock ends; else null. */
export async function lockedUntil(db: Db, key: string, now: Date): Promise<Date | null> {
  const row = await attempts(db).selectFrom('login_attempts').select('locked_until').where('key', '=', key).executeTakeFirst();
  if (!row?.locked_until) return null;
  const until = new Date(row.locked_until);
  return until > now ? until : null;
}

/** Counts one failure (atomically, so parallel guesses all count) and locks at the limit. */
export async function recordFailure(db: Db, key: string, now: Date): Promise<void> {
  const iso = now.toISOString();
  const row = await attempts(db)
    .insertInto('login_attempts')
    .values({ key, failures: 1, locked_until: null, updated_at: iso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A lock that has run out starts the count again.
        failures: sql<number>`case when login_attempts.locked_until is not null and login_attempts.locked_until <= ${iso} then 1 else login_attempts.failures + 1 end`,
        locked_until: sql<string | null>`case when login_attempts.locked_until <= ${iso} then null else login_attempts.locked_until end`,
        updated_at: iso,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (Number(row.failures) >= LOGIN_GUARD.maxFailures) {
    const until = new Date(now.getTime() + LOGIN_GUARD.lockMinutes * 60_000).toISOString();
    await attempts(db).updateTable('login_attempts').set({ failures: 0, locked_until: until, updated_at: iso }).where('key', '=', key).execute();
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await attempts(db).deleteFrom('login_attempts').where('key', '=', key).execute();
}
