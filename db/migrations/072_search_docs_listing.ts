import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: each search document carries its product's status and menu order, what a search's tiers
 * check of a match and rank it by (core/catalog/query/best-matches.ts), so a search without other filters
 * reads its matches from the documents alone: looking each of a thousand matches up in the products'
 * index (migration 071) was a third of a tier's time at 100,000 products. Kept in step at one place each
 * way: a document written takes them from its product (whichever trigger writes it), and a product's
 * change of either is copied to its documents. SQLite's tiers read each match's row by its key, in the
 * same file: nothing to add there.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(`alter table product_search_docs add column status text, add column menu_order integer`).execute(db);
  await sql.raw(`update product_search_docs d set status = p.status, menu_order = p.menu_order from products p where p.id = d.product_id`).execute(db);
  await sql.raw(`alter table product_search_docs alter column status set not null, alter column menu_order set not null`).execute(db);
  await sql
    .raw(
      `create function product_search_doc_listing() returns trigger language plpgsql as $$
       begin
         select p.status, p.menu_order into new.status, new.menu_order from products p where p.id = new.product_id;
         return new;
       end $$`,
    )
    .execute(db);
  await sql.raw('create trigger product_search_doc_listing before insert on product_search_docs for each row execute function product_search_doc_listing()').execute(db);
  await sql
    .raw(
      `create function product_search_listing_changed() returns trigger language plpgsql as $$
       begin
         update product_search_docs set status = new.status, menu_order = new.menu_order where product_id = new.id;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger product_search_listing_changed after update of status, menu_order on products for each row
       when (old.status is distinct from new.status or old.menu_order is distinct from new.menu_order)
       execute function product_search_listing_changed()`,
    )
    .execute(db);
}
