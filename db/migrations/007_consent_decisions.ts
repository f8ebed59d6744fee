import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Consent decisions posted by the banner (`POST /wp-json/vitrine/v1/consent-stats`), one row each, and
 * each decision's per-category answers. No column can hold an address, a user agent or a cookie.
 * `day` (UTC, `YYYY-MM-DD`) is written with the row so the report groups by an indexed column on
 * both dialects instead of by an expression over `created_at`.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const table = db.schema.createTable('consent_decisions');
  await (dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('main_status', 'text', (c) => c.notNull())
    .addColumn('open_count', 'integer', (c) => c.notNull())
    .addColumn('revision', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('referrer_host', 'text')
    .execute();
  // Covers the per-day counts by status without reading the rows.
  await db.schema.createIndex('consent_decisions_day_status').on('consent_decisions').columns(['day', 'main_status']).execute();

  await db.schema
    .createTable('consent_decision_categories')
    .addColumn('decision_id', 'integer', (c) => c.notNull().references('consent_decisions.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // A decision answers each category once; the key also serves the join from a decision.
    .addPrimaryKeyConstraint('consent_decision_categories_pk', ['decision_id', 'category'])
    .execute();
}
