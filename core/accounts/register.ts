import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { createCustomer, type WelcomeMail } from './customer-accounts.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { fieldErrorsFrom, type FormFailure } from '../shared/validation.ts';
import { translator, type Translate } from '../i18n/translator.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
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

export type { WelcomeMail } from './customer-accounts.ts';

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
  const created = await createCustomer(db, { email: parsed.data.email, password: parsed.data.password, firstName: parsed.data.first_name, lastName: parsed.data.last_name }, welcome);
  if (!created.ok) return { ok: false, errors: { email: t('account.error.emailTaken') }, values };
  return { ok: true, value: toAccountUser(created.value) };
}
