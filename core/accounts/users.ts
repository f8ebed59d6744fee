import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { User } from '../../db/schema.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { isRowId } from '../shared/row-id.ts';

export async function getUserById(db: Db, id: number | null): Promise<AccountUser | null> {
  if (!isRowId(id)) return null;
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAccountUser(row) : null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Finds a user by username or, when the login contains "@", by e-mail address (both case-insensitive). */
export async function findUserByLogin(db: Db, login: string): Promise<User | null> {
  const value = login.trim().toLowerCase();
  if (!value) return null;
  const column = value.includes('@') ? 'email' : 'username';
  const row = await db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
  return row ?? null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return Boolean(row);
}

/** "Jane.Doe+shop@example.com" → "jane.doe-shop"; made unique by a numeric suffix. */
export async function uniqueUsername(db: Db, wanted: string): Promise<string> {
  const base =
    wanted
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 50) || 'customer';
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const row = await db.selectFrom('users').select('id').where('username', '=', candidate).executeTakeFirst();
    if (!row) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}
