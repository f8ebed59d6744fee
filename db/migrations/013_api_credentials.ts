import type { Kysely } from 'kysely';
import { withId } from './with-id.ts';
import type { DialectName } from '../connect.ts';

/**
 * Credentials for scripts using the REST API: WooCommerce's API keys (the consumer key kept only as a
 * keyed hash, the secret only as the hashes HMAC signing reduces it to, docs/decisions.md), the OAuth 1.0a
 * nonces already used (in the database, so every server process refuses a replay), and WordPress's
 * application passwords (hashed as account passwords are).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('api_keys'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('consumer_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('secret_sha1', 'text', (c) => c.notNull())
    .addColumn('secret_sha256', 'text', (c) => c.notNull())
    .addColumn('truncated_key', 'text', (c) => c.notNull())
    .addColumn('last_access', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('api_key_nonces')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_key_nonces_pk', ['key_id', 'nonce'])
    .execute();
  await db.schema.createIndex('api_key_nonces_timestamp').on('api_key_nonces').column('timestamp').execute();
  await withId(db.schema.createTable('application_passwords'), dialect)
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used', 'text')
    .execute();
  await db.schema.createIndex('application_passwords_user').on('application_passwords').column('user_id').execute();
}
