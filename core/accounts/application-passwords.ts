import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { nowIso } from '../shared/time.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findUserByLogin } from './users.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { APPLICATION_PASSWORD_NAME_MAX } from './api-credentials-view.ts';

/** WordPress's application passwords: 24 letters and digits, shown in groups of four, spaces ignored. */
export const APPLICATION_PASSWORD_LENGTH = 24;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function generateApplicationPassword(): string {
  let password = '';
  for (let i = 0; i < APPLICATION_PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/** `abcd efgh ijkl mnop qrst uvwx`, as WordPress shows a new one. */
export function chunkApplicationPassword(password: string): string {
  return password.match(/.{1,4}/g)?.join(' ') ?? password;
}

/** What WordPress compares: the password without its spaces (or anything else not a letter or digit). */
export function normaliseApplicationPassword(sent: string): string {
  return sent.replace(/[^a-z\d]/gi, '');
}

export interface NewApplicationPassword {
  uuid: string;
  name: string;
  /** The password in groups of four, shown once. */
  password: string;
}

export async function createApplicationPassword(db: Db, userId: number, name: string): Promise<Result<NewApplicationPassword, 'invalid_name' | 'duplicate_name'>> {
  const trimmed = name.trim();
  if (!trimmed) return fail('invalid_name', 'Give the application password a name.', 'name');
  if (trimmed.length > APPLICATION_PASSWORD_NAME_MAX) return fail('invalid_name', `The name must be at most ${APPLICATION_PASSWORD_NAME_MAX} characters.`, 'name');
  // WordPress refuses a second password of the same name for a user: the list would not tell them apart.
  const taken = await db.selectFrom('application_passwords').select('id').where('user_id', '=', userId).where('name', '=', trimmed).executeTakeFirst();
  if (taken) return fail('duplicate_name', 'Each application password should have a unique name.', 'name');
  const password = generateApplicationPassword();
  const uuid = randomUUID();
  await db
    .insertInto('application_passwords')
    .values({ uuid, user_id: userId, name: trimmed, password_hash: await hashPassword(password), created_at: nowIso(), last_used: null })
    .execute();
  return ok({ uuid, name: trimmed, password: chunkApplicationPassword(password) });
}

export interface ApplicationPasswordListing {
  uuid: string;
  name: string;
  createdAt: string;
  lastUsed: string | null;
}

export async function listApplicationPasswords(db: Db, userId: number): Promise<ApplicationPasswordListing[]> {
  const rows = await db.selectFrom('application_passwords').select(['uuid', 'name', 'created_at', 'last_used']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return rows.map((row) => ({ uuid: row.uuid, name: row.name, createdAt: row.created_at, lastUsed: row.last_used }));
}

/** Revokes one of the user's application passwords; false when they have none by that uuid. */
export async function revokeApplicationPassword(db: Db, userId: number, uuid: string): Promise<boolean> {
  const result = await db.deleteFrom('application_passwords').where('user_id', '=', userId).where('uuid', '=', uuid).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type ApplicationPasswordFailure = 'invalid_username' | 'incorrect_password';

/**
 * The user a `login:password` pair names when the password is one of their application passwords
 * (WordPress's error codes otherwise); the password's last use is recorded.
 */
export async function authenticateApplicationPassword(db: Db, login: string, sent: string): Promise<Result<AccountUser, ApplicationPasswordFailure>> {
  const user = await findUserByLogin(db, login);
  if (!user) return fail('invalid_username', 'Unknown username. Check again or try your email address.');
  const password = normaliseApplicationPassword(sent);
  if (password.length !== APPLICATION_PASSWORD_LENGTH) return fail('incorrect_password', 'The provided password is an invalid application password.');
  const candidates = await db.selectFrom('application_passwords').select(['id', 'password_hash']).where('user_id', '=', user.id).execute();
  for (const candidate of candidates) {
    if (await verifyPassword(password, candidate.password_hash)) {
      await db.updateTable('application_passwords').set({ last_used: nowIso() }).where('id', '=', candidate.id).execute();
      return ok(toAccountUser(user));
    }
  }
  return fail('incorrect_password', 'The provided password is an invalid application password.');
}
