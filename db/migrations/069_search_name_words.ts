import { sql, type Kysely } from 'kysely';
import { NAME_WORD_BUCKET_BITS } from '../schema.ts';

/**
 * PostgreSQL: each search document's name words and attribute terms (`~t<id>`, migration 045), each marked with its product's bucket of ids
 * (`b<product id >> 16>:<word>`: schema.ts NAME_WORD_BUCKET_BITS), under a GIN index of their own. GIN reads every entry of a word before
 * the first match: a common word's whole posting list (`walnut`, `bowl`: 60,000 to 90,000 documents at
 * a million products) took 5 to 10 ms before a row was read, whatever the limit. Looked up bucket by
 * bucket, a word's entries are read a bucket at a time, and a search's name tier stops at the bucket
 * where it has enough (core/catalog/query/text-index-postgres.ts). A generated column: every write of a
 * document keeps it. SQLite's FTS5 reads its index in order and stops at the limit: nothing to add.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql
    .raw(
      `create function product_search_name_words(product_id integer, document tsvector) returns text[]
       language sql immutable parallel safe as $$
         select coalesce(array_agg(distinct 'b' || (product_id >> ${NAME_WORD_BUCKET_BITS}) || ':' || w.lexeme), '{}')
         from unnest(document) w where 'A' = any(w.weights) or left(w.lexeme, 1) = '~'
       $$`,
    )
    .execute(db);
  await sql.raw('alter table product_search_docs add column name_words text[] generated always as (product_search_name_words(product_id, document)) stored').execute(db);
  await sql.raw('create index product_search_docs_name_words on product_search_docs using gin (name_words)').execute(db);
  // The index's words starting with a prefix, compared as bytes whatever the database's collation: a word
  // being typed is read as those words where they are few (the name's buckets take whole words only).
  await sql.raw('create index product_search_terms_prefix on product_search_terms (term text_pattern_ops)').execute(db);
}
