import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * WooCommerce's product reviews (comments of type `review` on a product): a shopper's rating (1–5; null
 * for the owner's replies, which point at their review by `parent_id`), text, name and e-mail, status
 * (`hold`, `approved`, `spam`, `trash`), whether the author bought the product, their address (for the
 * rate limit) and language. A product's `average_rating` and `rating_count` are recomputed from its
 * approved rated reviews in every review change's transaction (core/reviews/). The numbers the demo
 * store once drew at random are reset here: a shop must never show a rating nobody gave.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('product_reviews'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('product_reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'integer')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('hold'))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A product's approved reviews, newest first (the product page, the recount).
  await db.schema.createIndex('product_reviews_by_product').on('product_reviews').columns(['product_id', 'status', 'created_at', 'id']).execute();
  // The owner's list: by status, newest first.
  await db.schema.createIndex('product_reviews_by_status').on('product_reviews').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('product_reviews_by_parent').on('product_reviews').column('parent_id').execute();
  // The rate limit counts one address's recent reviews.
  await db.schema.createIndex('product_reviews_by_address').on('product_reviews').columns(['author_ip', 'created_at']).execute();

  await sql`update products set average_rating = 0, rating_count = 0 where average_rating <> 0 or rating_count <> 0`.execute(db);
}
