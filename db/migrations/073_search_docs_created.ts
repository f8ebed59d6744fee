import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: each search document carries its product's date too, what a search sorted newest first
 * (the REST lists' default) orders its matches by, so such a search reads its tiers from the documents
 * alone, as migration 072 let a search in relevance order do: read from each match's product row, the
 * date cost a search of a common word a thousand row reads at a million products. Kept in step as 072
 * keeps the status and menu order, by the same two triggers.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(`alter table product_search_docs add column created_at text`).execute(db);
  await sql.raw(`update product_search_docs d set created_at = p.created_at from products p where p.id = d.product_id`).execute(db);
  await sql.raw(`alter table product_search_docs alter column created_at set not null`).execute(db);
  await sql
    .raw(
      `create or replace function product_search_doc_listing() returns trigger language plpgsql as $$
       begin
         select p.status, p.menu_order, p.created_at into new.status, new.menu_order, new.created_at from products p where p.id = new.product_id;
         return new;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create or replace function product_search_listing_changed() returns trigger language plpgsql as $$
       begin
         update product_search_docs set status = new.status, menu_order = new.menu_order, created_at = new.created_at where product_id = new.id;
         return null;
       end $$`,
    )
    .execute(db);
  await sql.raw('drop trigger product_search_listing_changed on products').execute(db);
  await sql
    .raw(
      `create trigger product_search_listing_changed after update of status, menu_order, created_at on products for each row
       when (old.status is distinct from new.status or old.menu_order is distinct from new.menu_order or old.created_at is distinct from new.created_at)
       execute function product_search_listing_changed()`,
    )
    .execute(db);
}
