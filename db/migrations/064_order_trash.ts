import type { Kysely } from 'kysely';

/**
 * An order moved to the trash (`DELETE /wc/v3/orders/<id>` without `force`) has the status `trash`, and
 * keeps here the status it had, as WordPress keeps `_wp_trash_meta_status`: restoring it gives that status
 * back. Null for every order not in the trash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('status_before_trash', 'text').execute();
}
