import type { Kysely } from 'kysely';

/**
 * The language an order was placed in (`en`, `fr`, …: the checkout page's), so what is written to the
 * customer about it later (its e-mails) speaks that language. Orders placed before are the default's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
