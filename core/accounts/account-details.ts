import type { Db } from '../../db/connect.ts';
import type { FormFailure } from '../shared/validation.ts';
import { translator, type Translate } from '../i18n/translator.ts';
import { isValidEmail } from '../checkout/validators.ts';
import { recheckPassword } from './authenticate.ts';
import { passwordSchema } from './register.ts';
import { setPassword } from './set-password.ts';
import { normalizeEmail } from './users.ts';
import { userDisplayName } from './user-profile.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';
import { inTransaction } from '../../db/transaction.ts';

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const english = translator('en');

/** WooCommerce's "Account details" fields (docs/contract.md). */
export const ACCOUNT_DETAILS_FIELDS = ['account_first_name', 'account_last_name', 'account_display_name', 'account_email', 'password_current', 'password_1', 'password_2'] as const;

export type AccountDetailsInput = Record<(typeof ACCOUNT_DETAILS_FIELDS)[number], string>;

/** What the form shows again after a refusal: never a password. */
export type AccountDetailsValues = Pick<AccountDetailsInput, 'account_first_name' | 'account_last_name' | 'account_display_name' | 'account_email'>;

/** A refusal; `retryAfterSeconds` when the current password was not even checked, too many guesses having been wrong. */
export type AccountDetailsResult = { ok: true; value: { passwordChanged: boolean; emailChanged: boolean } } | (FormFailure<AccountDetailsValues> & { retryAfterSeconds?: number });

/** Who asks, for the limits on guessing the current password: the client's address, and the time (tests pass theirs). */
export interface PasswordGuessContext {
  clientAddress: string | null;
  now?: Date;
}

/** The form's starting values for an account. */
export async function accountDetailsValues(db: Db, userId: number): Promise<AccountDetailsValues | null> {
  const user = await db.selectFrom('users').select(['username', 'email', 'first_name', 'last_name', 'display_name']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  return {
    account_first_name: user.first_name,
    account_last_name: user.last_name,
    account_display_name: user.display_name || userDisplayName({ firstName: user.first_name, lastName: user.last_name, username: user.username }),
    account_email: user.email,
  };
}

/**
 * Saves My account's "Account details", as WooCommerce's form does: names and display name required, the
 * e-mail valid and no other account's; a new e-mail or password only with the current password; a new
 * password by the shop's rules, typed twice. A new password signs out every other session of the account
 * and keeps `keepSessionId`, the one it was changed from. The current password is checked under sign-in's
 * limits (`recheckPassword`): past them the form is refused, nothing changed, even with the right one.
 * Messages are in `t`'s language.
 */
export async function updateAccountDetails(
  db: Db,
  userId: number,
  input: AccountDetailsInput,
  keepSessionId: string | null,
  t: Translate = english,
  guesser: PasswordGuessContext = { clientAddress: null },
): Promise<AccountDetailsResult> {
  const values: AccountDetailsValues = {
    account_first_name: input.account_first_name.trim().slice(0, 300),
    account_last_name: input.account_last_name.trim().slice(0, 300),
    account_display_name: input.account_display_name.trim().slice(0, 300),
    account_email: input.account_email.trim().slice(0, 300),
  };
  const user = await db.selectFrom('users').select(['id', 'email', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  if (!user) return { ok: false, errors: { form: t('account.error.accountGone') }, values };
  const errors: Record<string, string> = {};
  const name = (field: keyof AccountDetailsValues, required: string) => {
    if (values[field] === '') errors[field] = required;
    else if (values[field].length > NAME_MAX_LENGTH) errors[field] = t('account.error.nameTooLong', { max: NAME_MAX_LENGTH });
  };
  name('account_first_name', t('account.error.firstNameMissing'));
  name('account_last_name', t('account.error.lastNameMissing'));
  name('account_display_name', t('account.error.displayNameMissing'));
  const email = normalizeEmail(values.account_email);
  const emailChanged = email !== user.email;
  // WooCommerce's privacy rule: a display name is never someone's e-mail address.
  if (!errors.account_display_name && values.account_display_name.includes('@') && normalizeEmail(values.account_display_name) !== email) {
    errors.account_display_name = t('account.error.displayNameEmail');
  }
  if (email === '') errors.account_email = t('account.error.emailMissing');
  else if (email.length > EMAIL_MAX_LENGTH) errors.account_email = t('account.error.emailTooLong');
  else if (!isValidEmail(email) || email.startsWith('mailto:')) errors.account_email = t('account.error.emailInvalid');
  else if (emailChanged && (await emailOfAnother(db, email, userId))) errors.account_email = t('account.error.emailTakenByOther');

  const { password_current: current, password_1: next, password_2: again } = input;
  const changingPassword = next !== '' || again !== '';
  if (changingPassword) {
    const checked = passwordSchema(t).safeParse(next);
    if (next === '') errors.password_1 = t('account.error.newPasswordMissing');
    else if (!checked.success) errors.password_1 = checked.error.issues[0]?.message ?? t('account.error.passwordTooLong');
    if (!errors.password_1 && next !== again) errors.password_2 = t('account.error.passwordMismatch');
  }
  if (changingPassword || emailChanged) {
    if (current === '') errors.password_current = t(changingPassword ? 'account.error.currentPasswordMissing' : 'account.error.currentPasswordForEmail');
    // Checked only when the rest is right, so a guess costs a whole valid form and a hash.
    else if (Object.keys(errors).length === 0) {
      const checked = await recheckPassword(db, user, current, guesser.clientAddress, guesser.now ?? new Date(), t);
      if (!checked.ok && checked.code === 'throttled') return { ok: false, errors: { password_current: checked.message }, values, retryAfterSeconds: checked.retryAfterSeconds };
      if (!checked.ok) errors.password_current = t('account.error.currentPasswordWrong');
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };

  try {
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('users')
        .set({ first_name: values.account_first_name, last_name: values.account_last_name, display_name: values.account_display_name, email })
        .where('id', '=', userId)
        .execute();
      await enqueueWebhookEvent(trx, 'customer', 'updated', userId);
    });
  } catch (error) {
    // Two accounts taking one address at the same moment: the unique index decides.
    if (emailChanged && (await emailOfAnother(db, email, userId))) return { ok: false, errors: { account_email: t('account.error.emailTakenByOther') }, values };
    throw error;
  }
  if (changingPassword) await setPassword(db, userId, next, { keepSessionId });
  return { ok: true, value: { passwordChanged: changingPassword, emailChanged } };
}

async function emailOfAnother(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  return Boolean(row);
}
