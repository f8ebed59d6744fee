import type { Db } from '../../db/connect.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { generatePassword } from './password.ts';
import { passwordSchema } from './register.ts';
import { setPassword } from './set-password.ts';
import { findUserByLogin } from './users.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { translator } from '../i18n/translator.ts';

export interface PasswordChange {
  user: AccountUser;
  /** Set when no password was given and one was generated: show it once. */
  generatedPassword?: string;
}

/**
 * The shop owner's way back into an account (`npm run shop -- reset-password`): sets the given password
 * (registration's rules) or a generated one, and signs out every session of the account.
 */
export async function resetPasswordByLogin(db: Db, input: { login: string; password?: string | undefined }): Promise<Result<PasswordChange, 'unknown_user' | 'invalid'>> {
  const user = input.login.trim().length <= 254 ? await findUserByLogin(db, input.login) : null;
  if (!user) return fail('unknown_user', `No user has the username or e-mail address "${input.login.trim()}".`);
  let password = generatePassword();
  if (input.password !== undefined) {
    // The shop CLI speaks English.
    const checked = passwordSchema(translator('en')).safeParse(input.password);
    if (!checked.success) return fail('invalid', checked.error.issues[0]?.message ?? 'Choose another password.', 'password');
    password = checked.data;
  }
  await setPassword(db, user.id, password);
  return ok({ user: toAccountUser(user), ...(input.password === undefined ? { generatedPassword: password } : {}) });
}
