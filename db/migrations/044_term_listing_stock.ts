import { sql, type Kysely } from 'kysely';

/**
 * The facets of a listing led by a term's links (two terms chosen, say) are counted from the links alone:
 * each link of a product to a term also carries the product's stock status and the top of its price (a
 * variable product's dearest variation), as a category's links do (migration 043). They are copied by
 * the same triggers as the term's sort columns (migration 040), now copying these two as well. Read from
 * the products instead, a colour and a size of 10,000 products together took 667 ms for their stock
 * statuses and 466 ms for their price range on a first view at a million products.
 */
const COPIED = ['menu_order', 'name', 'price', 'created_at', 'total_sales', 'average_rating', 'rating_count', 'stock_status'] as const;
const LISTED = (row: string) => `case when ${row}.status = 'publish' and ${row}.type <> 'variation' then 1 else 0 end`;
const TOP = (row: string) => `coalesce(${row}.max_price, ${row}.price)`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema.alterTable('product_attribute_terms').addColumn('stock_status', 'text', (c) => c.notNull().defaultTo('instock')).execute();
  await db.schema.alterTable('product_attribute_terms').addColumn('top_price', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  const copied = [...COPIED, 'top_price'].join(', ');
  const fromProduct = `select ${LISTED('p')}, ${COPIED.map((column) => `p.${column}`).join(', ')}, ${TOP('p')} from products p`;
  await sql.raw(`update product_attribute_terms set (stock_status, top_price) = (select p.stock_status, ${TOP('p')} from products p where p.id = product_attribute_terms.product_id)`).execute(db);
  const changed = `old.status <> new.status or old.type <> new.type or ${COPIED.map((column) => `old.${column} <> new.${column}`).join(' or ')} or ${TOP('old')} <> ${TOP('new')}`;
  const copyNew = `listed = ${LISTED('new')}, ${COPIED.map((column) => `${column} = new.${column}`).join(', ')}, top_price = ${TOP('new')}`;
  const watched = `status, type, ${COPIED.join(', ')}, max_price`;
  if (dialect === 'sqlite') {
    for (const trigger of ['term_listing_linked', 'term_listing_relinked', 'term_listing_product_changed']) await sql.raw(`drop trigger ${trigger}`).execute(db);
    await sql.raw(`create trigger term_listing_linked after insert on product_attribute_terms begin
      update product_attribute_terms set (listed, ${copied}) = (${fromProduct} where p.id = new.product_id)
      where product_id = new.product_id and term_id = new.term_id; end`).execute(db);
    await sql.raw(`create trigger term_listing_relinked after update of product_id on product_attribute_terms when old.product_id <> new.product_id begin
      update product_attribute_terms set (listed, ${copied}) = (${fromProduct} where p.id = new.product_id)
      where product_id = new.product_id and term_id = new.term_id; end`).execute(db);
    await sql.raw(`create trigger term_listing_product_changed after update of ${watched} on products when ${changed}
      begin update product_attribute_terms set ${copyNew} where product_id = new.id; end`).execute(db);
  } else {
    await sql.raw(`create or replace function term_listing_on_link() returns trigger language plpgsql as $$
      begin
        select ${LISTED('p')}, ${COPIED.map((column) => `p.${column}`).join(', ')}, ${TOP('p')}
          into new.listed, ${[...COPIED, 'top_price'].map((column) => `new.${column}`).join(', ')} from products p where p.id = new.product_id;
        return new;
      end $$`).execute(db);
    await sql.raw(`create or replace function term_listing_on_product() returns trigger language plpgsql as $$
      begin
        update product_attribute_terms set ${copyNew} where product_id = new.id;
        return null;
      end $$`).execute(db);
    await sql.raw('drop trigger term_listing_product_changed on products').execute(db);
    await sql.raw(`create trigger term_listing_product_changed after update of ${watched} on products
      for each row when (${changed.replaceAll('<>', 'is distinct from')}) execute function term_listing_on_product()`).execute(db);
  }
}
