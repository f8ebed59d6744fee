import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';
import { hashPassword } from './password.ts';
import { emailTaken, normalizeEmail, uniqueUsername } from './users.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { fieldErrorsFrom, type FormFailure } from '../shared/validation.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** The rules for every password a person chooses: at sign-up, when resetting it, from the shop CLI. */
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(1024, 'That password is too long.');

export const registrationSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address, such as name@example.com.')),
  password: passwordSchema,
  first_name: z.string().trim().max(100, 'Keep the first name under 100 characters.').default(''),
  last_name: z.string().trim().max(100, 'Keep the last name under 100 characters.').default(''),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationValues = Omit<z.infer<typeof registrationSchema>, 'password'>;

/** Creates a customer account; its username comes from the e-mail address. */
export async function registerCustomer(
  db: Db,
  input: RegistrationInput,
): Promise<{ ok: true; value: AccountUser } | FormFailure<RegistrationValues>> {
  const values = {
    email: String(input.email ?? '').slice(0, 300),
    first_name: String(input.first_name ?? '').slice(0, 300),
    last_name: String(input.last_name ?? '').slice(0, 300),
  };
  const parsed = registrationSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error), values };
  const email = normalizeEmail(parsed.data.email);
  const duplicate = { ok: false as const, errors: { email: 'An account is already registered with this e-mail address. Please log in.' }, values };
  if (await emailTaken(db, email)) return duplicate;
  const passwordHash = await hashPassword(parsed.data.password);
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: await uniqueUsername(db, email.split('@')[0] ?? ''),
        email,
        password_hash: passwordHash,
        role: 'customer',
        first_name: parsed.data.first_name,
        last_name: parsed.data.last_name,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, value: toAccountUser(row) };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (await emailTaken(db, email)) return duplicate;
    throw error;
  }
}
