import { type Kysely } from 'kysely';

/**
 * What a product or variation needs beyond its price: a sale that starts and ends on its own
 * (`date_on_sale_from`/`_to`, UTC ISO instants; `price` is kept equal to the price in force, so listings
 * sort and filter on one column), weight and dimensions in the shop's units as the owner wrote them
 * (WooCommerce keeps them as strings), and the names of global attributes and terms in each language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['date_on_sale_from', 'date_on_sale_to', 'weight', 'length', 'width', 'height']) {
    await db.schema.alterTable('products').addColumn(column, 'text').execute();
  }
  // Only rows with a schedule are looked at when prices change over.
  await db.schema.createIndex('products_sale_from').on('products').column('date_on_sale_from').execute();
  await db.schema.createIndex('products_sale_to').on('products').column('date_on_sale_to').execute();

  await db.schema
    .createTable('attribute_translations')
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('attribute_translations_pk', ['attribute_id', 'locale'])
    .execute();
  await db.schema
    .createTable('attribute_term_translations')
    .addColumn('term_id', 'integer', (c) => c.notNull().references('attribute_terms.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('attribute_term_translations_pk', ['term_id', 'locale'])
    .execute();
}
