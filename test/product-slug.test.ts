import { describe, expect, it } from 'vitest';
import { uniqueProductSlug } from '../core/catalog/product-editor.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

describe.each(DIALECTS)('A new product slug on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const now = new Date().toISOString();
  const add = (slug: string) =>
    database.db.insertInto('products').values({ slug, name: slug, status: 'publish', short_description: '', description: '', stock_status: 'instock', regular_price: 100, price: 100, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();

  it('takes the first free number, past many taken ones, and in few queries', async () => {
    expect(await uniqueProductSlug(database.db, 'tee', null)).toBe('tee');
    const first = await add('tee');
    for (let n = 2; n <= 70; n++) if (n !== 41) await add(`tee-${n}`);
    expect(await uniqueProductSlug(database.db, 'tee', null)).toBe('tee-41');
    await add('tee-41');
    let queries = 0;
    const counted = database.db.withPlugin({ transformQuery: ({ node }) => (queries++, node), transformResult: async ({ result }) => result });
    expect(await uniqueProductSlug(counted, 'tee', null)).toBe('tee-71');
    expect(queries).toBe(4);
    // The product's own slug is not taken from itself.
    expect(await uniqueProductSlug(database.db, 'tee', first.id)).toBe('tee');
    expect(await uniqueProductSlug(database.db, '', null)).toBe('product');
  });
});
