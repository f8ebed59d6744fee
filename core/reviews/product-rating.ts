import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/**
 * Takes the product's row lock for the rest of the transaction, before any review of it is written.
 * On PostgreSQL a second writer of the same product waits here until the first commits, so its recount
 * (a later statement, a later snapshot) sees the first one's review; SQLite's write transactions begin
 * IMMEDIATE and are one at a time already. False when there is no such product.
 */
export async function lockProductForReviews(trx: Db, productId: number): Promise<boolean> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .$if(postgres, (query) => query.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a product's `average_rating` (two decimals) and `rating_count` from its approved, rated reviews
 * (replies have no rating), in one statement: never a read, then a write of what was read. Call it in the
 * transaction of the change, after lockProductForReviews. The listing tables copy the two by trigger.
 */
export async function recountProductRating(trx: Db, productId: number): Promise<void> {
  const rated = sql`from product_reviews r where r.product_id = products.id and r.status = 'approved' and r.parent_id is null and r.rating is not null`;
  await sql`update products set
      average_rating = coalesce((select round(cast(avg(r.rating) as numeric), 2) ${rated}), 0),
      rating_count = (select count(*) ${rated})
    where id = ${productId}`.execute(trx);
}
