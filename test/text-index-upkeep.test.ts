import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEGMENTS_LEFT_ALONE, textIndexSegments, tidyTextIndex } from '../db/text-index-upkeep.ts';
import { listProducts } from '../core/catalog/product-list.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
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
    await tidyTextIndex(db, 'sqlite');
    expect(await textIndexSegments(db)).toBe(few);
    for (let index = SEGMENTS_LEFT_ALONE - 2; index < 12; index += 1) await insertProduct(db, { name: `Segmented kettle ${index}`, slug: `segmented-kettle-${index}` });
    expect(await textIndexSegments(db)).toBeGreaterThanOrEqual(SEGMENTS_LEFT_ALONE);
    await tidyTextIndex(db, 'sqlite');
    expect(await textIndexSegments(db)).toBe(1);
    const found = await listProducts(db, { page: 1, perPage: 20, search: 'segmented kettle', uploadsUrl: '/uploads' });
    expect(found.total).toBe(12);
  });
});

describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))("PostgreSQL's text index on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it('has no entries left pending after being tidied, and finds every product', async () => {
    const { db } = database;
    for (let index = 0; index < 20; index += 1) await insertProduct(db, { name: `Pending teapot ${index}`, slug: `pending-teapot-${index}` });
    await tidyTextIndex(db, dialect);
    // What a flush would still move into the index: nothing.
    const left = await sql<{ pages: number | string }>`select gin_clean_pending_list(to_regclass('product_search_docs_document')) as pages`.execute(db);
    expect(Number(left.rows[0]?.pages)).toBe(0);
    const found = await listProducts(db, { page: 1, perPage: 30, search: 'pending teapot', uploadsUrl: '/uploads' });
    expect(found.total).toBe(20);
  });
});
