import type { Kysely } from 'kysely';

/**
 * Translated shop content: one table per kind of item, one row per item and locale, one column per
 * translatable field. An empty field means "not translated": readers fall back to the item's own value
 * (written in the default locale). The foreign keys delete an item's translations with the item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_translations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('product_translations_pk', ['product_id', 'locale'])
    .execute();
  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'locale'])
    .execute();
  // Pages and posts share the posts table, so they share this one.
  await db.schema
    .createTable('post_translations')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('post_translations_pk', ['post_id', 'locale'])
    .execute();
}
