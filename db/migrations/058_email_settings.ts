import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The owner's settings for each of WooCommerce's e-mails: on or off, and for the shop's own e-mails who
 * gets them; and the subject, heading and closing text the owner wrote, per language. A type without a
 * row runs on its defaults (on, the shop's address, the shop's own words in each language).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('email_settings')
    .addColumn('email_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('recipient', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_texts')
    .addColumn('email_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('heading', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('additional_content', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('email_texts_pk', ['email_id', 'language'])
    .execute();
}
