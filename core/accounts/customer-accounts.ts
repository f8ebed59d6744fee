import type { Db } from '../../db/connect.ts';
import type { User } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AddressInput } from '../checkout/checkout-form.ts';
import type { AddressKind } from '../checkout/fields.ts';
import { queueShopEmail } from '../mail/email-settings.ts';
import { renderNewAccountMail } from '../mail/new-account-mail.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { isRowId } from '../shared/row-id.ts';
import { nowIso } from '../shared/time.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';
import { addressWith, readSavedAddresses, writeAddress } from './customer-addresses.ts';
import type { MessageLocale } from '../i18n/translator.ts';
import { generatePassword, hashPassword } from './password.ts';
import { storePasswordHash } from './set-password.ts';
import { emailTaken, normalizeEmail, uniqueUsername } from './users.ts';

/**
 * Customer accounts written whole, each in one transaction with the webhook it makes (`customer.created`,
 * `customer.updated`, `customer.deleted`): sign-up and the REST API both come here. The fields are checked
 * at the edge (core/accounts/register.ts, server/rest/wc-v3/customer-json.ts); uniqueness is checked here.
 */

/** What the new-account e-mail needs beside the account: without it no e-mail is written. */
export interface WelcomeMail {
  storeName: string;
  language: MessageLocale;
  /** Absolute address of My account in that language; null leaves the link out. */
  accountUrl: string | null;
  /** The shop's public origin, for the owner's `{site_url}`. */
  siteUrl?: string | null;
}

export interface CustomerChanges {
  /** Lower-cased by the caller's check. */
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  /** The fields sent of each address, laid over what is saved. */
  billing?: Partial<AddressInput>;
  shipping?: Partial<AddressInput>;
}

export interface NewCustomer extends CustomerChanges {
  email: string;
  /** Made from the e-mail address when not given, as WooCommerce does. */
  username?: string;
}

export type CustomerWriteError = 'email_taken' | 'username_taken' | 'username_fixed' | 'not_found' | 'not_customer' | 'invalid_reassign';

const EMAIL_TAKEN = 'An account is already registered with that email address.';
const NOT_CUSTOMER = 'Only customer accounts are changed or deleted here.';

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) !== undefined;
}

/** Which unique column a failed insert or update ran into: two writes of one address or name at the same moment. */
async function takenAfterAll(db: Db, email: string | undefined, username: string | undefined, exceptId?: number): Promise<CustomerWriteError | null> {
  if (email !== undefined) {
    const other = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (other && other.id !== exceptId) return 'email_taken';
  }
  if (username !== undefined && (await usernameTaken(db, username))) return 'username_taken';
  return null;
}

async function writeAddresses(trx: Db, userId: number, changes: CustomerChanges): Promise<void> {
  const kinds = (['billing', 'shipping'] as const satisfies readonly AddressKind[]).filter((kind) => changes[kind] !== undefined);
  if (kinds.length === 0) return;
  const saved = await readSavedAddresses(trx, userId);
  for (const kind of kinds) await writeAddress(trx, userId, kind, addressWith(saved[kind], changes[kind] ?? {}));
}

/**
 * A new customer account: without a password one is made up (the customer chooses theirs with "Lost your
 * password?"), without a username one is made from the e-mail address. With `welcome`, WooCommerce's
 * new-account e-mail is queued with it.
 */
export async function createCustomer(db: Db, customer: NewCustomer, welcome?: WelcomeMail): Promise<Result<User, CustomerWriteError>> {
  const email = normalizeEmail(customer.email);
  if (await emailTaken(db, email)) return fail('email_taken', EMAIL_TAKEN, 'email');
  if (customer.username !== undefined && (await usernameTaken(db, customer.username))) return fail('username_taken', 'An account is already registered with that username.', 'username');
  const passwordHash = await hashPassword(customer.password ?? generatePassword());
  try {
    const user = await inTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          username: customer.username ?? (await uniqueUsername(trx, email.split('@')[0] ?? '')),
          email,
          password_hash: passwordHash,
          role: 'customer',
          first_name: customer.firstName ?? '',
          last_name: customer.lastName ?? '',
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAddresses(trx, row.id, customer);
      if (welcome) {
        const name = row.first_name || row.username;
        await queueShopEmail(trx, 'customer_new_account', welcome.language, (texts) =>
          renderNewAccountMail({ storeName: welcome.storeName, to: row.email, name, username: row.username, accountUrl: welcome.accountUrl, siteUrl: welcome.siteUrl }, welcome.language, texts),
        );
      }
      await enqueueWebhookEvent(trx, 'customer', 'created', row.id);
      return row;
    });
    return ok(user);
  } catch (error) {
    const taken = await takenAfterAll(db, email, customer.username);
    if (taken) return fail(taken, taken === 'email_taken' ? EMAIL_TAKEN : 'An account is already registered with that username.', taken === 'email_taken' ? 'email' : 'username');
    throw error;
  }
}

