import { beforeAll, describe, expect, it } from 'vitest';
import { bestMatches, listingPlan } from '../core/catalog/query/best-matches.ts';
import { describeCatalogQuery, type CatalogQueryInput } from '../core/catalog/query/description.ts';
import { planSearch, type TextIndex } from '../core/catalog/query/search.ts';
import { textIndexOf } from '../core/catalog/query/text-index.ts';
import { NAME_WORD_BUCKET_BITS } from '../db/schema.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

const FRENCH = { locale: { locale: 'fr', defaultLocale: 'en' } };

/** The first product id of bucket `n` of the name words (migration 069). */
const bucketStart = (n: number) => n * 2 ** NAME_WORD_BUCKET_BITS;

/**
 * A search's name tiers read on PostgreSQL bucket by bucket of product ids (migration 069), SQLite's from
 * its index whole: the same matches either way, in every bucket, under the attribute filters, in each
 * language, and kept in step with the names as they change.
 */
describe.each(DIALECTS)("a search's name tiers across buckets of product ids on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const ids: Record<string, number> = {};
  const terms: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = database;
    ids.first = await insertProduct(db, { name: 'Walnut bowl', slug: 'walnut-bowl' });
    ids.second = await insertProduct(db, { id: bucketStart(1) + 7, name: 'Walnut bowl, large', slug: 'walnut-bowl-large' });
    ids.tray = await insertProduct(db, { id: bucketStart(2), name: 'Walnut tray', slug: 'walnut-tray' });
    ids.oak = await insertProduct(db, { id: bucketStart(2) + 1, name: 'Oak bowl', slug: 'oak-bowl' });
    ids.apart = await insertProduct(db, { id: bucketStart(3), name: 'Bowl of walnut', slug: 'bowl-of-walnut' });
    ids.described = await insertProduct(db, { id: bucketStart(3) + 1, name: 'Serving dish', slug: 'serving-dish', description: 'A walnut bowl for the table' });
    ids.draft = await insertProduct(db, { id: bucketStart(4), name: 'Walnut bowl draft', slug: 'walnut-bowl-draft', status: 'draft' });
    await db.insertInto('product_translations').values({ product_id: ids.oak, locale: 'fr', name: 'Bol en noyer', short_description: '', description: '' }).execute();
    const attribute = await db.insertInto('attributes').values({ slug: 'finish', name: 'Finish' }).returning('id').executeTakeFirstOrThrow();
    for (const slug of ['oiled', 'waxed']) {
      terms[slug] = (await db.insertInto('attribute_terms').values({ attribute_id: attribute.id, slug, name: slug }).returning('id').executeTakeFirstOrThrow()).id;
    }
    await db.insertInto('product_attribute_terms').values([
      { product_id: ids.second, term_id: terms.oiled! },
      { product_id: ids.apart, term_id: terms.oiled! },
      { product_id: ids.first, term_id: terms.waxed! },
    ]).execute();
  });

  const best = async (search: string, extra: Partial<CatalogQueryInput> = {}, limit = 100) => {
    const { db } = database;
    const index = textIndexOf(db);
    const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 10, search, ...extra });
    return bestMatches(db, query, await planSearch(db, search, index), index, limit);
  };
  const finish = (...slugs: string[]) => ({ attributes: [{ taxonomy: 'pa_finish', terms: slugs, queryType: 'or' as const }] });

  it('finds the phrase in every bucket, then every word in the name, then the description, never a draft', async () => {
    expect(await best('walnut bowl')).toEqual({ ids: [ids.first, ids.second, ids.apart, ids.described], more: false });
    expect(await best('walnut')).toEqual({ ids: [ids.first, ids.second, ids.tray, ids.apart, ids.described], more: false });
  });

  it('stops at the limit in the first buckets and says there are more', async () => {
    expect(await best('walnut bowl', {}, 1)).toEqual({ ids: [ids.first], more: true });
    expect(await best('walnut', {}, 2)).toEqual({ ids: [ids.first, ids.second], more: true });
  });

  it("finds only the products having one of the filter's terms", async () => {
    expect(await best('walnut bowl', finish('oiled'))).toEqual({ ids: [ids.second, ids.apart], more: false });
    expect(await best('walnut bowl', finish('oiled', 'waxed'))).toEqual({ ids: [ids.first, ids.second, ids.apart], more: false });
  });

  it("reads a translated name in the shopper's language, and the default name where there is none", async () => {
    expect(await best('bol noyer', FRENCH)).toEqual({ ids: [ids.oak], more: false });
    expect(await best('walnut bowl', FRENCH)).toEqual({ ids: [ids.first, ids.second, ids.apart, ids.described], more: false });
    expect(await best('oak bowl', FRENCH)).toEqual({ ids: [], more: false });
  });

  it('reads a word being typed as the words it starts, finding what reading it as a prefix finds', async () => {
    const { db } = database;
    const index = textIndexOf(db);
    const prefixes: TextIndex = { ...index, completions: async () => null };
    for (const search of ['waln', 'walnut bo', 'bo']) {
      const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 10, search });
      const plan = await listingPlan(db, search, index);
      const [read, prefixed] = await Promise.all([bestMatches(db, query, plan, index, 100), bestMatches(db, query, plan, prefixes, 100)]);
      expect({ search, ids: read?.ids }).toEqual({ search, ids: prefixed?.ids });
    }
    expect((await best('walnut bo'))?.ids).toEqual([ids.first, ids.second, ids.apart, ids.described]);
    expect(await index.completions(db, 'waln', 5)).toEqual(['walnut']);
  });

  it('follows a renamed product: its old name is not found, its new one is', async () => {
    const { db } = database;
    await db.updateTable('products').set({ name: 'Cherry bowl, large' }).where('id', '=', ids.second!).execute();
    expect(await best('walnut bowl')).toEqual({ ids: [ids.first, ids.apart, ids.described], more: false });
    expect(await best('cherry bowl')).toEqual({ ids: [ids.second], more: false });
  });
});
