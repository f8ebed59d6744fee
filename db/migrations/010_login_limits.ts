import type { Kysely } from 'kysely';

/**
 * What the login limiter and the lost-password flow keep, in the database so every process and machine
 * shares it:
 * - `rate_limits`: fixed-window counters by key (failed logins per client address, reset requests per
 *   address and per account). A row is dead once its window has ended.
 * - `known_login_devices`: browsers that signed in to an account before, by a hash of the random token in
 *   their cookie, each with its own small budget of wrong passwords.
 * - `password_reset_tokens`: e-mailed reset links, by a hash of the token (the token itself is only in
 *   the e-mail), valid for an hour and deleted when used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends').on('rate_limits').column('window_ends_at').execute();

  await db.schema
    .createTable('known_login_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('known_login_devices_user').on('known_login_devices').column('user_id').execute();
  await db.schema.createIndex('known_login_devices_expires').on('known_login_devices').column('expires_at').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_user').on('password_reset_tokens').column('user_id').execute();
  await db.schema.createIndex('password_reset_tokens_expires').on('password_reset_tokens').column('expires_at').execute();
}
