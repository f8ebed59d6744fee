import type { Kysely } from 'kysely';

/**
 * The JSON checkout's `Idempotency-Key`s: a repeat of a placed checkout with the same key, from the same
 * session, is answered with the same order. The key is stored hashed together with the session id, so
 * the table holds neither, and a key sent from another session finds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_idempotency_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('checkout_idempotency_keys_expires').on('checkout_idempotency_keys').column('expires_at').execute();
}
