import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the products' ids with what a search's tiers check of each match (core/catalog/query/
 * best-matches.ts: not a variation, its status, and its menu order for the relevance order), so a tier
 * checks its matches (up to a thousand) in this index alone, not in the key and then the row: a phrase of
 * two common words at a million products read 4,004 pages for its 1,001 matches' products, and reads
 * 3,003 here, none of them the table's. SQLite keeps its rows in the order of their ids: a row is
 * its key's lookup.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw('create index products_match_lookup on products (id) include (type, status, menu_order)').execute(db);
}
