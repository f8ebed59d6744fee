import { sql, type Kysely } from 'kysely';

/**
 * The demo administrator used to be created with the placeholder name "Shop Owner", so the account pages
 * greeted it as "Shop" and the checkout offered that name. Only that untouched placeholder is cleared: the
 * account is then greeted by its username, as WooCommerce does for a user without a name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update users set first_name = '', last_name = '' where username = 'admin' and role = 'administrator' and first_name = 'Shop' and last_name = 'Owner'`.execute(db);
}
