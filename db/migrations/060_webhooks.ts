import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * WooCommerce's webhooks, the deliveries waiting to go out, and the log of the recent ones.
 *
 * `webhooks`: a topic (`order.created`…), where it goes, its secret and status (`active`, `paused`,
 * `disabled`); `failure_count` counts failed deliveries in a row and `retry_at` holds its deliveries back
 * after a failure (the backoff); `pending_delivery` is 1 until a ping has been answered, as WooCommerce's.
 *
 * `webhook_queue`: one row per delivery to make, written in the transaction of the change it tells of.
 * The body is made at the first attempt and kept, so every retry sends the same bytes under the same
 * delivery id; `locked_until` is a worker's lease on the row while it delivers it (several processes
 * deliver the queue without sending one row twice).
 *
 * `webhook_deliveries`: each attempt with its answer (status and the first bytes of the body, or why
 * there was none), the last few per webhook.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('webhooks'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('delivery_url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('retry_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // What a change asks in its transaction: the active webhooks of its topic.
  await db.schema.createIndex('webhooks_topic_status').on('webhooks').columns(['topic', 'status']).execute();

  await withId(db.schema.createTable('webhook_queue'), dialect)
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('delivery_id', 'text')
    .addColumn('payload', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_queue_webhook').on('webhook_queue').columns(['webhook_id', 'id']).execute();

  await withId(db.schema.createTable('webhook_deliveries'), dialect)
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_webhook').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();
}
