import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * My account's pages: the name a customer chooses to be shown by (WordPress's `display_name`; empty
 * until chosen, and then the first and last name or the username are shown), and WooCommerce's order
 * notes: a note the shop writes on an order, private or for the customer (`customer_note` 1), with
 * who wrote it. A customer's saved addresses need no table: they are user meta (`billing_first_name`…).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('users').addColumn('display_name', 'text', (c) => c.notNull().defaultTo('')).execute();

  await withId(db.schema.createTable('order_notes'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('customer_note', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').columns(['order_id', 'id']).execute();
}
