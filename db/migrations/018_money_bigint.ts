import { sql, type Kysely } from 'kysely';

/** Every column that holds an amount of money, in minor units. */
const MONEY_COLUMNS: Record<string, readonly string[]> = {
  products: ['regular_price', 'sale_price', 'price'],
  orders: ['subtotal', 'shipping_total', 'discount_total', 'tax_total', 'total'],
  order_lines: ['unit_price', 'total'],
};

/**
 * Amounts in 64 bits on PostgreSQL, where `integer` stops at 2,147,483,647 minor units ($21.4 million): an
 * order of 999 of a $50,000 product would fail there. SQLite's integers are 64-bit already; the driver
 * reads PostgreSQL's `bigint` as a number (db/dialects/postgres.ts), and every amount stays far below 2^53.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = columns.map((column) => sql`alter column ${sql.ref(column)} type bigint`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
