import { sql, type Kysely } from 'kysely';

/**
 * On PostgreSQL, the listed products of each stock status and each attribute term's listed products
 * (migration 035) are added once a statement when rows are inserted, from the statement's new rows, as
 * migration 038 made the category and status counts: a batch of 500 products updated the `instock` row
 * 500 times in one transaction, each update walking the versions the ones before it left (32 ms of a
 * 400-product statement's 125 ms at 100,000 products).
 *
 * A statement's new links look their products up by key, one at a time: as a join, the planner may hash
 * every published product for a few hundred links (migration 038's category count took 116 ms a
 * statement that way at 100,000 products, and grew with the catalogue).
 *
 * A link updated without a change of category, term or product no longer touches the counts: it took
 * one from its category and gave it back, and a variable product's new price, copied into its category
 * links (migration 029), updated the category's row twice a link.
 *
 * Deletes, moves and product changes keep their row triggers. SQLite updates a row in place: its row
 * triggers stay.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  /** Whether the product of link `l` is listed: a lookup by key, never a join the planner may hash. */
  const LINK_LISTED = `(select p.status = 'publish' and p.type <> 'variation' from products p where p.id = l.product_id)`;
  for (const statement of [
    // The listed products of each stock status.
    `drop trigger listed_counts_product_added on products`,
    `create function listed_stock_counts_on_added() returns trigger language plpgsql as $$
     begin
       insert into listed_stock_counts (stock_status, count)
       select a.stock_status, count(*) from added_products a where a.status = 'publish' and a.type <> 'variation' group by a.stock_status
       on conflict (stock_status) do update set count = listed_stock_counts.count + excluded.count;
       return null;
     end $$`,
    `create trigger listed_stock_counts_added after insert on products referencing new table as added_products
     for each statement execute function listed_stock_counts_on_added()`,
    // An attribute term's listed products: the links added whose product is listed.
    `drop trigger term_count_link on product_attribute_terms`,
    `create trigger term_count_link_removed after delete on product_attribute_terms for each row execute function term_count_on_link()`,
    `create trigger term_count_link_moved after update of term_id, product_id on product_attribute_terms for each row
     when (old.term_id <> new.term_id or old.product_id <> new.product_id) execute function term_count_on_link()`,
    `create function term_counts_on_links_added() returns trigger language plpgsql as $$
     begin
       update attribute_terms t set product_count = t.product_count + added.n
       from (select l.term_id, count(*) as n from added_links l where ${LINK_LISTED} group by l.term_id) added
       where t.id = added.term_id;
       return null;
     end $$`,
    `create trigger term_counts_links_added after insert on product_attribute_terms referencing new table as added_links
     for each statement execute function term_counts_on_links_added()`,
    // A category's products (migration 038), its links' products looked up by key.
    `create or replace function category_count_on_links_added() returns trigger language plpgsql as $$
     begin
       update categories c set product_count = c.product_count + added.n
       from (select l.category_id, count(*) as n from added_links l where ${LINK_LISTED} group by l.category_id) added
       where c.id = added.category_id;
       return null;
     end $$`,
    `drop trigger category_count_link on product_categories`,
    `create trigger category_count_link_removed after delete on product_categories for each row execute function category_count_on_link()`,
    `create trigger category_count_link_moved after update of category_id, product_id on product_categories for each row
     when (old.category_id <> new.category_id or old.product_id <> new.product_id) execute function category_count_on_link()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
