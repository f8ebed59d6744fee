import { sql, type Kysely } from 'kysely';
import { PRICE_BAND } from '../schema.ts';

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
  await db.schema
    .createTable('listed_price_band_counts')
    .addColumn('band', 'bigint', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('category_price_band_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('band', 'bigint', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_price_band_counts_pk', ['category_id', 'band'])
    .execute();
  for (const count of COUNTS) {
    const key = [...count.key, ''].join(', ');
    for (const [table, price] of [[count.table, 'price'], [count.bandTable, BAND_OF('price')]] as const) {
      await sql
        .raw(`insert into ${table} (${key}${table === count.table ? 'price' : 'band'}, count) select ${key}${price}, count(*) from ${count.source} s where ${count.listed('s')} group by ${key}${price}`)
        .execute(db);
    }
  }
  for (const statement of dialect === 'sqlite' ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
}

/** A price's band (schema.ts PRICE_BAND): integers divided as integers on both databases. */
const BAND_OF = (price: string) => `(${price} / ${PRICE_BAND})`;

/** Whether the product row is listed: published, and no variation. */
const LISTED = (row: string) => `(${row}.status = 'publish' and ${row}.type <> 'variation')`;

/** The two counts: each table, its key beside the price, the rows it counts, and whether such a row is listed. */
const COUNTS = [
  { name: 'listed_price', table: 'listed_price_counts', bandTable: 'listed_price_band_counts', key: [] as string[], source: 'products', listed: LISTED, columns: ['status', 'type', 'price'] },
  {
    name: 'category_price',
    table: 'category_price_counts',
    bandTable: 'category_price_band_counts',
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

/**
 * Adds rows to the prices' counts and to their bands': `rows(price)` selects the key columns, the price (or
 * its band, as `price` is given) and a count.
 */
const ADD = (count: (typeof COUNTS)[number], rows: (price: (column: string) => string) => string) =>
  [
    [count.table, 'price', (column: string) => column],
    [count.bandTable, 'band', BAND_OF],
  ].map(([table, column, price]) => {
    const key = [...count.key, column as string].join(', ');
    return `insert into ${table as string} (${key}, count) ${rows(price as (column: string) => string)} on conflict (${key}) do update set count = ${table as string}.count + excluded.count`;
  }).join(';\n');
/** The row's key and price, and `delta`, where the row is listed. */
const ONE = (count: (typeof COUNTS)[number], row: 'new' | 'old', delta: '1' | '-1') =>
  ADD(count, (price) => `select ${[...count.key.map((column) => `${row}.${column}`), price(`${row}.price`)].join(', ')}, ${delta} where ${count.listed(row)}`);

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
    // In the key's order: two statements adding to the same rows never wait on each other in opposite orders.
    const added = (price: (column: string) => string) => {
      const key = [...count.key.map((column) => `a.${column}`), price('a.price')].join(', ');
      return `select ${key}, count(*) from added_rows a where ${count.listed('a')} group by ${key} order by ${key}`;
    };
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
