import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
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
  for (const count of COUNTS) {
    for (const level of LEVELS) {
      const table = tableOf(count, level);
      const key = [...count.key, level.column];
      // A category's counts are keyed by its id too.
      const keyed: CreateTableBuilder<string, string> = count.key.reduce((created, column) => created.addColumn(column, 'integer', (c) => c.notNull()), db.schema.createTable(table));
      await keyed
        .addColumn(level.column, 'bigint', (c) => c.notNull())
        .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint(`${table}_pk`, key)
        .execute();
      await sql.raw(`insert into ${table} (${key.join(', ')}, count) ${grouped(count, level, count.source)}`).execute(db);
    }
  }
  for (const statement of dialect === 'sqlite' ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
}

/** Whether the product row is listed: published, and no variation. */
const LISTED = (row: string) => `(${row}.status = 'publish' and ${row}.type <> 'variation')`;

/** The two counts: the shop's and each category's, their key beside the price, the rows they count, and whether such a row is listed. */
const COUNTS = [
  { name: 'listed_price', key: [] as string[], source: 'products', listed: LISTED, columns: ['status', 'type', 'price'] },
  {
    name: 'category_price',
    key: ['category_id'],
    source: 'product_categories',
    listed: (row: string) => `(${row}.listed = 1)`,
    // A link moved to another product is given that product's listing on PostgreSQL (migration 029's trigger), its
    // columns unnamed by the update: the product named makes it fire.
    columns: ['listed', 'price', 'category_id', 'product_id'],
  },
] as const;
type Count = (typeof COUNTS)[number];

/** Each count by price (`…_counts`) and by band of prices (`…_band_counts`; schema.ts PRICE_BAND, integers divided as integers on both databases). */
const LEVELS = [
  { suffix: 'counts', column: 'price', of: (price: string) => price },
  { suffix: 'band_counts', column: 'band', of: (price: string) => `(${price} / ${PRICE_BAND})` },
] as const;
type Level = (typeof LEVELS)[number];

const tableOf = (count: Count, level: Level) => `${count.name}_${level.suffix}`;

/**
 * The listed rows of `from` (aliased `a`) counted by key and price or band, in the key's order: two
 * statements adding to the same rows never wait on each other in opposite orders.
 */
const grouped = (count: Count, level: Level, from: string) => {
  const key = [...count.key.map((column) => `a.${column}`), level.of('a.price')].join(', ');
  return `select ${key}, count(*) from ${from} a where ${count.listed('a')} group by ${key} order by ${key}`;
};

/**
 * Whether an update changed what the row counts for. A category's links are written again whenever their
 * product's sort columns change (its sales, on every order): those writes count nothing.
 */
const CHANGED = (count: Count) => count.columns.map((column) => `old.${column} is distinct from new.${column}`).join(' or ');

/** Adds `rows(level)` (a select of the key columns, the price or its band, and a count) to the count's tables of both levels. */
const ADD = (count: Count, rows: (level: Level) => string) =>
  LEVELS.map((level) => {
    const table = tableOf(count, level);
    const key = [...count.key, level.column].join(', ');
    return `insert into ${table} (${key}, count) ${rows(level)} on conflict (${key}) do update set count = ${table}.count + excluded.count`;
  }).join(';\n');
/** The row's key and price, and `delta`, where the row is listed. */
const ONE = (count: Count, row: 'new' | 'old', delta: '1' | '-1') =>
  ADD(count, (level) => `select ${[...count.key.map((column) => `${row}.${column}`), level.of(`${row}.price`)].join(', ')}, ${delta} where ${count.listed(row)}`);

function sqliteTriggers(): string[] {
  return COUNTS.flatMap((count) => [
    `create trigger ${count.name}_counts_added after insert on ${count.source} begin ${ONE(count, 'new', '1')}; end`,
    `create trigger ${count.name}_counts_removed after delete on ${count.source} begin ${ONE(count, 'old', '-1')}; end`,
    `create trigger ${count.name}_counts_changed after update of ${count.columns.join(', ')} on ${count.source} when ${CHANGED(count).replaceAll('is distinct from', 'is not')}
     begin ${ONE(count, 'old', '-1')}; ${ONE(count, 'new', '1')}; end`,
  ]);
}

function postgresTriggers(): string[] {
  return COUNTS.flatMap((count) => [
      `create function ${count.name}_counts_on_added() returns trigger language plpgsql as $$
       begin ${ADD(count, (level) => grouped(count, level, 'added_rows'))}; return null; end $$`,
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
  ]);
}
