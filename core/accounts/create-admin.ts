import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { nowIso } from '../shared/time.ts';
import { generatePassword, hashPassword } from './password.ts';
import { MIN_PASSWORD_LENGTH } from './register.ts';
import { emailTaken, normalizeEmail } from './users.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';

const adminSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{2,60}$/, 'The username may use 2–60 letters, digits, dots, dashes and underscores.'),
  email: z.string().trim().pipe(z.email('The e-mail address is not valid.')),
  password: z.string().min(MIN_PASSWORD_LENGTH, `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024).optional(),
});

export interface CreatedAdmin {
  user: AccountUser;
  /** Set when no password was given and one was generated: show it once. */
  generatedPassword?: string;
}

/** Creates an administrator; a password is generated when none is given. */
export async function createAdmin(
  db: Db,
  input: { username: string; email: string; password?: string | undefined },
): Promise<Result<CreatedAdmin, 'invalid' | 'duplicate'>> {
  const parsed = adminSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('invalid', issue?.message ?? 'Invalid input.', String(issue?.path[0] ?? ''));
  }
  const { username } = parsed.data;
  const email = normalizeEmail(parsed.data.email);
  if (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) {
    return fail('duplicate', `The username "${username}" is already taken.`, 'username');
  }
  if (await emailTaken(db, email)) return fail('duplicate', `An account already uses ${email}.`, 'email');
  const password = parsed.data.password ?? generatePassword();
  const row = await db
    .insertInto('users')
    .values({ username, email, password_hash: await hashPassword(password), role: 'administrator', first_name: '', last_name: '', created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok({ user: toAccountUser(row), ...(parsed.data.password ? {} : { generatedPassword: password }) });
}
