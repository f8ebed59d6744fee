import type { Kysely } from 'kysely';

/**
 * `order_attribution.created_at` repeated the order's own time, and the report reads `orders.created_at`
 * (it counts orders without attribution too), so the copy and its two indexes only cost every order
 * write. Indexes go first: neither database drops an indexed column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_attribution_origin').ifExists().execute();
  await db.schema.dropIndex('order_attribution_created').ifExists().execute();
  await db.schema.alterTable('order_attribution').dropColumn('created_at').execute();
}
