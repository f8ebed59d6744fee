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

/** The two tables of links: a product's terms and its categories, each paired with the other's links. */
const LINKS = [
  { kind: 'term', kinds: 'terms', table: 'product_attribute_terms', key: 'term_id' },
  { kind: 'category', kinds: 'categories', table: 'product_categories', key: 'category_id' },
] as const;
type Link = (typeof LINKS)[number];

const otherOf = (link: Link): Link => LINKS.find((other) => other.kind !== link.kind)!;

/** The category and the term of a link `row` of `link`'s table paired with `other`, a link of the other table. */
const pairColumns = (link: Link, row: string, other: string) =>
  link.kind === 'term' ? `${other}.category_id, ${row}.term_id` : `${row}.category_id, ${other}.term_id`;

/** Pairs a new link with the other table's links of its product. */
const pair = (link: Link, row: 'new', dialect: 'sqlite' | 'postgres') =>
  PAIR(`select ${pairColumns(link, row, 'o')}, ${row}.product_id from ${otherOf(link).table} o where o.product_id = ${row}.product_id`, dialect);

/** Removes a link's pairs: beside each of the other table's links of its product. */
const unpair = (link: Link, row: 'old') => {
  const other = otherOf(link);
  return `delete from category_term_links where ${link.key} = ${row}.${link.key} and product_id = ${row}.product_id
   and ${other.key} in (select o.${other.key} from ${other.table} o where o.product_id = ${row}.product_id)`;
};

/** Whether an update moved the link (to another product, term or category). */
const MOVED = (key: string) => `old.${key} <> new.${key} or old.product_id <> new.product_id`;

function sqliteTriggers(): string[] {
  return LINKS.flatMap((link) => [
    `create trigger category_term_links_${link.kind}_linked after insert on ${link.table} begin ${pair(link, 'new', 'sqlite')}; end`,
    `create trigger category_term_links_${link.kind}_unlinked after delete on ${link.table} begin ${unpair(link, 'old')}; end`,
    // Moved: the link's pairs as it was (the other links of its old product are still there), then as it is.
    `create trigger category_term_links_${link.kind}_moved after update of ${link.key}, product_id on ${link.table} when ${MOVED(link.key)}
     begin ${unpair(link, 'old')}; ${pair(link, 'new', 'sqlite')}; end`,
  ]);
}

/**
 * A statement's new links are paired with the other table's links of their products, each product's
 * looked up by key (offset 0: no join the planner may hash over every link), in the key's order. A link
 * removed or moved is unpaired row by row, looked for beside the other table's links of its product.
 */
function postgresTriggers(): string[] {
  return [
    ...LINKS.flatMap((link) => {
      const { kind, kinds, table, key } = link;
      const other = otherOf(link);
      const added = `select ${pairColumns(link, 'a', 'o')}, a.product_id from added_links a
        cross join lateral (select ${other.key} from ${other.table} where product_id = a.product_id offset 0) o order by 1, 2, 3`;
      return [
        `create function category_term_links_on_${kinds}_linked() returns trigger language plpgsql as $$
         begin ${PAIR(added, 'postgres')}; return null; end $$`,
        `create trigger category_term_links_${kinds}_linked after insert on ${table} referencing new table as added_links
         for each statement execute function category_term_links_on_${kinds}_linked()`,
        `create function category_term_links_on_${kind}() returns trigger language plpgsql as $$
         begin
           ${unpair(link, 'old')};
           if tg_op = 'UPDATE' then ${pair(link, 'new', 'postgres')}; end if;
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
