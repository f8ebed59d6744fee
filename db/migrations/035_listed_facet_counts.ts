import { sql, type Kysely } from 'kysely';

/**
 * What the shop's layered navigation shows before any filter is chosen, kept as the catalogue changes
 * rather than counted over every product on each first view (seconds at a million products): each
 * attribute term's listed products (`attribute_terms.product_count`, as categories keep theirs since
 * migration 021), the listed products of each stock status (`listed_stock_counts`), and an index on the
 * top of each product's price range, so the price filter's bounds are an index's two ends. Listed:
 * published and not a variation. Triggers keep the counts whoever writes: the editor, the import, the
 * REST, the seed, a delete's cascade.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .alterTable('attribute_terms')
    .addColumn('product_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('listed_stock_counts')
    .addColumn('stock_status', 'text', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Beside the status, as products_by_price keeps the bottom of each range: the highest is that index's far end.
  await sql`create index products_by_top_price on products (status, (coalesce(max_price, price)))`.execute(db);
  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTriggers(db);
  await sql`
    update attribute_terms set product_count = (
      select count(*) from product_attribute_terms pat join products p on p.id = pat.product_id
      where pat.term_id = attribute_terms.id and p.status = 'publish' and p.type <> 'variation'
    )`.execute(db);
  await sql`
    insert into listed_stock_counts (stock_status, count)
    select stock_status, count(*) from products where status = 'publish' and type <> 'variation' group by stock_status`.execute(db);
  // The new index measured, or the planner takes it for the narrowest on the status and reads the bottom of the range from it.
  await sql`analyze products`.execute(db);
}

/** Whether the product row is listed. */
const LISTED = (row: 'new' | 'old') => `(${row}.status = 'publish' and ${row}.type <> 'variation')`;
const LINKED_PRODUCT_LISTED = (row: 'new' | 'old') =>
  `exists (select 1 from products p where p.id = ${row}.product_id and p.status = 'publish' and p.type <> 'variation')`;
const STOCK_ADD = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
  `insert into listed_stock_counts (stock_status, count) values (${row}.stock_status, 0 ${delta})
   on conflict (stock_status) do update set count = listed_stock_counts.count ${delta}`;
const TERMS_OF = (row: 'new' | 'old') => `(select term_id from product_attribute_terms where product_id = ${row}.id)`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `create trigger term_count_link_added after insert on product_attribute_terms when ${LINKED_PRODUCT_LISTED('new')}
     begin update attribute_terms set product_count = product_count + 1 where id = new.term_id; end`,
    // A product's delete takes its terms with it (cascade): by then it is gone and counted out already.
    `create trigger term_count_link_removed after delete on product_attribute_terms when ${LINKED_PRODUCT_LISTED('old')}
     begin update attribute_terms set product_count = product_count - 1 where id = old.term_id; end`,
    `create trigger term_count_link_moved after update of term_id, product_id on product_attribute_terms
     begin
       update attribute_terms set product_count = product_count - 1 where id = old.term_id and ${LINKED_PRODUCT_LISTED('old')};
       update attribute_terms set product_count = product_count + 1 where id = new.term_id and ${LINKED_PRODUCT_LISTED('new')};
     end`,
    `create trigger term_count_product_changed after update of status, type on products when ${LISTED('old')} <> ${LISTED('new')}
     begin
       update attribute_terms set product_count = product_count + (case when ${LISTED('new')} then 1 else -1 end) where id in ${TERMS_OF('new')};
     end`,
    `create trigger term_count_product_deleted before delete on products when ${LISTED('old')}
     begin update attribute_terms set product_count = product_count - 1 where id in ${TERMS_OF('old')}; end`,
    `create trigger stock_count_product_added after insert on products when ${LISTED('new')} begin ${STOCK_ADD('new', '+ 1')}; end`,
    `create trigger stock_count_product_deleted after delete on products when ${LISTED('old')} begin ${STOCK_ADD('old', '- 1')}; end`,
    `create trigger stock_count_product_changed after update of status, type, stock_status on products
     when ${LISTED('old')} <> ${LISTED('new')} or old.stock_status is not new.stock_status
     begin
       update listed_stock_counts set count = count - 1 where stock_status = old.stock_status and ${LISTED('old')};
       insert into listed_stock_counts (stock_status, count) select new.stock_status, 1 where ${LISTED('new')}
       on conflict (stock_status) do update set count = listed_stock_counts.count + 1;
     end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function term_count_on_link() returns trigger language plpgsql as $$
       begin
         if tg_op in ('DELETE', 'UPDATE') then
           update attribute_terms set product_count = product_count - 1 where id = old.term_id and ${LINKED_PRODUCT_LISTED('old')};
         end if;
         if tg_op in ('INSERT', 'UPDATE') then
           update attribute_terms set product_count = product_count + 1 where id = new.term_id and ${LINKED_PRODUCT_LISTED('new')};
           return new;
         end if;
         return old;
       end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger term_count_link after insert or update or delete on product_attribute_terms for each row execute function term_count_on_link()`).execute(db);
  await sql
    .raw(
      `create function listed_counts_on_product() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' then
           if ${LISTED('old')} then
             update attribute_terms set product_count = product_count - 1 where id in ${TERMS_OF('old')};
             update listed_stock_counts set count = count - 1 where stock_status = old.stock_status;
           end if;
           return old;
         end if;
         if tg_op = 'UPDATE' then
           if ${LISTED('old')} <> ${LISTED('new')} then
             update attribute_terms set product_count = product_count + (case when ${LISTED('new')} then 1 else -1 end) where id in ${TERMS_OF('new')};
           end if;
           if ${LISTED('old')} then
             update listed_stock_counts set count = count - 1 where stock_status = old.stock_status;
           end if;
         end if;
         if ${LISTED('new')} then
           ${STOCK_ADD('new', '+ 1')};
         end if;
         return new;
       end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger listed_counts_product_added after insert on products for each row execute function listed_counts_on_product()`).execute(db);
  await sql
    .raw(
      `create trigger listed_counts_product_changed after update of status, type, stock_status on products for each row
       when (${LISTED('old')} <> ${LISTED('new')} or old.stock_status is distinct from new.stock_status)
       execute function listed_counts_on_product()`,
    )
    .execute(db);
  await sql.raw(`create trigger listed_counts_product_deleted before delete on products for each row execute function listed_counts_on_product()`).execute(db);
}
