import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * WooCommerce's shipping: zones (in order) of locations (countries, states as `US:CA`, postcodes with
 * wildcards and ranges), each with its methods (flat rate, free shipping, local pickup) and their
 * settings as JSON; zone 0 is "Locations not covered by your other zones". Shipping classes, set on
 * products and variations (a variation without one ships as its product). The shop turns its old flat
 * rate (`store.flatRateShipping`, `store.freeShippingThreshold`) into zone 0's methods at its next start
 * (core/shipping/configured-shipping.ts): a migration cannot read the config file.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('shipping_zones'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('zone_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into shipping_zones (id, name, zone_order) values (0, 'Locations not covered by your other zones', 0)`.execute(db);

  await db.schema
    .createTable('shipping_zone_locations')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('shipping_zones.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipping_zone_locations_zone').on('shipping_zone_locations').column('zone_id').execute();

  await withId(db.schema.createTable('shipping_zone_methods'), dialect)
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('shipping_zones.id').onDelete('cascade'))
    .addColumn('method_id', 'text', (c) => c.notNull())
    .addColumn('method_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('shipping_zone_methods_zone').on('shipping_zone_methods').column('zone_id').execute();

  await withId(db.schema.createTable('shipping_classes'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('products').addColumn('shipping_class_id', 'integer', (c) => c.references('shipping_classes.id').onDelete('set null')).execute();

  // What an order was shipped by: the method, its title and cost as charged.
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  await withId(db.schema.createTable('order_shipping_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('method_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'integer', (c) => c.notNull())
    .addColumn('method_title', 'text', (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_shipping_lines_order').on('order_shipping_lines').column('order_id').execute();
}
