import type { Kysely } from 'kysely';

/**
 * Best sellers first is how related products and the popularity sort read the catalog: with this index
 * they walk published products in that order and stop at the page's last row instead of sorting them all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_status_sales').on('products').columns(['status', 'total_sales desc', 'id']).execute();
}
