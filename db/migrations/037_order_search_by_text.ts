import { sql, type Kysely } from 'kysely';
import { BILLING_NAME } from './024_owner_list_indexes.ts';

/**
 * SQLite: the order search's two texts, the billing e-mail and the billing name, each in a trigram index
 * of its own, in place of migration 024's one index of both. A search looks up its rarest trigrams
 * (core/orders/order-search.ts); in an index of both texts, finding a trigram's orders in one text meant
 * reading every order holding it in the other ("exa" is in every e-mail and in no name): 64 ms at 100,000
 * orders for an e-mail's lookup among the names. PostgreSQL indexes each text on its own already.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const statement of [
    'drop trigger order_search_order_added',
    'drop trigger order_search_email_changed',
    'drop trigger order_search_order_removed',
    'drop trigger order_search_billing_added',
    'drop trigger order_search_billing_changed',
    'drop trigger order_search_billing_removed',
    // Rowid is the order's id.
    `create virtual table order_search_emails using fts5 (email, tokenize = 'trigram')`,
    `create virtual table order_search_names using fts5 (name, tokenize = 'trigram')`,
    'insert into order_search_emails (rowid, email) select rowid, email from order_search',
    `insert into order_search_names (rowid, name) select rowid, name from order_search where name <> ' '`,
    'drop table order_search',
    `create trigger order_search_order_added after insert on orders begin
      insert into order_search_emails (rowid, email) values (new.id, new.billing_email);
    end`,
    `create trigger order_search_email_changed after update of billing_email on orders begin
      update order_search_emails set email = new.billing_email where rowid = new.id;
    end`,
    `create trigger order_search_order_removed after delete on orders begin
      delete from order_search_emails where rowid = old.id;
      delete from order_search_names where rowid = old.id;
    end`,
    `create trigger order_search_billing_added after insert on order_addresses when new.type = 'billing' begin
      insert or replace into order_search_names (rowid, name) values (new.order_id, ${BILLING_NAME('new')});
    end`,
    `create trigger order_search_billing_changed after update on order_addresses when old.type = 'billing' or new.type = 'billing' begin
      delete from order_search_names where rowid = old.order_id and old.type = 'billing';
      insert or replace into order_search_names (rowid, name) select new.order_id, ${BILLING_NAME('new')} where new.type = 'billing';
    end`,
    `create trigger order_search_billing_removed after delete on order_addresses when old.type = 'billing' begin
      delete from order_search_names where rowid = old.order_id;
    end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
