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

/** The two tables of links, each with what pairs and unpairs one of its rows. */
const LINKS = [
  { kind: 'term', kinds: 'terms', table: 'product_attribute_terms', key: 'term_id', unpair: UNPAIR_TERM, pair: PAIR_TERM },
  { kind: 'category', kinds: 'categories', table: 'product_categories', key: 'category_id', unpair: UNPAIR_CATEGORY, pair: PAIR_CATEGORY },
] as const;

/** Whether an update moved the link (to another product, term or category). */
const MOVED = (key: string) => `old.${key} <> new.${key} or old.product_id <> new.product_id`;

function sqliteTriggers(): string[] {
  return LINKS.flatMap(({ kind, table, key, unpair, pair }) => [
    `create trigger category_term_links_${kind}_linked after insert on ${table} begin ${pair('new', 'sqlite')}; end`,
    `create trigger category_term_links_${kind}_unlinked after delete on ${table} begin ${unpair('old')}; end`,
    // Moved: the link's pairs as it was (the other links of its old product are still there), then as it is.
    `create trigger category_term_links_${kind}_moved after update of ${key}, product_id on ${table} when ${MOVED(key)}
     begin ${unpair('old')}; ${pair('new', 'sqlite')}; end`,
  ]);
}

/**
 * A statement's new links are paired with the other table's links of their products, each product's
 * looked up by key (offset 0: no join the planner may hash over every link), in the key's order. A link
 * removed or moved is unpaired row by row, looked for beside the other table's links of its product.
 */
function postgresTriggers(): string[] {
  return [
    ...LINKS.flatMap(({ kind, kinds, table, key, unpair, pair }) => {
      const other = LINKS.find((link) => link.kind !== kind)!;
      const columns = kind === 'term' ? 'o.category_id, a.term_id' : 'a.category_id, o.term_id';
      const added = `select ${columns}, a.product_id from added_links a
        cross join lateral (select ${other.key} from ${other.table} where product_id = a.product_id offset 0) o order by 1, 2, 3`;
      return [
        `create function category_term_links_on_${kinds}_linked() returns trigger language plpgsql as $$
         begin ${PAIR(added, 'postgres')}; return null; end $$`,
        `create trigger category_term_links_${kinds}_linked after insert on ${table} referencing new table as added_links
         for each statement execute function category_term_links_on_${kinds}_linked()`,
        `create function category_term_links_on_${kind}() returns trigger language plpgsql as $$
         begin
           ${unpair('old')};
           if tg_op = 'UPDATE' then ${pair('new', 'postgres')}; end if;
           return null;
         end $$`,
        `create trigger category_term_links_${kind}_unlinked after delete on ${table} for each row execute function category_term_links_on_${kind}()`,
        `create trigger category_term_links_${kind}_moved after update of ${key}, product_id on ${table}
         for each row when (${MOVED(key)}) execute function category_term_links_on_${kind}()`,
      ];
    }),
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
