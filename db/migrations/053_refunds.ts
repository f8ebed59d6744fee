import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * WooCommerce's refunds: each refund of an order (its amount, reason, who made it, whether its items went
 * back into stock, the shipping and shipping tax it gives back) and its lines (the order line, units,
 * amount without tax, tax, and the tax by rate as JSON `[{ id, total }]`). The order keeps the sum of its
 * refunds in `refunded_total`, raised by one conditional update in the refund's transaction so that it
 * never passes `total`; each order line keeps how many of its units went back into stock, so a later
 * cancellation puts back only the others. An order marked refunded before refunds were recorded was
 * refunded whole: it gets one refund of its total.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema.alterTable('orders').addColumn('refunded_total', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('restocked_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await withId(db.schema.createTable('order_refunds'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refunded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('restocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_total', money, (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_tax', money, (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_taxes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_refunds_order').on('order_refunds').column('order_id').execute();

  await withId(db.schema.createTable('order_refund_lines'), dialect)
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('order_refunds.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', money, (c) => c.notNull().defaultTo(0))
    .addColumn('total_tax', money, (c) => c.notNull().defaultTo(0))
    .addColumn('taxes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('order_refund_lines_refund').on('order_refund_lines').column('refund_id').execute();
  await db.schema.createIndex('order_refund_lines_line').on('order_refund_lines').column('order_line_id').execute();

  await sql`insert into order_refunds (order_id, amount, reason, created_at)
    select id, total, 'Order fully refunded.', updated_at from orders where status = 'refunded' and total > 0`.execute(db);
  await sql`update orders set refunded_total = total where status = 'refunded'`.execute(db);
}
