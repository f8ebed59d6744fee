import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the words of new search documents are taken from the documents as they are written, not
 * read back by joining the statement's new rows with every document. A trigger function's statements
 * are planned once a connection and the plan kept: planned while the catalogue was small, the join read
 * every document in order of its key (a merge join), so each batch of an import or a growing catalogue
 * took longer than the one before (60 batches of 1,000 products: 0.6 s a batch at first, 2.7 s at the
 * end, 800 ms of each in this one statement). A translation's product is looked up by its key, a
 * subquery the planner cannot turn into a join of every product (`offset 0`), and its document takes
 * the product's attribute terms (migration 045).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const statement of [
    `create or replace function product_search_products_added() returns trigger language plpgsql as $$
     begin
       with written as (
         insert into product_search_docs (product_id, locale, document)
         select a.id, '', product_search_document(a.name, a.sku, a.short_description, a.description)
         from added a where a.type <> 'variation'
         returning document)
       insert into product_search_terms (term)
       -- In order, so two writers adding the same words never wait on each other in opposite orders.
       select distinct w.lexeme from written, unnest(written.document) w
       order by 1
       on conflict do nothing;
       return null;
     end $$`,
    `create or replace function product_search_translations_added() returns trigger language plpgsql as $$
     begin
       with written as (
         insert into product_search_docs (product_id, locale, document)
         select p.id, t.locale, product_search_document(coalesce(nullif(t.name, ''), p.name), p.sku,
           coalesce(nullif(t.short_description, ''), p.short_description), coalesce(nullif(t.description, ''), p.description)) || product_search_facets(p.id)
         from added_translations t
         cross join lateral (select * from products p where p.id = t.product_id and p.type <> 'variation' offset 0) p
         on conflict (product_id, locale) do update set document = excluded.document
         returning document)
       insert into product_search_terms (term)
       select distinct w.lexeme from written, unnest(written.document) w
       where w.lexeme not like '~%'
       order by 1
       on conflict do nothing;
       return null;
     end $$`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
