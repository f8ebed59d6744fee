import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/**
 * What keeps the owner's product and order lists (the admin, `wc/v3/orders`) as quick with a million rows
 * as with a thousand:
 * - an index per order the lists offer, the id last so ties page in a fixed order; the order list's also
 *   led by the status it filters on. They take over the single-column date and price indexes they begin with.
 * - orders per status kept by triggers, so the totals and the status filter's numbers read a few rows
 *   instead of counting every order on each page (products per status and type: migration 027).
 * - a trigram index of each order's billing e-mail and name, so the order search (any part of either)
 *   reads the orders that hold the text instead of every order. SQLite: an FTS5 table with the trigram
 *   tokenizer, kept by triggers. PostgreSQL: pg_trgm GIN indexes on the texts themselves, where pg_trgm
 *   is installed (migration 022 installs it when it can); without it the search reads every order, as before.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await indexes(db);
  if (dialect === 'postgres') await postgres(db);
  else await sqlite(db);
  await sql`insert into order_status_counts (status, count) select status, count(*) from orders group by status`.execute(db);
}

async function indexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_by_date').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_by_total').on('orders').columns(['total', 'id']).execute();
  await db.schema.createIndex('orders_by_modified').on('orders').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('orders_by_status_date').on('orders').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_by_status_total').on('orders').columns(['status', 'total', 'id']).execute();
  await db.schema.createIndex('orders_by_status_id').on('orders').columns(['status', 'id']).execute();
  await db.schema.dropIndex('orders_created').execute();
  await db.schema.createIndex('products_owner_by_date').on('products').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('products_owner_by_price').on('products').columns(['price', 'id']).execute();
  await db.schema.createIndex('products_owner_by_name').on('products').columns(['name', 'id']).execute();
  await db.schema.dropIndex('products_created').execute();
  await db.schema.dropIndex('products_price').execute();
  await db.schema
    .createTable('order_status_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}

/** The billing name as the order search reads it: "first last". */
export const BILLING_NAME = (row?: string) => {
  const column = (name: string) => (row ? `${row}.${name}` : name);
  return `coalesce(${column('first_name')}, '') || ' ' || coalesce(${column('last_name')}, '')`;
};

const SQLITE = [
  `create trigger order_status_count_added after insert on orders begin
    insert into order_status_counts (status, count) values (new.status, 1) on conflict (status) do update set count = count + 1;
  end`,
  `create trigger order_status_count_removed after delete on orders begin
    update order_status_counts set count = count - 1 where status = old.status;
  end`,
  `create trigger order_status_count_changed after update of status on orders when old.status <> new.status begin
    update order_status_counts set count = count - 1 where status = old.status;
    insert into order_status_counts (status, count) values (new.status, 1) on conflict (status) do update set count = count + 1;
  end`,
  // Rowid is the order's id. FTS5's LIKE reads the trigram index for a pattern without ESCAPE.
  `create virtual table order_search using fts5 (email, name, tokenize = 'trigram')`,
  `create trigger order_search_order_added after insert on orders begin
    insert into order_search (rowid, email, name) values (new.id, new.billing_email, ' ');
  end`,
  `create trigger order_search_email_changed after update of billing_email on orders begin
    update order_search set email = new.billing_email where rowid = new.id;
  end`,
  `create trigger order_search_order_removed after delete on orders begin
    delete from order_search where rowid = old.id;
  end`,
  `create trigger order_search_billing_added after insert on order_addresses when new.type = 'billing' begin
    update order_search set name = ${BILLING_NAME('new')} where rowid = new.order_id;
  end`,
  `create trigger order_search_billing_changed after update on order_addresses when old.type = 'billing' or new.type = 'billing' begin
    update order_search set name = ' ' where rowid = old.order_id and old.type = 'billing';
    update order_search set name = ${BILLING_NAME('new')} where rowid = new.order_id and new.type = 'billing';
  end`,
  `create trigger order_search_billing_removed after delete on order_addresses when old.type = 'billing' begin
    update order_search set name = ' ' where rowid = old.order_id;
  end`,
  `insert into order_search (rowid, email, name)
    select o.id, o.billing_email, ${BILLING_NAME('a')} from orders o left join order_addresses a on a.order_id = o.id and a.type = 'billing'`,
];

async function sqlite(db: Kysely<unknown>): Promise<void> {
  for (const statement of SQLITE) await sql.raw(statement).execute(db);
}

const POSTGRES = [
  `create function order_status_count_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update order_status_counts set count = count - 1 where status = old.status;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into order_status_counts (status, count) values (new.status, 1) on conflict (status) do update set count = order_status_counts.count + 1;
    end if;
    return null;
  end $$`,
  `create trigger order_status_count_added_or_removed after insert or delete on orders for each row execute function order_status_count_changed()`,
  `create trigger order_status_count_changed after update of status on orders for each row when (old.status is distinct from new.status)
    execute function order_status_count_changed()`,
];

async function postgres(db: Kysely<unknown>): Promise<void> {
  for (const statement of POSTGRES) await sql.raw(statement).execute(db);
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (schema === undefined) return;
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
  await sql`create index orders_email_trigrams on orders using gin (lower(billing_email) ${ops})`.execute(db);
  await sql`create index order_addresses_billing_name_trigrams on order_addresses using gin ((lower(${sql.raw(BILLING_NAME())})) ${ops}) where type = 'billing'`.execute(db);
}
