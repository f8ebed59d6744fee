import { sql, type Kysely } from 'kysely';

/**
 * A category's own page offers its stock statuses and its price range from its listed links alone: each
 * link carries its product's stock status and the top of its price (a variable product's dearest
 * variation), kept by triggers as migration 029 keeps the sort columns, with an index of each led by the
 * category. Counted over the category's products instead, a category of 166,667 products took 368 ms for
 * its stock statuses and 322 ms for its price range on a first view at a million products.
 */
const TOP = (row: string) => `coalesce(${row}.max_price, ${row}.price)`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema.alterTable('product_categories').addColumn('stock_status', 'text', (c) => c.notNull().defaultTo('instock')).execute();
  await db.schema.alterTable('product_categories').addColumn('top_price', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  const fromProduct = `select p.stock_status, ${TOP('p')} from products p`;
  await sql.raw(`update product_categories set (stock_status, top_price) = (${fromProduct} where p.id = product_categories.product_id)`).execute(db);
  const changed = `old.stock_status <> new.stock_status or ${TOP('old')} <> ${TOP('new')}`;
  if (dialect === 'sqlite') {
    await sql.raw(`create trigger category_stock_linked after insert on product_categories begin
      update product_categories set (stock_status, top_price) = (${fromProduct} where p.id = new.product_id)
      where product_id = new.product_id and category_id = new.category_id; end`).execute(db);
    await sql.raw(`create trigger category_stock_product_changed after update of stock_status, price, max_price on products when ${changed}
      begin update product_categories set stock_status = new.stock_status, top_price = ${TOP('new')} where product_id = new.id; end`).execute(db);
  } else {
    await sql.raw(`create function category_stock_on_link() returns trigger language plpgsql as $$
      begin
        select p.stock_status, ${TOP('p')} into new.stock_status, new.top_price from products p where p.id = new.product_id;
        return new;
      end $$`).execute(db);
    await sql.raw(`create trigger category_stock_link before insert or update of product_id on product_categories
      for each row execute function category_stock_on_link()`).execute(db);
    await sql.raw(`create function category_stock_on_product() returns trigger language plpgsql as $$
      begin
        update product_categories set stock_status = new.stock_status, top_price = ${TOP('new')} where product_id = new.id;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger category_stock_product_changed after update of stock_status, price, max_price on products
      for each row when (${changed.replaceAll('<>', 'is distinct from')}) execute function category_stock_on_product()`).execute(db);
  }
  await sql`create index category_listing_by_stock on product_categories (category_id, stock_status) where listed = 1`.execute(db);
  await sql`create index category_listing_by_top_price on product_categories (category_id, top_price) where listed = 1`.execute(db);
}
