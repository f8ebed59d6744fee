import { sql, type Kysely } from 'kysely';

/**
 * A category's page lists its products in any of the shop's orders from one index: each link of a
 * product to a category carries the product's sort columns and whether the shop lists it (published, not
 * a variation), kept by database triggers, with an index per order led by the category and holding the
 * listed links only. Without them a category of 160,000 products was read whole and sorted on each view
 * (0.9 s at a million products); a product's own order index, walked for a category's products, finds
 * them late when names and categories go together. Every writer keeps them: the triggers see to it.
 */
const COPIED = ['menu_order', 'name', 'price', 'created_at', 'total_sales', 'average_rating', 'rating_count'] as const;
const LISTED = (row: string) => `case when ${row}.status = 'publish' and ${row}.type <> 'variation' then 1 else 0 end`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  let table = db.schema
    .alterTable('product_categories')
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0));
  await table.execute();
  for (const [column, type, fallback] of [
    ['menu_order', 'integer', 0],
    ['name', 'text', ''],
    ['price', 'bigint', 0],
    ['created_at', 'text', ''],
    ['total_sales', 'integer', 0],
    ['average_rating', 'real', 0],
    ['rating_count', 'integer', 0],
  ] as const) {
    table = db.schema.alterTable('product_categories').addColumn(column, type, (c) => c.notNull().defaultTo(fallback));
    await table.execute();
  }
  const copied = COPIED.join(', ');
  const fromProduct = `select ${LISTED('p')}, ${COPIED.map((column) => `p.${column}`).join(', ')} from products p`;
  await sql.raw(`update product_categories set (listed, ${copied}) = (${fromProduct} where p.id = product_categories.product_id)`).execute(db);
  const changed = `old.status <> new.status or old.type <> new.type or ${COPIED.map((column) => `old.${column} <> new.${column}`).join(' or ')}`;
  const copyNew = `listed = ${LISTED('new')}, ${COPIED.map((column) => `${column} = new.${column}`).join(', ')}`;
  if (dialect === 'sqlite') {
    await sql.raw(`create trigger category_listing_linked after insert on product_categories begin
      update product_categories set (listed, ${copied}) = (${fromProduct} where p.id = new.product_id)
      where product_id = new.product_id and category_id = new.category_id; end`).execute(db);
    await sql.raw(`create trigger category_listing_product_changed after update of status, type, ${copied} on products when ${changed}
      begin update product_categories set ${copyNew} where product_id = new.id; end`).execute(db);
  } else {
    await sql.raw(`create function category_listing_on_link() returns trigger language plpgsql as $$
      begin
        select ${LISTED('p')}, ${COPIED.map((column) => `p.${column}`).join(', ')}
          into new.listed, ${COPIED.map((column) => `new.${column}`).join(', ')} from products p where p.id = new.product_id;
        return new;
      end $$`).execute(db);
    await sql.raw(`create trigger category_listing_link before insert or update of product_id on product_categories
      for each row execute function category_listing_on_link()`).execute(db);
    await sql.raw(`create function category_listing_on_product() returns trigger language plpgsql as $$
      begin
        update product_categories set ${copyNew} where product_id = new.id;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger category_listing_product_changed after update of status, type, ${copied} on products
      for each row when (${changed.replaceAll('<>', 'is distinct from')}) execute function category_listing_on_product()`).execute(db);
  }
  for (const [name, columns] of [
    ['category_listing_by_menu_order', 'menu_order, name, product_id'],
    ['category_listing_by_price', 'price, product_id'],
    ['category_listing_by_date', 'created_at, product_id'],
    ['category_listing_by_sales', 'total_sales, product_id'],
    ['category_listing_by_rating', 'average_rating, rating_count, product_id'],
  ] as const) {
    await sql.raw(`create index ${name} on product_categories (category_id, ${columns}) where listed = 1`).execute(db);
  }
}
