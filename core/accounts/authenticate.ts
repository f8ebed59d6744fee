import type { Db } from '../../db/connect.ts';
import { clientAddressKey } from '../shared/client-address.ts';
import { refundRateLimit, takeRateLimit, waitInWords, type RateLimit } from '../shared/rate-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clearFailures, guardKey, reserveAttempt } from './login-guard.ts';
import { confirmKnownDevice, forgetSpentDevice, rememberDevice, reserveKnownDeviceAttempt } from './known-devices.ts';
import { inResetGrace } from './reset-grace.ts';
import { findUserByLogin } from './users.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { translator, type Translate } from '../i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../i18n/messages/index.ts';

/** The default language's words: what a caller that names no language gets. */
const inDefaultLanguage = translator(DEFAULT_MESSAGE_LOCALE);
export const INVALID_CREDENTIALS = inDefaultLanguage('account.error.invalidCredentials');

/**
 * Sign-in attempts one client address may make in a window, whatever names they try (right passwords
 * are given back): stops one client from spraying many accounts or unknown names. Past it nothing is
 * looked up by password, so an unknown name costs no hash either.
 */
export const LOGIN_ADDRESS_LIMIT: RateLimit = { limit: 20, windowMinutes: 15 };

export interface LoginAttempt {
  login: string;
  password: string;
  /** The client's address (`req.ip`), null when unknown. */
  clientAddress: string | null;
  /** Tokens from the browser's known-device cookie. */
  deviceTokens: readonly string[];
}

export type SignInResult =
  | { ok: true; value: { user: AccountUser; /** For the browser's known-device cookie. */ deviceToken: string } }
  | { ok: false; error: { code: 'invalid_credentials'; message: string } | { code: 'throttled'; message: string; retryAfterSeconds: number } };

// Unknown logins still pay for one hash check, so the answer time does not reveal which accounts exist.
let decoyHash: Promise<string> | null = null;

function throttled(message: string, retryAfterSeconds: number): SignInResult {
  return { ok: false, error: { code: 'throttled', message, retryAfterSeconds } };
}

/**
 * Signs in by username or e-mail address; unknown user and wrong password give the same answer. Every
 * attempt is reserved in the database before the slow hash (see login-guard.ts, known-devices.ts,
 * reset-grace.ts and LOGIN_ADDRESS_LIMIT), so parallel guesses from any number of processes share one
 * count. Refusals are worded in `t`'s language (the page's).
 */
export async function authenticate(db: Db, attempt: LoginAttempt, now: Date = new Date(), t: Translate = inDefaultLanguage): Promise<SignInResult> {
  const { login, password } = attempt;
  const invalid = { ok: false, error: { code: 'invalid_credentials', message: t('account.error.invalidCredentials') } } as const;
  if (login.length > 254 || password.length > 1024) return invalid;
  const user = await findUserByLogin(db, login);

  // A browser that signed in to this account before: only its own small budget applies.
  const knownToken = user ? await reserveKnownDeviceAttempt(db, user.id, attempt.deviceTokens, now) : null;
  if (user && knownToken) {
    if (!(await verifyPassword(password, user.password_hash))) {
      await forgetSpentDevice(db, knownToken);
      return invalid;
    }
    await confirmKnownDevice(db, knownToken, now);
    return { ok: true, value: { user: toAccountUser(user), deviceToken: knownToken } };
  }

  const address = clientAddressKey(attempt.clientAddress);
  const addressKey = address ? `login:${address}` : null;
  if (addressKey) {
    const verdict = await takeRateLimit(db, addressKey, LOGIN_ADDRESS_LIMIT, now);
    // Over the budget only an account whose owner just reset its password by e-mail goes on, to its own limit.
    if (!verdict.allowed && !(user && (await inResetGrace(db, user.id, now)))) {
      return throttled(t('account.error.loginThrottledNetwork', { wait: waitInWords(verdict.retryAfterSeconds, t) }), verdict.retryAfterSeconds);
    }
  }
  const key = guardKey(user?.id ?? null, login);
  const verdict = await reserveAttempt(db, key, now);
  if (!verdict.allowed) {
    return throttled(t('account.error.loginThrottled', { wait: waitInWords(verdict.retryAfterSeconds, t) }), verdict.retryAfterSeconds);
  }
  decoyHash ??= hashPassword('decoy password for unknown users');
  const valid = user ? await verifyPassword(password, user.password_hash) : (await verifyPassword(password, await decoyHash), false);
  if (!user || !valid) return invalid;
  await clearFailures(db, key);
  if (addressKey) await refundRateLimit(db, addressKey, now);
  return { ok: true, value: { user: toAccountUser(user), deviceToken: await rememberDevice(db, user.id, now) } };
}

export type PasswordRecheck = { ok: true } | { ok: false; code: 'wrong' } | { ok: false; code: 'throttled'; message: string; retryAfterSeconds: number };

/**
 * A signed-in account's password asked again before a change that needs it (My account's new e-mail or
 * password). Its guesses are sign-in guesses: they draw on the same counts as `authenticate` (the client
 * address's budget, the account's wait in login-guard.ts), reserved before the slow hash, so a session
 * left open lets no one guess faster than the login form would, and going back and forth between the two
 * forms gains nothing. No known-browser exemption: the browser asking is the one signed in. A right
 * password clears the account's count and gives the address its hit back, as a sign-in does.
 */
export async function recheckPassword(
  db: Db,
  user: { id: number; password_hash: string },
  password: string,
  clientAddress: string | null,
  now: Date = new Date(),
  t: Translate = inDefaultLanguage,
): Promise<PasswordRecheck> {
  // Longer than any password the shop accepts: wrong without a hash.
  if (password.length > 1024) return { ok: false, code: 'wrong' };
  const address = clientAddressKey(clientAddress);
  const addressKey = address ? `login:${address}` : null;
  if (addressKey) {
    const verdict = await takeRateLimit(db, addressKey, LOGIN_ADDRESS_LIMIT, now);
    if (!verdict.allowed) {
      return { ok: false, code: 'throttled', message: t('account.error.currentPasswordThrottledNetwork', { wait: waitInWords(verdict.retryAfterSeconds, t) }), retryAfterSeconds: verdict.retryAfterSeconds };
    }
  }
  const key = guardKey(user.id, '');
  const verdict = await reserveAttempt(db, key, now);
  if (!verdict.allowed) {
    return { ok: false, code: 'throttled', message: t('account.error.currentPasswordThrottled', { wait: waitInWords(verdict.retryAfterSeconds, t) }), retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (!(await verifyPassword(password, user.password_hash))) return { ok: false, code: 'wrong' };
  await clearFailures(db, key);
  if (addressKey) await refundRateLimit(db, addressKey, now);
  return { ok: true };
}
