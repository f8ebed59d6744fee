import { sql, type Kysely } from 'kysely';

/**
 * The products a category and a term have together, kept as links (`category_term_links`, one row per
 * category, term and product, the category and the term leading its key), as migration 041 keeps their
 * number. A category's page under a term the two hardly share (a size a category hardly has) reads those
 * few links; before, it read every product of the smaller of the two and checked the other on each
 * (50,000 sizes of a million products: 184 ms on SQLite, 485 ms on PostgreSQL). Every link is kept,
 * listed or not: the reader checks the few products it finds, and no product change but a link's
 * touches the table.
 *
 * Triggers keep it whoever writes. A link removed takes its pairs by key, beside the other table's links
 * still there. On SQLite a product's delete removes its links of both tables one table after the other,
 * and the first's triggers find the other's still there; PostgreSQL removes both before their triggers
 * run, so there the product's pairs go before it does. On PostgreSQL a statement's new links are paired
 * once a statement, from its transition table (an import adds thousands at a time); removals and moves
 * row by row.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('category_term_links')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_term_links_pk', ['category_id', 'term_id', 'product_id'])
    // The key is the whole row: SQLite keeps it once, in the key's order, with no rowid beside it.
    .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  await sql
    .raw(
      `insert into category_term_links (category_id, term_id, product_id)
       select pc.category_id, t.term_id, pc.product_id from product_categories pc
       join product_attribute_terms t on t.product_id = pc.product_id order by 1, 2, 3`,
    )
    .execute(db);
  for (const statement of dialect === 'sqlite' ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
}

/** Inserts `rows` (a select of category, term and product), a pair there already left as it is. */
const PAIR = (rows: string, dialect: 'sqlite' | 'postgres') =>
  dialect === 'sqlite'
    ? `insert or ignore into category_term_links (category_id, term_id, product_id) ${rows}`
    : `insert into category_term_links (category_id, term_id, product_id) ${rows} on conflict do nothing`;
/** Removes a term's link to a product from every category of the product's. */
const UNPAIR_TERM = (row: 'old') =>
  `delete from category_term_links where term_id = ${row}.term_id and product_id = ${row}.product_id
   and category_id in (select pc.category_id from product_categories pc where pc.product_id = ${row}.product_id)`;
/** Removes a category's link to a product beside every term of the product's. */
const UNPAIR_CATEGORY = (row: 'old') =>
  `delete from category_term_links where category_id = ${row}.category_id and product_id = ${row}.product_id
   and term_id in (select t.term_id from product_attribute_terms t where t.product_id = ${row}.product_id)`;
const PAIR_TERM = (row: 'new', dialect: 'sqlite' | 'postgres') =>
  PAIR(`select pc.category_id, ${row}.term_id, ${row}.product_id from product_categories pc where pc.product_id = ${row}.product_id`, dialect);
const PAIR_CATEGORY = (row: 'new', dialect: 'sqlite' | 'postgres') =>
  PAIR(`select ${row}.category_id, t.term_id, ${row}.product_id from product_attribute_terms t where t.product_id = ${row}.product_id`, dialect);

function sqliteTriggers(): string[] {
  return [
    `create trigger category_term_links_term_linked after insert on product_attribute_terms begin ${PAIR_TERM('new', 'sqlite')}; end`,
    `create trigger category_term_links_term_unlinked after delete on product_attribute_terms begin ${UNPAIR_TERM('old')}; end`,
    // Moved: the link's pairs as it was (the other links of its old product are still there), then as it is.
    `create trigger category_term_links_term_moved after update of term_id, product_id on product_attribute_terms
     when old.term_id <> new.term_id or old.product_id <> new.product_id
     begin ${UNPAIR_TERM('old')}; ${PAIR_TERM('new', 'sqlite')}; end`,
    `create trigger category_term_links_category_linked after insert on product_categories begin ${PAIR_CATEGORY('new', 'sqlite')}; end`,
    `create trigger category_term_links_category_unlinked after delete on product_categories begin ${UNPAIR_CATEGORY('old')}; end`,
    `create trigger category_term_links_category_moved after update of category_id, product_id on product_categories
     when old.category_id <> new.category_id or old.product_id <> new.product_id
     begin ${UNPAIR_CATEGORY('old')}; ${PAIR_CATEGORY('new', 'sqlite')}; end`,
  ];
}

/**
 * A statement's new links are paired with the other table's links of their products, each product's
 * looked up by key (offset 0: no join the planner may hash over every link), in the key's order.
 */
function postgresTriggers(): string[] {
  const added = (links: string, other: string) =>
    `select ${other === 'product_categories' ? 'o.category_id, a.term_id' : 'a.category_id, o.term_id'}, a.product_id from ${links} a
     cross join lateral (select ${other === 'product_categories' ? 'category_id' : 'term_id'} from ${other} where product_id = a.product_id offset 0) o
     order by 1, 2, 3`;
  return [
    `create function category_term_links_on_terms_linked() returns trigger language plpgsql as $$
     begin ${PAIR(added('added_links', 'product_categories'), 'postgres')}; return null; end $$`,
    `create trigger category_term_links_terms_linked after insert on product_attribute_terms referencing new table as added_links
     for each statement execute function category_term_links_on_terms_linked()`,
    `create function category_term_links_on_categories_linked() returns trigger language plpgsql as $$
     begin ${PAIR(added('added_links', 'product_attribute_terms'), 'postgres')}; return null; end $$`,
    `create trigger category_term_links_categories_linked after insert on product_categories referencing new table as added_links
     for each statement execute function category_term_links_on_categories_linked()`,
    // Row by row, as a link removed is looked for beside the other table's links of its product.
    `create function category_term_links_on_term() returns trigger language plpgsql as $$
     begin
       ${UNPAIR_TERM('old')};
       if tg_op = 'UPDATE' then ${PAIR_TERM('new', 'postgres')}; end if;
       return null;
     end $$`,
    `create trigger category_term_links_term_unlinked after delete on product_attribute_terms
     for each row execute function category_term_links_on_term()`,
    `create trigger category_term_links_term_moved after update of term_id, product_id on product_attribute_terms
     for each row when (old.term_id <> new.term_id or old.product_id <> new.product_id) execute function category_term_links_on_term()`,
    `create function category_term_links_on_category() returns trigger language plpgsql as $$
     begin
       ${UNPAIR_CATEGORY('old')};
       if tg_op = 'UPDATE' then ${PAIR_CATEGORY('new', 'postgres')}; end if;
       return null;
     end $$`,
    `create trigger category_term_links_category_unlinked after delete on product_categories
     for each row execute function category_term_links_on_category()`,
    `create trigger category_term_links_category_moved after update of category_id, product_id on product_categories
     for each row when (old.category_id <> new.category_id or old.product_id <> new.product_id) execute function category_term_links_on_category()`,
    // A product's delete removes its links of both tables before either's triggers run: its pairs go first, by key.
    `create function category_term_links_on_product_deleted() returns trigger language plpgsql as $$
     begin
       delete from category_term_links where (category_id, term_id, product_id) in (
         select pc.category_id, t.term_id, pc.product_id from product_categories pc
         join product_attribute_terms t on t.product_id = pc.product_id where pc.product_id = old.id);
       return old;
     end $$`,
    `create trigger category_term_links_product_deleted before delete on products
     for each row execute function category_term_links_on_product_deleted()`,
  ];
}
