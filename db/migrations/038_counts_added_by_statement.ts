import { sql, type Kysely } from 'kysely';

/**
 * On PostgreSQL, the counts that new rows add to (a category's products, the products of each status
 * and type) are added once a statement, from the statement's new rows, rather than once a row, and so
 * are new translations' search documents (a translation added made its product's documents anew). A
 * statement linking a batch of 500 products to one category updated that category's row 500 times in
 * one transaction, each update walking the versions the ones before it left (half a second a statement
 * for an import's batch); now it is one update per category. Updates and deletes keep their row
 * triggers (migrations 021 and 027). SQLite updates a row in place: its row triggers stay.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  const LISTED = `p.status = 'publish' and p.type <> 'variation'`;
  for (const statement of [
    // A category's products: the links added whose product is listed.
    `drop trigger category_count_link on product_categories`,
    `create trigger category_count_link after update or delete on product_categories for each row execute function category_count_on_link()`,
    `create function category_count_on_links_added() returns trigger language plpgsql as $$
     begin
       update categories c set product_count = c.product_count + added.n
       from (select l.category_id, count(*) as n from added_links l join products p on p.id = l.product_id where ${LISTED} group by l.category_id) added
       where c.id = added.category_id;
       return null;
     end $$`,
    `create trigger category_count_links_added after insert on product_categories referencing new table as added_links
     for each statement execute function category_count_on_links_added()`,
    // The products of each status and type.
    `drop trigger product_counts_change on products`,
    `create trigger product_counts_change after update of status, type or delete on products for each row execute function product_counts_on_change()`,
    `create function product_counts_on_added() returns trigger language plpgsql as $$
     begin
       insert into product_counts (status, type, count)
       select p.status, p.type, count(*) from added_products p group by p.status, p.type
       on conflict (status, type) do update set count = product_counts.count + excluded.count;
       return null;
     end $$`,
    `create trigger product_counts_added after insert on products referencing new table as added_products
     for each statement execute function product_counts_on_added()`,
    // A new translation's search document (migration 022 rebuilt all of its product's, once a row).
    `drop trigger product_search_translation_changed on product_translations`,
    `create trigger product_search_translation_changed after update or delete on product_translations
     for each row execute function product_search_translation_changed()`,
    `create function product_search_translations_added() returns trigger language plpgsql as $$
     begin
       insert into product_search_docs (product_id, locale, document)
       select p.id, t.locale, product_search_document(coalesce(nullif(t.name, ''), p.name), p.sku,
         coalesce(nullif(t.short_description, ''), p.short_description), coalesce(nullif(t.description, ''), p.description))
       from added_translations t join products p on p.id = t.product_id where p.type <> 'variation'
       on conflict (product_id, locale) do update set document = excluded.document;
       insert into product_search_terms (term)
       -- In order, so two writers adding the same words never wait on each other in opposite orders.
       select distinct w.lexeme from product_search_docs d join added_translations t on t.product_id = d.product_id and t.locale = d.locale, unnest(d.document) w
       order by 1
       on conflict do nothing;
       return null;
     end $$`,
    `create trigger product_search_translations_added after insert on product_translations referencing new table as added_translations
     for each statement execute function product_search_translations_added()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
