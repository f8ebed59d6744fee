import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword } from './password.ts';
import { clearFailures, guardKey } from './login-guard.ts';

/**
 * Gives the account a new password and ends every session signed in to it, so whoever knew the old
 * one is out; the account's failed-login count and any other reset links go with the old password.
 * `keepSessionId`: the session the customer changed it from (My account), which stays signed in.
 */
export async function setPassword(db: Db, userId: number, password: string, options: { keepSessionId?: string | null } = {}): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, (trx) => storePasswordHash(trx, userId, passwordHash, options));
}

/** `setPassword` with the hash made already, inside the caller's transaction (an account's other changes with it). */
export async function storePasswordHash(trx: Db, userId: number, passwordHash: string, options: { keepSessionId?: string | null } = {}): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  const keep = options.keepSessionId ?? null;
  await trx
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keep !== null, (query) => query.where('id', '!=', keep as string))
    .execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await clearFailures(trx, guardKey(userId, ''));
}
