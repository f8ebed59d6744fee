import { sql } from 'kysely';
import type { Db, DialectName } from './connect.ts';

/**
 * SQLite's full-text index (FTS5) writes each batch of changes as a new segment and merges segments only
 * now and then, and a lookup reads every segment: 19 segments, as growing a catalogue by 100,000
 * products leaves them, made the typo lookup of one word 15 times slower than one segment. Merged here in
 * small steps (each a short write, the server answering between them) once segments pile up. PostgreSQL's
 * GIN index is tidied by its own autovacuum.
 */

/** Fewer segments than this are left alone: merging them would rewrite the large one for little gain. */
export const SEGMENTS_LEFT_ALONE = 4;
/** Leaf pages merged in one step: a write of a fraction of a second at a million products. */
const PAGES_A_STEP = 250;
/** A bound on the work of one call, whatever the index. */
const MAX_STEPS = 2000;

export async function textIndexSegments(db: Db): Promise<number> {
  const row = await sql<{ n: number }>`select count(distinct segid) as n from product_search_idx`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Merges the text index's segments into one when they have piled up; returns the segments left. */
export async function mergeTextIndexSegments(db: Db, dialect: DialectName): Promise<number | null> {
  if (dialect !== 'sqlite') return null;
  let segments = await textIndexSegments(db);
  if (segments < SEGMENTS_LEFT_ALONE) return segments;
  for (let step = 0; step < MAX_STEPS && segments > 1; step += 1) {
    // A negative page count merges whatever the levels, down to one segment.
    await sql`insert into product_search (product_search, rank) values ('merge', ${-PAGES_A_STEP})`.execute(db);
    await new Promise((resolve) => setImmediate(resolve));
    segments = await textIndexSegments(db);
  }
  return segments;
}
