import { sql, type Kysely } from 'kysely';

/**
 * A listing filtered by an attribute term is read in order from the term's own links, as a category's page
 * is from its links (migration 029): each link of a product to a term carries the product's sort columns
 * and whether the shop lists it, kept by triggers, with an index per order led by the term and holding
 * the listed links only. Walking the whole shop's order and checking each product's terms found a
 * colour's first product 31,000 rows in where names and colours go together (30 ms a page at a million
 * products, and a colour matching nothing on the first pages would be walked whole).
 */
const COPIED = ['menu_order', 'name', 'price', 'created_at', 'total_sales', 'average_rating', 'rating_count'] as const;
const LISTED = (row: string) => `case when ${row}.status = 'publish' and ${row}.type <> 'variation' then 1 else 0 end`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const [column, type, fallback] of [
    ['listed', 'integer', 0],
    ['menu_order', 'integer', 0],
    ['name', 'text', ''],
    ['price', 'bigint', 0],
    ['created_at', 'text', ''],
    ['total_sales', 'integer', 0],
    ['average_rating', 'real', 0],
    ['rating_count', 'integer', 0],
  ] as const) {
    await db.schema.alterTable('product_attribute_terms').addColumn(column, type, (c) => c.notNull().defaultTo(fallback)).execute();
  }
  const copied = COPIED.join(', ');
  const fromProduct = `select ${LISTED('p')}, ${COPIED.map((column) => `p.${column}`).join(', ')} from products p`;
  await sql.raw(`update product_attribute_terms set (listed, ${copied}) = (${fromProduct} where p.id = product_attribute_terms.product_id)`).execute(db);
  const changed = `old.status <> new.status or old.type <> new.type or ${COPIED.map((column) => `old.${column} <> new.${column}`).join(' or ')}`;
  const copyNew = `listed = ${LISTED('new')}, ${COPIED.map((column) => `${column} = new.${column}`).join(', ')}`;
  if (dialect === 'sqlite') {
    await sql.raw(`create trigger term_listing_linked after insert on product_attribute_terms begin
      update product_attribute_terms set (listed, ${copied}) = (${fromProduct} where p.id = new.product_id)
      where product_id = new.product_id and term_id = new.term_id; end`).execute(db);
    await sql.raw(`create trigger term_listing_relinked after update of product_id on product_attribute_terms when old.product_id <> new.product_id begin
      update product_attribute_terms set (listed, ${copied}) = (${fromProduct} where p.id = new.product_id)
      where product_id = new.product_id and term_id = new.term_id; end`).execute(db);
    await sql.raw(`create trigger term_listing_product_changed after update of status, type, ${copied} on products when ${changed}
      begin update product_attribute_terms set ${copyNew} where product_id = new.id; end`).execute(db);
  } else {
    await sql.raw(`create function term_listing_on_link() returns trigger language plpgsql as $$
      begin
        select ${LISTED('p')}, ${COPIED.map((column) => `p.${column}`).join(', ')}
          into new.listed, ${COPIED.map((column) => `new.${column}`).join(', ')} from products p where p.id = new.product_id;
        return new;
      end $$`).execute(db);
    await sql.raw(`create trigger term_listing_link before insert or update of product_id on product_attribute_terms
      for each row execute function term_listing_on_link()`).execute(db);
    await sql.raw(`create function term_listing_on_product() returns trigger language plpgsql as $$
      begin
        update product_attribute_terms set ${copyNew} where product_id = new.id;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger term_listing_product_changed after update of status, type, ${copied} on products
      for each row when (${changed.replaceAll('<>', 'is distinct from')}) execute function term_listing_on_product()`).execute(db);
  }
  // The term's products, read from its index alone: with the copied columns a link's row is wider, and
  // SQLite would rather scan every link in the key's index than look each row up from the term's.
  await sql.raw('drop index product_attribute_terms_term').execute(db);
  await sql.raw('create index product_attribute_terms_term on product_attribute_terms (term_id, product_id)').execute(db);
  for (const [name, columns] of [
    ['term_listing_by_menu_order', 'menu_order, name, product_id'],
    ['term_listing_by_price', 'price, product_id'],
    ['term_listing_by_date', 'created_at, product_id'],
    ['term_listing_by_sales', 'total_sales, product_id'],
    ['term_listing_by_rating', 'average_rating, rating_count, product_id'],
  ] as const) {
    await sql.raw(`create index ${name} on product_attribute_terms (term_id, ${columns}) where listed = 1`).execute(db);
  }
}
