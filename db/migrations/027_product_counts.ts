import { sql, type Kysely } from 'kysely';

/**
 * The number of products of each status and type, kept by database triggers as products are added,
 * deleted, published or drafted, so a listing without filters (the shop, the REST's totals, the owner's
 * status tabs) reads its total from a few rows instead of counting a catalogue of any size on every
 * request. Triggers keep it in step whoever writes: the editor, the import, the REST, the seed.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('product_counts')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_counts_pk', ['status', 'type'])
    .execute();
  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTriggers(db);
  await sql`insert into product_counts (status, type, count) select status, type, count(*) from products group by status, type`.execute(db);
}

const ADD = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
  `insert into product_counts (status, type, count) values (${row}.status, ${row}.type, 0 ${delta})
   on conflict (status, type) do update set count = product_counts.count ${delta}`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create trigger product_counts_added after insert on products begin ${ADD('new', '+ 1')}; end`,
    `create trigger product_counts_deleted after delete on products begin ${ADD('old', '- 1')}; end`,
    `create trigger product_counts_changed after update of status, type on products
     when old.status <> new.status or old.type <> new.type
     begin ${ADD('old', '- 1')}; ${ADD('new', '+ 1')}; end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function product_counts_on_change() returns trigger language plpgsql as $$
       begin
         if tg_op = 'UPDATE' and old.status = new.status and old.type = new.type then
           return new;
         end if;
         if tg_op in ('DELETE', 'UPDATE') then
           ${ADD('old', '- 1')};
         end if;
         if tg_op in ('INSERT', 'UPDATE') then
           ${ADD('new', '+ 1')};
           return new;
         end if;
         return old;
       end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger product_counts_change after insert or update of status, type or delete on products for each row execute function product_counts_on_change()`).execute(db);
}
