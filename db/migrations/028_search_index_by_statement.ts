import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the text index follows added and deleted products once per statement rather than once per
 * row, reading the statement's rows as a set (transition tables): an import or a bulk insert writes the
 * documents and their words in one pass each, where a trigger per row ran four statements a product.
 * Changes of a product's texts and of translations stay per row (db/migrations/022_product_search_index.ts):
 * they come one product at a time. SQLite's triggers are per row only, and cheap there.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const statement of [
    `drop trigger product_search_product_added_or_removed on products`,
    `create function product_search_products_added() returns trigger language plpgsql as $$
     begin
       insert into product_search_docs (product_id, locale, document)
       select a.id, '', product_search_document(a.name, a.sku, a.short_description, a.description)
       from added a where a.type <> 'variation';
       insert into product_search_terms (term)
       -- In order, so two writers adding the same words never wait on each other in opposite orders.
       select distinct w.lexeme from product_search_docs d join added a on a.id = d.product_id, unnest(d.document) w
       order by 1
       on conflict do nothing;
       return null;
     end $$`,
    `create trigger product_search_products_added after insert on products
     referencing new table as added for each statement execute function product_search_products_added()`,
    `create function product_search_products_removed() returns trigger language plpgsql as $$
     begin
       delete from product_search_docs where product_id in (select id from removed);
       return null;
     end $$`,
    `create trigger product_search_products_removed after delete on products
     referencing old table as removed for each statement execute function product_search_products_removed()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
