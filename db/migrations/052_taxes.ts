import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * WooCommerce's taxes: the owner's tax classes (standard is the class without a row, `''`), the rates by
 * place and class, each product's tax status and class (a variation's `parent` takes its product's),
 * and what an order was charged: each line's and the shipping's taxes by rate (JSON `[{ id, subtotal, total }]`
 * in minor units), the shipping's tax on the order, and one tax line per rate as charged (label, percent,
 * compound) so an order reads the same after the owner edits a rate. Order lines keep WooCommerce's meaning:
 * `subtotal` and `total` without tax, `subtotal_tax` and `total_tax` beside them.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  await withId(db.schema.createTable('tax_classes'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into tax_classes (slug, name) values ('reduced-rate', 'Reduced rate'), ('zero-rate', 'Zero rate')`.execute(db);

  await withId(db.schema.createTable('tax_rates'), dialect)
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcodes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cities', 'text', (c) => c.notNull().defaultTo('[]'))
    // Ten-thousandths of a percent: 19 % is 190000.
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('compound', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rate_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_class', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('tax_rates_class').on('tax_rates').columns(['tax_class', 'rate_order']).execute();

  await db.schema.alterTable('products').addColumn('tax_status', 'text', (c) => c.notNull().defaultTo('taxable')).execute();
  await db.schema.alterTable('products').addColumn('tax_class', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update products set tax_class = 'parent' where type = 'variation'`.execute(db);

  await db.schema.alterTable('orders').addColumn('shipping_tax', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('discount_tax', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('subtotal_tax', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('total_tax', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('taxes', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('order_lines').addColumn('tax_class', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_shipping_lines').addColumn('total_tax', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_shipping_lines').addColumn('taxes', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  await withId(db.schema.createTable('order_tax_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('rate_id', 'integer', (c) => c.notNull())
    .addColumn('rate_code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('compound', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('tax_total', money, (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_tax_total', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_tax_lines_order').on('order_tax_lines').column('order_id').execute();
}
