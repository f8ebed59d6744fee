import { sql } from 'kysely';
import type { Db, DialectName } from './connect.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';

/**
 * Keeps the catalogue's text index quick to read after many writes, on either database.
 * - SQLite's FTS5 writes each batch of changes as a new segment and merges segments only now and then,
 *   and a lookup reads every segment: 19 segments, as growing a catalogue by 100,000 products leaves
 *   them, made the typo lookup of one word 15 times slower than one segment. They are merged here in small
 *   steps (each a short write, the server answering between them) once they pile up.
 * - PostgreSQL's GIN indexes take new entries into a pending list that every search reads through until
 *   a vacuum moves them into the index: after the demo's seed, one typo lookup took 366 ms instead of
 *   0.5 ms. The lists are flushed here rather than at autovacuum's leisure.
 */

/** The GIN indexes of the text index (db/migrations/022_product_search_index.ts); the second only with pg_trgm. */
const GIN_INDEXES = ['product_search_docs_document', 'product_search_terms_trigrams'] as const;

/** Fewer segments than this are left alone: merging them would rewrite the large one for little gain. */
export const SEGMENTS_LEFT_ALONE = 4;
/** Leaf pages merged in one step: a write of a fraction of a second at a million products. */
const PAGES_A_STEP = 250;
/** A bound on the work of one call, whatever the index. */
const MAX_STEPS = 2000;

/** SQLite: the segments the full-text index is in. */
export async function textIndexSegments(db: Db): Promise<number> {
  const row = await sql<{ n: number }>`select count(distinct segid) as n from product_search_idx`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Tidies the text index after writes: SQLite's segments merged once they pile up, PostgreSQL's pending entries flushed. */
export async function tidyTextIndex(db: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    // to_regclass finds the index in the schema in use, or null (nothing to flush) where it does not exist.
    for (const index of GIN_INDEXES) await sql`select gin_clean_pending_list(to_regclass(${index}))`.execute(db);
    return;
  }
  let segments = await textIndexSegments(db);
  if (segments < SEGMENTS_LEFT_ALONE) return;
  for (let step = 0; step < MAX_STEPS && segments > 1; step += 1) {
    // A negative page count merges whatever the levels, down to one segment.
    await sql`insert into product_search (product_search, rank) values ('merge', ${-PAGES_A_STEP})`.execute(db);
    await new Promise((resolve) => setImmediate(resolve));
    segments = await textIndexSegments(db);
  }
}

/** After bulk writes (a seed, an import) and hourly: the planner's statistics brought up to date, and the text index tidied. */
export async function tendIndexes(db: Db, dialect: DialectName): Promise<void> {
  await refreshPlannerStatistics(db, dialect);
  await tidyTextIndex(db, dialect);
}
