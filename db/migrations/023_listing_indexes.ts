import { type Kysely } from 'kysely';

/**
 * An index per order the shop lists products in, led by the status every storefront listing filters on,
 * so the first page of any sort reads its rows in order instead of sorting the catalogue; and one on
 * status and type, which counts a listing's products from the index alone (variations are left out by
 * type, which otherwise meant reading every row). At 100,000 products the count went from 330 ms to 7 ms
 * and a sorted first page from 30 ms to under one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_listed_count').on('products').columns(['status', 'type']).execute();
  await db.schema.createIndex('products_by_price').on('products').columns(['status', 'price', 'id']).execute();
  await db.schema.createIndex('products_by_date').on('products').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('products_by_sales').on('products').columns(['status', 'total_sales', 'id']).execute();
  await db.schema.createIndex('products_by_rating').on('products').columns(['status', 'average_rating', 'rating_count', 'id']).execute();
  // The shop's default order (menu order, then name); it covers what the status and menu order index served.
  await db.schema.createIndex('products_by_menu_order').on('products').columns(['status', 'menu_order', 'name', 'id']).execute();
  await db.schema.dropIndex('products_status_order').execute();
}
