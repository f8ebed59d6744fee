import { sql, type Kysely } from 'kysely';

/**
 * The SKUs lower-cased, in an index: a search whose words are a product's SKU, or its start, ranks that
 * product first (core/catalog/query/best-matches.ts), found by the SKU rather than by reading every
 * document holding a word as common as a material. PostgreSQL's index compares bytes (`text_pattern_ops`),
 * as a prefix is compared whatever the database's collation.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') await sql`create index products_sku_folded on products (lower(sku) text_pattern_ops)`.execute(db);
  else {
    // lower() is the shop's own on every connection (db/dialects/sqlite.ts), as it folds every letter.
    await sql`create index products_sku_folded on products (lower(sku))`.execute(db);
    // Statistics sampled as the connection now samples them: the earlier samples misjudged the status.
    await sql`analyze`.execute(db);
  }
}
