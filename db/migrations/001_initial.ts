import { sql, type Kysely } from 'kysely';
import { withId } from './with-id.ts';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('categories'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('products'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sku', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('publish'))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('regular_price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.check(sql`stock is null or stock >= 0`))
    .addColumn('stock_status', 'text', (c) => c.notNull().defaultTo('instock'))
    .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('average_rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_status_order').on('products').columns(['status', 'menu_order']).execute();
  await db.schema.createIndex('products_price').on('products').column('price').execute();
  await db.schema.createIndex('products_created').on('products').column('created_at').execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema.createIndex('product_categories_category').on('product_categories').column('category_id').execute();

  await withId(db.schema.createTable('product_images'), dialect)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('product_images_product').on('product_images').columns(['product_id', 'position']).execute();

  await withId(db.schema.createTable('posts'), dialect)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('publish'))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('posts_type_slug', ['type', 'slug'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await withId(db.schema.createTable('orders'), dialect)
    .addColumn('order_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('shipping_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_method_title', 'text', (c) => c.notNull())
    .addColumn('customer_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('billing_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_customer').on('orders').column('customer_id').execute();

  await db.schema
    .createTable('order_addresses')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_1', 'text', (c) => c.notNull())
    .addColumn('address_2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('order_addresses_pk', ['order_id', 'type'])
    .execute();

  await withId(db.schema.createTable('order_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await withId(db.schema.createTable('outbox'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_status').on('outbox').column('status').execute();
}
