import type { Db } from '../../db/connect.ts';
import { openWindow, windowIsOpen } from '../shared/rate-limits.ts';

/**
 * After its owner sets a new password through the e-mailed link, the account's sign-ins are not held
 * back by the per-address budget for a while. Someone on the owner's network (an office, or a proxy the
 * shop does not trust) may have used that budget up; the owner, who has just shown they read the
 * account's mail, then signs in at once from any browser, not only the one the link was opened in (which
 * is a known device already). The account's own limit still applies, so whoever else is on that network
 * gets no more than anyone elsewhere gets anyway: its few free guesses, then waits, at a password minutes old.
 */
export const RESET_GRACE = {
  /** As long as an address window (LOGIN_ADDRESS_LIMIT), so a budget used up before the reset runs out within it. */
  minutes: 15,
} as const;

const key = (userId: number) => `reset-grace:${userId}`;

/** The password was just set through the e-mailed link. */
export async function startResetGrace(db: Db, userId: number, now: Date): Promise<void> {
  await openWindow(db, key(userId), RESET_GRACE.minutes, now);
}

export function inResetGrace(db: Db, userId: number, now: Date): Promise<boolean> {
  return windowIsOpen(db, key(userId), now);
}
