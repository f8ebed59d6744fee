import { sql, type Kysely } from 'kysely';

/**
 * How many listed products have each price, kept as the catalogue changes: the shop's
 * (`listed_price_counts`) and each category's (`category_price_counts`, from the category's links, which
 * carry whether their product is listed and its price, migration 029). A listing narrowed by a price range
 * alone, on the shop or a category, is then counted as the sum of the prices' rows in the range, one row a
 * distinct price, rather than product by product: the Store API counts every product it lists, and a
 * category's products from 100.00 were 86,000 rows at a million products. A row whose count falls to 0
 * stays (readers sum rows; a missing row is 0 too).
 *
 * Triggers keep them whoever writes. On PostgreSQL a statement's new products and links are counted once
 * a statement, from its transition table (an import adds a batch at a time); changes and deletes row by row.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('listed_price_counts')
    .addColumn('price', 'bigint', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('category_price_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_price_counts_pk', ['category_id', 'price'])
    .execute();
  await sql
    .raw(`insert into listed_price_counts (price, count) select price, count(*) from products where ${LISTED('products')} group by price`)
    .execute(db);
  await sql
    .raw('insert into category_price_counts (category_id, price, count) select category_id, price, count(*) from product_categories where listed = 1 group by category_id, price')
    .execute(db);
  for (const statement of dialect === 'sqlite' ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
}

/** Whether the product row is listed: published, and no variation. */
const LISTED = (row: string) => `(${row}.status = 'publish' and ${row}.type <> 'variation')`;

/** The two counts: each table, its key beside the price, the rows it counts, and whether such a row is listed. */
const COUNTS = [
  { name: 'listed_price', table: 'listed_price_counts', key: [] as string[], source: 'products', listed: LISTED, columns: ['status', 'type', 'price'] },
  {
    name: 'category_price',
    table: 'category_price_counts',
    key: ['category_id'],
    source: 'product_categories',
    listed: (row: string) => `(${row}.listed = 1)`,
    // A link moved to another product is given that product's listing on PostgreSQL (migration 029's trigger), its
    // columns unnamed by the update: the product named makes it fire.
    columns: ['listed', 'price', 'category_id', 'product_id'],
  },
] as const;

/**
 * Whether an update changed what the row counts for. A category's links are written again whenever their
 * product's sort columns change (its sales, on every order): those writes count nothing.
 */
const CHANGED = (count: (typeof COUNTS)[number]) => count.columns.map((column) => `old.${column} is distinct from new.${column}`).join(' or ');

/** Adds `rows` (a select of the key columns, the price and a count, named so) to the table's counts. */
const ADD = (count: (typeof COUNTS)[number], rows: string) => {
  const key = [...count.key, 'price'].join(', ');
  return `insert into ${count.table} (${key}, count) ${rows} on conflict (${key}) do update set count = ${count.table}.count + excluded.count`;
};
/** The row's key and price, and `delta`, where the row is listed. */
const ONE = (count: (typeof COUNTS)[number], row: 'new' | 'old', delta: '1' | '-1') =>
  ADD(count, `select ${[...count.key.map((column) => `${row}.${column}`), `${row}.price`].join(', ')}, ${delta} where ${count.listed(row)}`);

function sqliteTriggers(): string[] {
  return COUNTS.flatMap((count) => [
    `create trigger ${count.name}_counts_added after insert on ${count.source} begin ${ONE(count, 'new', '1')}; end`,
    `create trigger ${count.name}_counts_removed after delete on ${count.source} begin ${ONE(count, 'old', '-1')}; end`,
    `create trigger ${count.name}_counts_changed after update of ${count.columns.join(', ')} on ${count.source} when ${CHANGED(count).replaceAll('is distinct from', 'is not')}
     begin ${ONE(count, 'old', '-1')}; ${ONE(count, 'new', '1')}; end`,
  ]);
}

function postgresTriggers(): string[] {
  return COUNTS.flatMap((count) => {
    const key = [...count.key, 'price'];
    // In the key's order: two statements adding to the same rows never wait on each other in opposite orders.
    const added = `select ${key.join(', ')}, count(*) from added_rows a where ${count.listed('a')} group by ${key.join(', ')} order by ${key.join(', ')}`;
    return [
      `create function ${count.name}_counts_on_added() returns trigger language plpgsql as $$
       begin ${ADD(count, added)}; return null; end $$`,
      `create trigger ${count.name}_counts_added after insert on ${count.source} referencing new table as added_rows
       for each statement execute function ${count.name}_counts_on_added()`,
      `create function ${count.name}_counts_on_change() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then ${ONE(count, 'old', '-1')}; end if;
         if tg_op = 'UPDATE' then ${ONE(count, 'new', '1')}; end if;
         return null;
       end $$`,
      `create trigger ${count.name}_counts_changed after update of ${count.columns.join(', ')} on ${count.source}
       for each row when (${CHANGED(count)}) execute function ${count.name}_counts_on_change()`,
      `create trigger ${count.name}_counts_removed after delete on ${count.source} for each row execute function ${count.name}_counts_on_change()`,
    ];
  });
}
