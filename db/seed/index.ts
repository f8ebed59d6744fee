import type { Db } from '../connect.ts';
import { generatePassword, hashPassword } from '../../core/accounts/password.ts';
import { nowIso } from '../../core/shared/time.ts';

export interface SeedOptions {
  adminPassword?: string | undefined;
  uploadsDir: string;
}

export interface SeedResult {
  seeded: boolean;
  generatedAdminPassword?: string;
}

/** On an empty database: the demo store and an administrator. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false };
  const password = options.adminPassword ?? generatePassword();
  await db
    .insertInto('users')
    .values({
      username: 'admin',
      email: 'admin@vitrine.test',
      password_hash: await hashPassword(password),
      role: 'administrator',
      first_name: 'Shop',
      last_name: 'Owner',
      created_at: nowIso(),
    })
    .execute();
  return { seeded: true, ...(options.adminPassword ? {} : { generatedAdminPassword: password }) };
}