/** Any account by id, the owner's too. */
export async function getAccountRow(db: Db, id: number): Promise<User | null> {
  if (!isRowId(id)) return null;
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * Changes a customer's account: only the fields given. A new password signs the customer out everywhere,
 * as a reset does. The username never changes (WooCommerce's rule); the shop's owner accounts are not
 * changed here.
 */
export async function updateCustomer(db: Db, id: number, changes: CustomerChanges & { username?: string }): Promise<Result<User, CustomerWriteError>> {
  const user = await getAccountRow(db, id);
  if (!user) return fail('not_found', 'There is no such account.');
  if (user.role !== 'customer') return fail('not_customer', NOT_CUSTOMER);
  if (changes.username !== undefined && changes.username !== user.username) return fail('username_fixed', 'The username cannot be changed.', 'username');
  const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
  if (email !== undefined && email !== user.email && (await takenAfterAll(db, email, undefined, id))) return fail('email_taken', EMAIL_TAKEN, 'email');
  const passwordHash = changes.password === undefined ? null : await hashPassword(changes.password);
  try {
    const columns = {
      ...(email !== undefined ? { email } : {}),
      ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
    };
    const updated = await inTransaction(db, async (trx) => {
      // Only an address or the password may change: the row is then read, not written.
      const row =
        Object.keys(columns).length > 0
          ? await trx.updateTable('users').set(columns).where('id', '=', id).where('role', '=', 'customer').returningAll().executeTakeFirst()
          : await trx.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', 'customer').executeTakeFirst();
      if (!row) return null;
      if (passwordHash !== null) await storePasswordHash(trx, id, passwordHash);
      await writeAddresses(trx, id, changes);
      await enqueueWebhookEvent(trx, 'customer', 'updated', id);
      return row;
    });
    return updated ? ok(updated) : fail('not_found', 'There is no such account.');
  } catch (error) {
    if (email !== undefined && (await takenAfterAll(db, email, undefined, id))) return fail('email_taken', EMAIL_TAKEN, 'email');
    throw error;
  }
}

/**
 * Deletes a customer's account, as WordPress deletes a user: its sessions, saved addresses and keys go
 * with it; its orders keep every detail and become guest orders (WooCommerce sets their customer to 0);
 * its reviews keep the reviewer's name. `reassignTo`: another account that takes over what this one
 * uploaded (WordPress's `reassign`). The account as it was.
 */
export async function deleteCustomer(db: Db, id: number, reassignTo: number | null = null): Promise<Result<User, CustomerWriteError>> {
  const user = await getAccountRow(db, id);
  if (!user) return fail('not_found', 'There is no such account.');
  if (user.role !== 'customer') return fail('not_customer', NOT_CUSTOMER);
  if (reassignTo !== null && (reassignTo === id || !(await getAccountRow(db, reassignTo)))) return fail('invalid_reassign', 'must be the id of another account', 'reassign');
  const deleted = await inTransaction(db, async (trx) => {
    if (reassignTo !== null) await trx.updateTable('media').set({ author_id: reassignTo }).where('author_id', '=', id).execute();
    // The foreign key would do it too; written out, it is plain that the orders stay.
    await trx.updateTable('orders').set({ customer_id: null }).where('customer_id', '=', id).execute();
    const gone = await trx.deleteFrom('users').where('id', '=', id).where('role', '=', 'customer').executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return false;
    await enqueueWebhookEvent(trx, 'customer', 'deleted', id);
    return true;
  });
  return deleted ? ok(user) : fail('not_found', 'There is no such account.');
}

/** Which of these accounts have a paid order (processing or completed): WooCommerce's `is_paying_customer`. */
export async function payingCustomerIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('orders').select('customer_id').distinct().where('customer_id', 'in', [...ids]).where('status', 'in', ['processing', 'completed']).execute();
  return new Set(rows.map((row) => row.customer_id).filter((id): id is number => id !== null));
}
