import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mergeTextIndexSegments, SEGMENTS_LEFT_ALONE, textIndexSegments } from '../db/text-index-segments.ts';
import { listProducts } from '../core/catalog/product-list.ts';
import { useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

describe("SQLite's text index segments", () => {
  const database = useTestDatabase('sqlite');

  it('are merged into one once they pile up, and every product is still found', async () => {
    const { db } = database;
    // As a catalogue grown in many writes leaves them: FTS5's own merging kept off.
    await sql`insert into product_search (product_search, rank) values ('automerge', 0)`.execute(db);
    for (let index = 0; index < SEGMENTS_LEFT_ALONE - 2; index += 1) await insertProduct(db, { name: `Segmented kettle ${index}`, slug: `segmented-kettle-${index}` });
    const few = await textIndexSegments(db);
    expect(few).toBeLessThan(SEGMENTS_LEFT_ALONE);
    expect(await mergeTextIndexSegments(db, 'sqlite')).toBe(few);
    for (let index = SEGMENTS_LEFT_ALONE - 2; index < 12; index += 1) await insertProduct(db, { name: `Segmented kettle ${index}`, slug: `segmented-kettle-${index}` });
    expect(await textIndexSegments(db)).toBeGreaterThanOrEqual(SEGMENTS_LEFT_ALONE);
    expect(await mergeTextIndexSegments(db, 'sqlite')).toBe(1);
    expect(await textIndexSegments(db)).toBe(1);
    const found = await listProducts(db, { page: 1, perPage: 20, search: 'segmented kettle', uploadsUrl: '/uploads' });
    expect(found.total).toBe(12);
  });

  it('are left to PostgreSQL itself there', async () => {
    expect(await mergeTextIndexSegments(database.db, 'postgres')).toBeNull();
  });
});
