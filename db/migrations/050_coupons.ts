import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * WooCommerce's coupons, and each order's coupon lines. A coupon's uses are counted in `usage_count` by
 * the order's transaction (a conditional update, like stock), and its lines name the shopper (account and
 * billing e-mail) so a per-shopper limit can be counted in that transaction too. Order lines keep their
 * amount before coupons (`subtotal`) beside the one after (`total`). Lists of ids and e-mails are JSON.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  await withId(db.schema.createTable('coupons'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_type', 'text', (c) => c.notNull())
    // Minor units for the fixed types, hundredths of a percent for `percent`.
    .addColumn('amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text')
    .addColumn('minimum_amount', money)
    .addColumn('maximum_amount', money)
    .addColumn('individual_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('exclude_sale_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('excluded_product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('excluded_product_categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('email_restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_limit_per_user', 'integer')
    .addColumn('limit_usage_to_x_items', 'integer')
    .addColumn('free_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('publish'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('order_coupon_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('discount', money, (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('email', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_coupon_lines_order').on('order_coupon_lines').column('order_id').execute();
  await db.schema.createIndex('order_coupon_lines_coupon_email').on('order_coupon_lines').columns(['coupon_id', 'email']).execute();
  await db.schema.createIndex('order_coupon_lines_coupon_customer').on('order_coupon_lines').columns(['coupon_id', 'customer_id']).execute();

  await db.schema.alterTable('order_lines').addColumn('subtotal', money, (c) => c.notNull().defaultTo(0)).execute();
  await sql`update order_lines set subtotal = total`.execute(db);
}
