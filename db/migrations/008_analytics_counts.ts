import type { Kysely } from 'kysely';

/**
 * The storefront's own analytics, kept only as counts per day: page views per path, adds to cart per
 * product and path. No row holds anything about a visitor (no IP, user agent, cookie or id).
 * `product_id` is 0 for page views so the key has no nulls (a null never conflicts in a unique key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'kind', 'path', 'product_id'])
    .execute();
}
