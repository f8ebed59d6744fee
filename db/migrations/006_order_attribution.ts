import type { Kysely } from 'kysely';

const TEXT_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'user_agent',
] as const;

/**
 * Where each order came from, one row per order written in the order's own transaction; no row means
 * the order arrived without attribution ("Unknown"). (`created_at` and its indexes were dropped again
 * by 009: the report reads the orders' own time.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('order_attribution')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'));
  for (const field of TEXT_FIELDS) table = table.addColumn(field, 'text');
  await table
    .addColumn('session_pages', 'integer')
    .addColumn('session_count', 'integer')
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_attribution_created').on('order_attribution').column('created_at').execute();
  await db.schema.createIndex('order_attribution_origin').on('order_attribution').columns(['origin', 'created_at']).execute();
}
