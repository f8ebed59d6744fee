import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import type { OwnerMailTexts } from '../mail/email-texts.ts';
import { renderPasswordResetMail } from '../mail/password-reset-mail.ts';
import { clientAddressKey } from '../shared/client-address.ts';
import { takeRateLimit, waitInWords, type RateLimit } from '../shared/rate-limits.ts';
import { hashToken, rememberDevice } from './known-devices.ts';
import { MIN_PASSWORD_LENGTH, passwordSchema } from './register.ts';
import { startResetGrace } from './reset-grace.ts';
import { setPassword } from './set-password.ts';
import { findUserByLogin, getUserById } from './users.ts';
import { displayName, toAccountUser, type AccountUser } from './user-view.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { translator, type MessageLocale, type Translate } from '../i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../i18n/messages/index.ts';
import { localizedPath } from '../i18n/locale-path.ts';
import type { ShopLocales } from '../i18n/locales.ts';

/** WooCommerce's lost-password flow: an e-mailed link, valid once for an hour. */
export const PASSWORD_RESET = {
  path: '/my-account/lost-password/',
  linkLifetimeMinutes: 60,
  /** Reset requests one client address may make (whatever name it asks for). */
  perAddress: { limit: 5, windowMinutes: 15 } satisfies RateLimit,
  /** Reset e-mails one account gets: more requests are answered the same way but send nothing. */
  perAccount: { limit: 3, windowMinutes: 60 } satisfies RateLimit,
} as const;

/** The default language's words: what a caller that names no language gets. */
const inDefaultLanguage = translator(DEFAULT_MESSAGE_LOCALE);
export const RESET_LINK_INVALID = inDefaultLanguage('account.error.resetLinkInvalid');

export interface ResetRequest {
  /** Username or e-mail address, as typed. */
  login: string;
  clientAddress: string | null;
  /** The shop's public origin, for the link in the e-mail. */
  siteUrl: string;
  storeName: string;
  /** The language of the page asked from: refusals, the e-mail and the page its link opens are in it (the default language when absent). */
  language?: MessageLocale;
  /** The shop's languages, which say where that language's pages are (`/fr/my-account/…`, or unprefixed). */
  locales?: ShopLocales;
}

export type ResetRequestResult =
  | { ok: true }
  | { ok: false; error: { code: 'missing'; message: string } | { code: 'throttled'; message: string; retryAfterSeconds: number } };

/**
 * Sends a reset link when the login names an account. The answer is the same whether it does or not
 * (and when the account has had its share of e-mails), so nobody learns which accounts exist.
 */
export async function requestPasswordReset(db: Db, request: ResetRequest, now: Date = new Date()): Promise<ResetRequestResult> {
  const t = translator(request.language ?? DEFAULT_MESSAGE_LOCALE);
  const login = request.login.trim();
  if (!login) return { ok: false, error: { code: 'missing', message: t('account.error.lostLoginMissing') } };
  const address = clientAddressKey(request.clientAddress);
  if (address) {
    const verdict = await takeRateLimit(db, `reset-address:${address}`, PASSWORD_RESET.perAddress, now);
    if (!verdict.allowed) {
      const message = t('account.error.lostThrottled', { wait: waitInWords(verdict.retryAfterSeconds, t) });
      return { ok: false, error: { code: 'throttled', message, retryAfterSeconds: verdict.retryAfterSeconds } };
    }
  }
  const user = login.length <= 254 ? await findUserByLogin(db, login) : null;
  if (!user) return { ok: true };
  if (!(await takeRateLimit(db, `reset-account:${user.id}`, PASSWORD_RESET.perAccount, now)).allowed) return { ok: true };

  const token = randomBytes(32).toString('base64url');
  const resetPage = request.language && request.locales ? localizedPath(PASSWORD_RESET.path, request.language, request.locales) : PASSWORD_RESET.path;
  const resetUrl = `${request.siteUrl.replace(/\/+$/, '')}${resetPage}?key=${token}`;
  const language = request.language ?? DEFAULT_MESSAGE_LOCALE;
  const mail = (texts: OwnerMailTexts) =>
    renderPasswordResetMail(
      {
        storeName: request.storeName,
        to: user.email,
        name: displayName(toAccountUser(user)),
        username: user.username,
        resetUrl,
        validMinutes: PASSWORD_RESET.linkLifetimeMinutes,
        siteUrl: request.siteUrl,
      },
      language,
      texts,
    );
  await db.transaction().execute(async (trx) => {
    // Only the newest link works.
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PASSWORD_RESET.linkLifetimeMinutes * 60_000).toISOString(),
      })
      .execute();
    await queueShopEmail(trx, 'customer_reset_password', language, mail);
  });
  return { ok: true };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The account a reset key is for, while it is unused and under an hour old; else null. */
export async function accountForResetKey(db: Db, key: string | null | undefined, now: Date = new Date()): Promise<AccountUser | null> {
  if (!key || !TOKEN_PATTERN.test(key)) return null;
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(key))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? getUserById(db, row.user_id) : null;
}

export interface NewPasswordInput {
  key: string | null | undefined;
  password: string;
  confirm: string;
}

export type NewPasswordResult =
  | { ok: true; value: { user: AccountUser; /** This browser becomes a known device for the account. */ deviceToken: string } }
  | { ok: false; errors: FieldErrors; invalidKey?: true };

/**
 * Sets the new password through a reset key: the key is used up in the same statement that checks it,
 * so it works once even when submitted twice at once. Every session of the account is signed out, and
 * the new password works at once from any browser (reset-grace.ts). Field messages are in `t`'s
 * language (the page's).
 */
export async function resetPasswordWithKey(db: Db, input: NewPasswordInput, now: Date = new Date(), t: Translate = inDefaultLanguage): Promise<NewPasswordResult> {
  const checked = passwordSchema(t).safeParse(input.password);
  if (!checked.success) return { ok: false, errors: { password_1: checked.error.issues[0]?.message ?? t('account.error.passwordTooShort', { min: MIN_PASSWORD_LENGTH }) } };
  if (input.password !== input.confirm) return { ok: false, errors: { password_2: t('account.error.passwordMismatch') } };
  const invalidLink = { ok: false, errors: { form: t('account.error.resetLinkInvalid') }, invalidKey: true } as const;
  if (!input.key || !TOKEN_PATTERN.test(input.key)) return invalidLink;
  const used = await db
    .deleteFrom('password_reset_tokens')
    .where('token_hash', '=', hashToken(input.key))
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  const user = used ? await getUserById(db, used.user_id) : null;
  if (!user) return invalidLink;
  await setPassword(db, user.id, checked.data);
  // The account's failed-sign-in count went with the old password (setPassword); the address budget,
  // which others on the owner's network may have used up, is skipped for it for a while.
  await startResetGrace(db, user.id, now);
  return { ok: true, value: { user, deviceToken: await rememberDevice(db, user.id, now) } };
}

/** Deletes reset links past their hour; returns how many. */
export async function purgePasswordResetTokens(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
