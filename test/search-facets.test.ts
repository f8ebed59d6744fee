import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bestMatches, tierQuery, tiersOf } from '../core/catalog/query/best-matches.ts';
import { describeCatalogQuery, type CatalogQueryInput } from '../core/catalog/query/description.ts';
import { STOREFRONT_FIELDS, parseSearch, type IndexFacets, type TextIndex } from '../core/catalog/query/search.ts';
import { indexFacetsOf } from '../core/catalog/query/search-facets.ts';
import { textIndexOf } from '../core/catalog/query/text-index.ts';
import { facetLedMatches } from '../core/catalog/query/facet-matches.ts';
import { FEW_LED_MOST } from '../core/catalog/query/filter-lead.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

/**
 * The filters held in the text index beside the words (migration 045): a product's terms and categories,
 * kept by the links' triggers through every write, so a search under a filter is intersected in the index.
 */
describe.each(DIALECTS)('the filters in the text index on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const ids: Record<string, number> = {};
  const terms: Record<string, number> = {};
  const categories: Record<string, number> = {};
  let index: TextIndex;

  const link = (product: number, term: number) => database.db.insertInto('product_attribute_terms').values({ product_id: product, term_id: term }).execute();
  const file = (product: number, category: number) => database.db.insertInto('product_categories').values({ product_id: product, category_id: category }).execute();

  beforeAll(async () => {
    const { db } = database;
    index = textIndexOf(db);
    const attribute = await db.insertInto('attributes').values({ slug: 'glaze', name: 'Glaze' }).returning('id').executeTakeFirstOrThrow();
    for (const slug of ['sage', 'rust', 'chalk']) {
      terms[slug] = (await db.insertInto('attribute_terms').values({ attribute_id: attribute.id, slug, name: slug }).returning('id').executeTakeFirstOrThrow()).id;
    }
    categories.mugs = await insertCategory(db, 'Mugs');
    categories.bowls = await insertCategory(db, 'Bowls');
    ids.mug = await insertProduct(db, { name: 'Otter mug', slug: 'otter-mug' });
    ids.bowl = await insertProduct(db, { name: 'Otter bowl', slug: 'otter-bowl' });
    ids.cup = await insertProduct(db, { name: 'Otter cup', slug: 'otter-cup' });
    await link(ids.mug!, terms.sage!);
    await link(ids.bowl!, terms.rust!);
    await link(ids.cup!, terms.sage!);
    await file(ids.mug!, categories.mugs);
    await file(ids.bowl!, categories.bowls);
    await file(ids.cup!, categories.bowls);
  });

  const term = (slug: string) => terms[slug]!;

  /** The products the index finds for `word` with `facets`, read from the index alone. */
  async function found(word: string, facets: IndexFacets, locale: string | null = null): Promise<number[]> {
    const matching = index.matching([{ word, prefix: false, near: [] }], [{ kind: 'every', fields: STOREFRONT_FIELDS }], locale, facets);
    const rows = await sql<{ product_id: number }>`${matching}`.execute(database.db);
    return rows.rows.map((row) => Number(row.product_id)).sort((a, b) => a - b);
  }

  it("finds a word's matches having one term of each group", async () => {
    expect(await found('otter', [])).toEqual([ids.mug, ids.bowl, ids.cup]);
    expect(await found('otter', [[term('sage')]])).toEqual([ids.mug, ids.cup]);
    expect(await found('otter', [[term('sage'), term('rust')]])).toEqual([ids.mug, ids.bowl, ids.cup]);
    expect(await found('otter', [[term('chalk')]])).toEqual([]);
    expect(await found('mug', [[term('rust')]])).toEqual([]);
  });

  it('follows every write of the links: added, removed, moved, a term deleted, a product deleted', async () => {
    const { db } = database;
    await link(ids.bowl!, terms.chalk!);
    expect(await found('otter', [[term('chalk')]])).toEqual([ids.bowl]);
    expect(await found('otter', [[term('chalk')], [term('rust')]])).toEqual([ids.bowl]);
    await db.deleteFrom('product_attribute_terms').where('product_id', '=', ids.cup!).where('term_id', '=', terms.sage!).execute();
    expect(await found('otter', [[term('sage')]])).toEqual([ids.mug]);
    await db.updateTable('product_attribute_terms').set({ product_id: ids.cup! }).where('product_id', '=', ids.bowl!).where('term_id', '=', terms.chalk!).execute();
    expect(await found('otter', [[term('chalk')]])).toEqual([ids.cup]);
    await db.updateTable('product_attribute_terms').set({ term_id: terms.sage! }).where('product_id', '=', ids.cup!).where('term_id', '=', terms.chalk!).execute();
    expect(await found('otter', [[term('chalk')]])).toEqual([]);
    expect(await found('otter', [[term('sage')]])).toEqual([ids.mug, ids.cup]);

    const attribute = await db.selectFrom('attribute_terms').select('attribute_id').where('id', '=', terms.sage!).executeTakeFirstOrThrow();
    const spare = (await db.insertInto('attribute_terms').values({ attribute_id: attribute.attribute_id, slug: 'spare', name: 'spare' }).returning('id').executeTakeFirstOrThrow()).id;
    await link(ids.bowl!, spare);
    expect(await found('otter', [[spare]])).toEqual([ids.bowl]);
    await db.deleteFrom('attribute_terms').where('id', '=', spare).execute();
    expect(await found('otter', [[spare]])).toEqual([]);
    expect(await found('otter', [[term('rust')]])).toEqual([ids.bowl]);

    const gone = await insertProduct(db, { name: 'Otter spoon', slug: 'otter-spoon' });
    await link(gone, terms.rust!);
    expect(await found('otter', [[term('rust')]])).toEqual([ids.bowl, gone]);
    await db.deleteFrom('products').where('id', '=', gone).execute();
    expect(await found('otter', [[term('rust')]])).toEqual([ids.bowl]);
  });

  it("keeps a product's facets when its texts or translations are written again", async () => {
    const { db } = database;
    await db.updateTable('products').set({ name: 'Otter beaker' }).where('id', '=', ids.mug!).execute();
    expect(await found('beaker', [[term('sage')]])).toEqual([ids.mug]);
    await db.insertInto('product_translations').values({ product_id: ids.mug!, locale: 'fr', name: 'Gobelet loutre' }).execute();
    expect(await found('gobelet', [[term('sage')]], 'fr')).toEqual([ids.mug]);
    await db.updateTable('product_translations').set({ name: 'Tasse loutre' }).where('product_id', '=', ids.mug!).execute();
    expect(await found('tasse', [[term('sage')]], 'fr')).toEqual([ids.mug]);
    expect(await found('tasse', [[term('rust')]], 'fr')).toEqual([]);
    // A language the shop had never written a document in.
    await db.insertInto('product_translations').values({ product_id: ids.mug!, locale: 'nl', name: 'Beker otter' }).execute();
    expect(await found('beker', [[term('sage')]], 'nl')).toEqual([ids.mug]);
    await db.insertInto('product_translations').values({ product_id: ids.bowl!, locale: 'nl', name: 'Kom otter' }).execute();
    expect(await found('otter', [[term('sage')]], 'nl')).toEqual([ids.mug, ids.cup]);
    expect(await found('kom', [], 'nl')).toEqual([ids.bowl]);
  });

  it('never takes a facet for a word a shopper typed', async () => {
    const { db } = database;
    const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 10, search: `t${terms.sage}` });
    expect(await bestMatches(db, query, parseSearch(`t${terms.sage}`), index)).toEqual({ ids: [], more: false });
    expect(await found(`t${terms.sage}`, [])).toEqual([]);
  });

  describe("a listing's filters as the index's facets", () => {
    const facetsOf = (extra: Partial<CatalogQueryInput>) =>
      indexFacetsOf(database.db, describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 10, search: 'otter', ...extra }));

    it('takes one group for an `or` filter, one a term for `and`', async () => {
      const or = { taxonomy: 'pa_glaze', terms: ['sage', 'rust', 'unknown'], queryType: 'or' as const };
      expect(await facetsOf({ attributes: [or] })).toEqual({ groups: [[term('sage'), term('rust')].sort((a, b) => a - b)], unanswered: [] });
      const and = await facetsOf({ attributes: [{ taxonomy: 'pa_glaze', terms: ['sage', 'rust'], queryType: 'and' }] });
      expect(and?.groups).toEqual(expect.arrayContaining([[term('sage')], [term('rust')]]));
      expect(and?.unanswered).toEqual([]);
      expect(await facetsOf({ categories: ['mugs'] })).toEqual({ groups: [], unanswered: [] });
      expect(await facetsOf({})).toEqual({ groups: [], unanswered: [] });
    });

    it('leaves a filter of more than 32 terms to a check on each match', async () => {
      const { db } = database;
      const attribute = await db.selectFrom('attribute_terms').select('attribute_id').where('id', '=', terms.rust!).executeTakeFirstOrThrow();
      const many = Array.from({ length: 32 }, (_, at) => `many-${at}`);
      await db.insertInto('attribute_terms').values(many.map((slug) => ({ attribute_id: attribute.attribute_id, slug, name: slug }))).execute();
      const wide = { taxonomy: 'pa_glaze', terms: [...many, 'rust'], queryType: 'or' as const };
      expect(await facetsOf({ attributes: [wide] })).toEqual({ groups: [], unanswered: [wide] });
      const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 10, search: 'otter', attributes: [wide] });
      expect(await bestMatches(db, query, parseSearch('otter'), index)).toEqual({ ids: [ids.bowl], more: false });
      await db.deleteFrom('attribute_terms').where('slug', 'in', many).execute();
    });

    it('says no product matches where a filter names nothing the shop has', async () => {
      expect(await facetsOf({ attributes: [{ taxonomy: 'pa_glaze', terms: ['unknown'], queryType: 'or' }] })).toBeNull();
      expect(await facetsOf({ attributes: [{ taxonomy: 'pa_glaze', terms: ['sage', 'unknown'], queryType: 'and' }] })).toBeNull();
    });

    it("gives each tier of a filtered search the listing's facets, and its best matches only products having them", async () => {
      const { db } = database;
      const query = describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 10, search: 'otter', attributes: [{ taxonomy: 'pa_glaze', terms: ['rust'], queryType: 'and' }] });
      const facets = await indexFacetsOf(db, query);
      const plan = parseSearch('otter');
      for (const tier of tiersOf(plan, query, facets!)) {
        if (!('clauses' in tier)) continue;
        expect(tier.filters).toEqual({ groups: [[term('rust')]], unanswered: [] });
        const rows = await tierQuery(db, query, plan, index, tier, [], 10).execute();
        expect(rows.every((row) => Number(row.id) === ids.bowl)).toBe(true);
      }
      expect(await bestMatches(db, query, plan, index)).toEqual({ ids: [ids.bowl], more: false });
    });
  });

  describe('a listing of terms that hardly meet', () => {
    const listing = (extra: Partial<CatalogQueryInput>) => describeCatalogQuery({ scope: 'storefront', sort: storefrontSort('price'), page: 1, perPage: 10, ...extra });
    const sage = { taxonomy: 'pa_glaze', terms: ['sage'], queryType: 'and' as const };

    it('finds the products having them in the text index, and lists the published ones', async () => {
      const { db } = database;
      expect((await facetLedMatches(db, listing({ attributes: [sage] }), index, 5))?.sort((a, b) => a - b)).toEqual([ids.mug, ids.cup]);
      expect(await facetLedMatches(db, listing({ attributes: [{ ...sage, terms: ['unknown'] }] }), index, 5)).toEqual([]);
      await db.updateTable('products').set({ status: 'draft' }).where('id', '=', ids.cup!).execute();
      const listed = await runCatalogQuery(db, listing({ attributes: [sage] }), ['id']);
      expect(listed.ok && listed.page.rows.map((row) => row.id)).toEqual([ids.mug]);
      expect(listed.ok && listed.page.total).toBe(1);
      await db.updateTable('products').set({ status: 'publish' }).where('id', '=', ids.cup!).execute();
    });

    it('leaves to the listing what the facets cannot answer alone, or more products than the limit', async () => {
      const { db } = database;
      expect(await facetLedMatches(db, listing({ attributes: [sage], stockStatuses: ['instock'] }), index, 5)).toBeNull();
      expect(await facetLedMatches(db, listing({ attributes: [sage], minPrice: 100 }), index, 5)).toBeNull();
      expect(await facetLedMatches(db, listing({ attributes: [sage], categories: ['mugs'] }), index, 5)).toBeNull();
      expect(await facetLedMatches(db, listing({}), index, 5)).toBeNull();
      expect(await facetLedMatches(db, listing({ attributes: [sage] }), index, FEW_LED_MOST + 1)).toBeNull();
    });

    it('lists, counts and pages them as the listing of the same filters read any other way', async () => {
      const { db } = database;
      const query = listing({ attributes: [sage], perPage: 1 });
      const pages = await Promise.all([1, 2].map((page) => runCatalogQuery(db, { ...query, page }, ['id', 'price'])));
      const read = pages.map((result) => (result.ok ? result.page : null));
      expect(read.map((page) => page?.total)).toEqual([2, 2]);
      const products = await db.selectFrom('products').select(['id', 'price']).where('id', 'in', [ids.mug!, ids.cup!]).orderBy('price').orderBy('id').execute();
      expect(read.flatMap((page) => page?.rows.map((row) => row.id) ?? [])).toEqual(products.map((row) => row.id));
    });
  });
});
