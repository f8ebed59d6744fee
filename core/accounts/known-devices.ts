import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/**
 * Browsers that signed in to an account before ("device cookies", as OWASP describes them). Such a
 * browser holds a random token in a cookie; only a hash of it is stored, tied to the account. A known
 * browser is exempt from the account's wait and the address budget (login-guard.ts): whoever guesses
 * passwords for the account cannot keep its owner out. It has a small budget of its own: after
 * `maxFailures` wrong passwords in a row it is forgotten and counted like any other browser.
 */
export const KNOWN_DEVICE = {
  cookieName: 'vitrine_known_device',
  /** Only the login form reads it. */
  cookiePath: '/my-account/',
  /** Tokens one browser keeps (one per account signed in from it), newest first. */
  maxPerBrowser: 5,
  maxFailures: 5,
  lifetimeDays: 180,
} as const;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The tokens a cookie value holds (`token.token…`), ignoring anything malformed. */
export function tokensFromCookie(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split('.')
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, KNOWN_DEVICE.maxPerBrowser);
}

/** The cookie value with `token` first and the browser's other tokens after it. */
export function cookieWithToken(token: string, previous: readonly string[]): string {
  return [token, ...previous.filter((other) => other !== token)].slice(0, KNOWN_DEVICE.maxPerBrowser).join('.');
}

function expiresAt(now: Date): string {
  return new Date(now.getTime() + KNOWN_DEVICE.lifetimeDays * 86_400_000).toISOString();
}

/**
 * Reserves one attempt for the account from a known browser, before the password is checked: the
 * token is counted as failing at once (one atomic update), and only while it is under its budget.
 * Returns the token that was reserved, or null when none of the browser's tokens is a known device
 * for this account with budget left (the attempt is then an unknown browser's).
 */
export async function reserveKnownDeviceAttempt(db: Db, userId: number, tokens: readonly string[], now: Date): Promise<string | null> {
  if (tokens.length === 0) return null;
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const iso = now.toISOString();
  for (const [hash, token] of byHash) {
    const reserved = await db
      .updateTable('known_login_devices')
      .set({ failures: sql<number>`failures + 1`, updated_at: iso })
      .where('token_hash', '=', hash)
      .where('user_id', '=', userId)
      .where('expires_at', '>', iso)
      .where('failures', '<', KNOWN_DEVICE.maxFailures)
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) === 1) return token;
  }
  return null;
}

/** A right password from a known browser: its count starts again and it stays known for longer. */
export async function confirmKnownDevice(db: Db, token: string, now: Date): Promise<void> {
  await db
    .updateTable('known_login_devices')
    .set({ failures: 0, expires_at: expiresAt(now), updated_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** A wrong password from a known browser: once its budget is spent it is forgotten. */
export async function forgetSpentDevice(db: Db, token: string): Promise<void> {
  await db.deleteFrom('known_login_devices').where('token_hash', '=', hashToken(token)).where('failures', '>=', KNOWN_DEVICE.maxFailures).execute();
}

/** Makes this browser a known device for the account; returns the token for its cookie. */
export async function rememberDevice(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const iso = now.toISOString();
  await db
    .insertInto('known_login_devices')
    .values({ token_hash: hashToken(token), user_id: userId, failures: 0, created_at: iso, expires_at: expiresAt(now), updated_at: iso })
    .execute();
  return token;
}

/** Deletes devices not signed in from for `lifetimeDays`; returns how many. */
export async function purgeKnownLoginDevices(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('known_login_devices').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
