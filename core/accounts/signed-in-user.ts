import type { Db } from '../../db/connect.ts';
import type { AccountUser } from './user-view.ts';
import { getUserById } from './users.ts';

/**
 * The signed-in user, or null: nobody is signed in, or the account was deleted since sign-in.
 * `sessionUserId` reads the user id the visitor's session holds (null without a session).
 */
export async function signedInUser(db: Db, sessionUserId: () => Promise<number | null>): Promise<AccountUser | null> {
  return getUserById(db, await sessionUserId());
}
