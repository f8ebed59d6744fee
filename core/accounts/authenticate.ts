import type { Db } from '../../db/connect.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clearFailures, guardKey, lockedUntil, recordFailure } from './login-guard.ts';
import { findUserByLogin } from './users.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';

export const INVALID_CREDENTIALS = 'The username, e-mail address or password you entered is incorrect.';

// Unknown logins still pay for one hash check, so the answer time does not reveal which accounts exist.
let decoyHash: Promise<string> | null = null;

/** Signs in by username or e-mail address; unknown user and wrong password give the same answer. */
export async function authenticate(
  db: Db,
  login: string,
  password: string,
  now: Date = new Date(),
): Promise<Result<AccountUser, 'invalid_credentials' | 'locked'>> {
  if (login.length > 254 || password.length > 1024) return fail('invalid_credentials', INVALID_CREDENTIALS);
  const user = await findUserByLogin(db, login);
  const key = guardKey(user?.id ?? null, login);
  const until = await lockedUntil(db, key, now);
  if (until) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return fail('locked', `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
  decoyHash ??= hashPassword('decoy password for unknown users');
  const valid = user ? await verifyPassword(password, user.password_hash) : (await verifyPassword(password, await decoyHash), false);
  if (!user || !valid) {
    await recordFailure(db, key, now);
    return fail('invalid_credentials', INVALID_CREDENTIALS);
  }
  await clearFailures(db, key);
  return ok(toAccountUser(user));
}
