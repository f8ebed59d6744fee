import { sql, type Kysely } from 'kysely';

/**
 * The top of each listed link's price range in a term's own index (as migration 043 gave a category's):
 * the price filter's range on the shop narrowed by one term is then the two ends of the term's price
 * indexes, where it read every product having the term (about 125,000 for a colour at a million products).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index term_listing_by_top_price on product_attribute_terms (term_id, top_price) where listed = 1`.execute(db);
}
