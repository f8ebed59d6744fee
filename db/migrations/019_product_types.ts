import { type Kysely } from 'kysely';
import { withId } from './with-id.ts';

type Dialect = 'sqlite' | 'postgres';

/**
 * Products with options, on one sellable unit: a variation is a row of `products` (type `variation`, its
 * variable product as `parent_id`) with its own SKU, prices and stock, so every price, stock count, cart
 * line and order line belongs to a row of one table, as in WooCommerce. Every existing product is `simple`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .alterTable('products')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('simple'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('parent_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .execute();
  // A variable product's dearest variation (its cheapest is `price`): the range its card and offers show.
  await db.schema.alterTable('products').addColumn('max_price', money).execute();
  await db.schema.alterTable('products').addColumn('external_url', 'text').execute();
  await db.schema.alterTable('products').addColumn('button_text', 'text').execute();
  await db.schema.createIndex('products_parent').on('products').columns(['parent_id', 'menu_order']).execute();

  // Global attributes (`pa_<slug>` in WooCommerce's names) and their terms.
  await withId(db.schema.createTable('attributes'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_by', 'text', (c) => c.notNull().defaultTo('menu_order'))
    .addColumn('has_archives', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db.schema.createTable('attribute_terms'), dialect)
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('attribute_terms_slug', ['attribute_id', 'slug'])
    .execute();

  // A product's attributes in its order: a global one (`attribute_id`) or its own (`name` and `options`).
  await withId(db.schema.createTable('product_attributes'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attribute_id', 'integer', (c) => c.references('attributes.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON array of the custom attribute's values; empty for a global one (its terms are in product_attribute_terms). */
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('variation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_attributes_product').on('product_attributes').columns(['product_id', 'position']).execute();
  // The global terms a product has: what filters count (one row per product and term).
  await db.schema
    .createTable('product_attribute_terms')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('term_id', 'integer', (c) => c.notNull().references('attribute_terms.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_attribute_terms_pk', ['product_id', 'term_id'])
    .execute();
  await db.schema.createIndex('product_attribute_terms_term').on('product_attribute_terms').column('term_id').execute();

  // A variation's value for each of its parent's variation attributes: a term's slug or a custom value,
  // '' for "any" (the shopper's choice, kept on the cart line).
  await db.schema
    .createTable('variation_attributes')
    .addColumn('variation_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('variation_attributes_pk', ['variation_id', 'name'])
    .execute();

  // A grouped product's children (and, later, up-sells and cross-sells), in the owner's order.
  await db.schema
    .createTable('product_links')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('linked_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_links_pk', ['product_id', 'kind', 'linked_id'])
    .execute();
  await db.schema.createIndex('product_links_linked').on('product_links').column('linked_id').execute();

  // An order line keeps the variation it sold and its attributes as they read when the order was placed.
  await db.schema.alterTable('order_lines').addColumn('variation_id', 'integer').execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
