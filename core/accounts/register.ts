import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';
import { hashPassword } from './password.ts';
import { emailTaken, normalizeEmail, uniqueUsername } from './users.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { fieldErrorsFrom, type FormFailure } from '../shared/validation.ts';
import { translator, type MessageLocale, type Translate } from '../i18n/translator.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import { renderNewAccountMail } from '../mail/new-account-mail.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';

export const MIN_PASSWORD_LENGTH = 8;
const NAME_MAX_LENGTH = 100;
const english = translator('en');

/** The rules for every password a person chooses (at sign-up, when resetting it, from the shop CLI), worded in `t`'s language. */
export function passwordSchema(t: Translate = english) {
  return z
    .string()
    .min(MIN_PASSWORD_LENGTH, t('account.error.passwordTooShort', { min: MIN_PASSWORD_LENGTH }))
    .max(1024, t('account.error.passwordTooLong'));
}

export function registrationSchema(t: Translate = english) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, t('account.error.emailMissing'))
      .max(254, t('account.error.emailTooLong'))
      .pipe(z.email(t('account.error.emailInvalid'))),
    password: passwordSchema(t),
    first_name: z.string().trim().max(NAME_MAX_LENGTH, t('account.error.firstNameTooLong', { max: NAME_MAX_LENGTH })).default(''),
    last_name: z.string().trim().max(NAME_MAX_LENGTH, t('account.error.lastNameTooLong', { max: NAME_MAX_LENGTH })).default(''),
  });
}

type RegistrationSchema = ReturnType<typeof registrationSchema>;
export type RegistrationInput = z.input<RegistrationSchema>;
export type RegistrationValues = Omit<z.infer<RegistrationSchema>, 'password'>;

/** What the new-account e-mail needs beside the account: without it no e-mail is written. */
export interface WelcomeMail {
  storeName: string;
  language: MessageLocale;
  /** Absolute address of My account in that language; null leaves the link out. */
  accountUrl: string | null;
  /** The shop's public origin, for the owner's `{site_url}`. */
  siteUrl?: string | null;
}

/**
 * Creates a customer account; its username comes from the e-mail address. Field messages are in `t`'s
 * language (the page's); with `welcome`, WooCommerce's new-account e-mail is queued with the account.
 */
export async function registerCustomer(
  db: Db,
  input: RegistrationInput,
  t: Translate = english,
  welcome?: WelcomeMail,
): Promise<{ ok: true; value: AccountUser } | FormFailure<RegistrationValues>> {
  const values = {
    email: String(input.email ?? '').slice(0, 300),
    first_name: String(input.first_name ?? '').slice(0, 300),
    last_name: String(input.last_name ?? '').slice(0, 300),
  };
  const parsed = registrationSchema(t).safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error), values };
  const email = normalizeEmail(parsed.data.email);
  const duplicate = { ok: false as const, errors: { email: t('account.error.emailTaken') }, values };
  if (await emailTaken(db, email)) return duplicate;
  const passwordHash = await hashPassword(parsed.data.password);
  try {
    const row = await inTransaction(db, async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: await uniqueUsername(trx, email.split('@')[0] ?? ''),
          email,
          password_hash: passwordHash,
          role: 'customer',
          first_name: parsed.data.first_name,
          last_name: parsed.data.last_name,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (welcome) {
        const name = user.first_name || user.username;
        await queueShopEmail(trx, 'customer_new_account', welcome.language, (texts) =>
          renderNewAccountMail({ storeName: welcome.storeName, to: user.email, name, username: user.username, accountUrl: welcome.accountUrl, siteUrl: welcome.siteUrl }, welcome.language, texts),
        );
      }
      await enqueueWebhookEvent(trx, 'customer', 'created', user.id);
      return user;
    });
    return { ok: true, value: toAccountUser(row) };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (await emailTaken(db, email)) return duplicate;
    throw error;
  }
}
