import { describe, expect, it } from 'vitest';
import { authenticate, INVALID_CREDENTIALS } from '../core/accounts/authenticate.ts';
import { createAdmin } from '../core/accounts/create-admin.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { displayName } from '../core/accounts/user-view.ts';
import { getUserById } from '../core/accounts/users.ts';
import { up as clearSeededAdminName } from '../db/migrations/010b_seeded_admin_name.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

const attempt = (login: string, password: string) => ({ login, password, clientAddress: null, deviceTokens: [] });

describe.each(DIALECTS)('customer accounts on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('registers a customer with a username taken from the e-mail address', async () => {
    const result = await registerCustomer(database.db, { email: ' Ada.Lovelace@Example.com ', password: 'analytical-engine', first_name: 'Ada', last_name: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ username: 'ada.lovelace', email: 'ada.lovelace@example.com', role: 'customer', firstName: 'Ada' });
    expect(await getUserById(database.db, result.value.id)).toEqual(result.value);
  });

  it('makes the derived username unique', async () => {
    const result = await registerCustomer(database.db, { email: 'ada.lovelace@other.example', password: 'another-password' });
    expect(result.ok && result.value.username).toBe('ada.lovelace-2');
  });

  it('refuses a second account for the same e-mail address, whatever its case, keeping the typed values', async () => {
    const result = await registerCustomer(database.db, { email: 'ADA.LOVELACE@example.com', password: 'whatever-else', first_name: 'A' });
    expect(result).toEqual({
      ok: false,
      errors: { email: 'An account is already registered with this e-mail address. Please log in.' },
      values: { email: 'ADA.LOVELACE@example.com', first_name: 'A', last_name: '' },
    });
  });

  it('explains each invalid field', async () => {
    const result = await registerCustomer(database.db, { email: 'not-an-address', password: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toMatch(/valid e-mail address/);
    expect(result.errors.password).toBe('Choose a password of at least 8 characters.');
  });

  it('signs in by username or by e-mail address', async () => {
    const byName = await authenticate(database.db, attempt('ada.lovelace', 'analytical-engine'));
    const byEmail = await authenticate(database.db, attempt('Ada.Lovelace@example.com', 'analytical-engine'));
    expect(byName.ok && byName.value.user.email).toBe('ada.lovelace@example.com');
    expect(byEmail.ok && byEmail.value.user.username).toBe('ada.lovelace');
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const wrong = await authenticate(database.db, attempt('ada.lovelace', 'not-the-password'));
    const unknown = await authenticate(database.db, attempt('nobody-here', 'analytical-engine'));
    expect(wrong).toEqual({ ok: false, error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS } });
    expect(unknown).toEqual(wrong);
  });

  it('creates administrators, generating a password when none is given', async () => {
    const created = await createAdmin(database.db, { username: 'Manager', email: 'manager@example.com' });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value.user).toMatchObject({ username: 'manager', role: 'administrator' });
    const password = created.value.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await authenticate(database.db, attempt('manager', password))).ok).toBe(true);

    const chosen = await createAdmin(database.db, { username: 'owner', email: 'owner@example.com', password: 'chosen-password' });
    expect(chosen.ok && chosen.value.generatedPassword).toBeUndefined();
    expect(await createAdmin(database.db, { username: 'manager', email: 'x@example.com' })).toMatchObject({ ok: false, error: { code: 'duplicate', field: 'username' } });
    expect(await createAdmin(database.db, { username: 'new', email: 'MANAGER@example.com' })).toMatchObject({ ok: false, error: { code: 'duplicate', field: 'email' } });
    expect(await createAdmin(database.db, { username: 'bad name!', email: 'y@example.com' })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'username' } });
  });

  it('greets the demo administrator by username once its placeholder name "Shop Owner" is cleared, and keeps real names', async () => {
    const insert = (username: string, role: 'administrator' | 'customer', first_name: string, last_name: string) =>
      database.db
        .insertInto('users')
        .values({ username, email: `${username}@example.com`, password_hash: 'x', role, first_name, last_name, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
    const admin = await insert('admin', 'administrator', 'Shop', 'Owner');
    const shopper = await insert('shop-owner', 'customer', 'Shop', 'Owner');
    expect(displayName((await getUserById(database.db, admin.id))!)).toBe('Shop');
    await clearSeededAdminName(database.db as unknown as Parameters<typeof clearSeededAdminName>[0]);
    expect(displayName((await getUserById(database.db, admin.id))!)).toBe('admin');
    expect(displayName((await getUserById(database.db, shopper.id))!)).toBe('Shop');
  });
});
