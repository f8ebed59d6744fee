import { sql, type Kysely } from 'kysely';

/**
 * Each category keeps the number of its published products (variations never count), so the home page,
 * the category lists and the REST's `count` read a column instead of counting a catalogue of any size on
 * every request. Database triggers keep it in step, so no writer (the editor, the import, the REST, the
 * seed, a delete's cascade) can forget it: a link added or removed, a product published, drafted or
 * deleted, a product turned into a variation or back.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('product_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTriggers(db);
  await sql`
    update categories set product_count = (
      select count(*) from product_categories pc join products p on p.id = pc.product_id
      where pc.category_id = categories.id and p.status = 'publish' and p.type <> 'variation'
    )`.execute(db);
}

/** Whether the product row counts in its categories. */
const COUNTED = (row: 'new' | 'old') => `(${row}.status = 'publish' and ${row}.type <> 'variation')`;
const LINKED_PRODUCT_COUNTED = (row: 'new' | 'old') =>
  `exists (select 1 from products p where p.id = ${row}.product_id and p.status = 'publish' and p.type <> 'variation')`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create trigger category_count_link_added after insert on product_categories when ${LINKED_PRODUCT_COUNTED('new')}
     begin update categories set product_count = product_count + 1 where id = new.category_id; end`,
    // A product's delete takes its links with it (cascade): by then it is gone and counted out already.
    `create trigger category_count_link_removed after delete on product_categories when ${LINKED_PRODUCT_COUNTED('old')}
     begin update categories set product_count = product_count - 1 where id = old.category_id; end`,
    `create trigger category_count_link_moved after update of category_id, product_id on product_categories
     begin
       update categories set product_count = product_count - 1 where id = old.category_id and ${LINKED_PRODUCT_COUNTED('old')};
       update categories set product_count = product_count + 1 where id = new.category_id and ${LINKED_PRODUCT_COUNTED('new')};
     end`,
    `create trigger category_count_product_changed after update of status, type on products when ${COUNTED('old')} <> ${COUNTED('new')}
     begin
       update categories set product_count = product_count + (case when ${COUNTED('new')} then 1 else -1 end)
       where id in (select category_id from product_categories where product_id = new.id);
     end`,
    `create trigger category_count_product_deleted before delete on products when ${COUNTED('old')}
     begin update categories set product_count = product_count - 1 where id in (select category_id from product_categories where product_id = old.id); end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function category_count_on_link() returns trigger language plpgsql as $$
       begin
         if tg_op in ('DELETE', 'UPDATE') then
           update categories set product_count = product_count - 1 where id = old.category_id and ${LINKED_PRODUCT_COUNTED('old')};
         end if;
         if tg_op in ('INSERT', 'UPDATE') then
           update categories set product_count = product_count + 1 where id = new.category_id and ${LINKED_PRODUCT_COUNTED('new')};
           return new;
         end if;
         return old;
       end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger category_count_link after insert or update or delete on product_categories for each row execute function category_count_on_link()`).execute(db);
  await sql
    .raw(
      `create function category_count_on_product() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' then
           if ${COUNTED('old')} then
             update categories set product_count = product_count - 1 where id in (select category_id from product_categories where product_id = old.id);
           end if;
           return old;
         end if;
         if ${COUNTED('old')} <> ${COUNTED('new')} then
           update categories set product_count = product_count + (case when ${COUNTED('new')} then 1 else -1 end)
           where id in (select category_id from product_categories where product_id = new.id);
         end if;
         return new;
       end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger category_count_product_changed after update of status, type on products for each row execute function category_count_on_product()`).execute(db);
  await sql.raw(`create trigger category_count_product_deleted before delete on products for each row execute function category_count_on_product()`).execute(db);
}
