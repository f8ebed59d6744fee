import { beforeAll, describe, expect, it } from 'vitest';
import { bestMatches, listingPlan } from '../core/catalog/query/best-matches.ts';
import { describeCatalogQuery, type CatalogQueryInput } from '../core/catalog/query/description.ts';
import { runCatalogQuery } from '../core/catalog/query/run.ts';
import { parseSearch, planSearch, withCompletions, type TextIndex } from '../core/catalog/query/search.ts';
import { storefrontSort } from '../core/catalog/query/sorts.ts';
import { textIndexOf } from '../core/catalog/query/text-index.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

/**
 * A search's results are its best matches up to a limit (core/catalog/query/best-matches.ts): gathered
 * tier by tier, best first, under the listing's filters; exact below the limit, the best ones above it.
 */
describe.each(DIALECTS)("a search's best matches on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = database;
    ids.description = await insertProduct(db, { name: 'Bowl', slug: 'bowl', description: 'An otter swims round it', regular_price: 900 });
    ids.short = await insertProduct(db, { name: 'Plate', slug: 'plate', short_description: 'An otter print', regular_price: 800 });
    ids.mugC = await insertProduct(db, { name: 'Otter mug C', slug: 'otter-mug-c', regular_price: 300, menu_order: 3 });
    ids.mugA = await insertProduct(db, { name: 'Otter mug A', slug: 'otter-mug-a', regular_price: 700, menu_order: 1 });
    ids.mugB = await insertProduct(db, { name: 'Otter mug B', slug: 'otter-mug-b', regular_price: 500, menu_order: 2 });
    ids.skuStart = await insertProduct(db, { name: 'Vase', slug: 'vase', sku: 'OTTERBOX', regular_price: 2000 });
    ids.sku = await insertProduct(db, { name: 'Lamp', slug: 'lamp', sku: 'Otter', regular_price: 2500 });
    ids.whole = await insertProduct(db, { name: 'Otte chair', slug: 'otte-chair', regular_price: 400 });
    ids.draft = await insertProduct(db, { name: 'Otter draft', slug: 'otter-draft', status: 'draft' });
  });

  const query = (search: string, extra: Partial<CatalogQueryInput> = {}) =>
    describeCatalogQuery({ scope: 'storefront', sort: { kind: 'relevance' }, page: 1, perPage: 3, search, ...extra });
  const best = async (search: string, limit: number, extra: Partial<CatalogQueryInput> = {}) => {
    const index = textIndexOf(database.db);
    return bestMatches(database.db, query(search, extra), await planSearch(database.db, search, index), index, limit);
  };

  it('finds every match below the limit, best first: the SKU, its start, the name, the short description, the description', async () => {
    // "Otte" is one typo from "otter": found after every product holding the word itself.
    const all = [ids.sku, ids.skuStart, ids.mugA, ids.mugB, ids.mugC, ids.short, ids.description, ids.whole];
    expect(await best('otter', 100)).toEqual({ ids: all, more: false });
    expect(await best('otter', 8)).toEqual({ ids: all, more: false });
  });

  it('keeps the best ones past the limit and says there are more', async () => {
    const capped = await best('otter', 4);
    expect(capped).toMatchObject({ more: true });
    expect(capped?.ids.slice(0, 2)).toEqual([ids.sku, ids.skuStart]);
    // Two of the three names: which two is the index's order; they are listed in menu order.
    const names = [ids.mugA, ids.mugB, ids.mugC] as number[];
    expect(capped?.ids.slice(2)).toHaveLength(2);
    expect(capped?.ids.slice(2)).toEqual(names.filter((id) => capped?.ids.includes(id) === true));
    expect(await best('otter', 7)).toMatchObject({ more: true });
  });

  it("gathers them under the listing's filters, so a filter never empties a page the limit filled", async () => {
    // The SKUs fill a limit of 2 without a filter; under 600 they are passed over, and three names remain.
    const cheap = await best('otter', 2, { maxPrice: 600 });
    expect(cheap).toMatchObject({ more: true });
    expect(cheap?.ids).toHaveLength(2);
    expect(cheap?.ids.every((id) => [ids.whole, ids.mugB, ids.mugC].includes(id))).toBe(true);
    expect(await best('otter', 3, { maxPrice: 600 })).toEqual({ ids: [ids.mugB, ids.mugC, ids.whole], more: false });
  });

  it('looks typos up only when the words as typed find fewer than the limit', async () => {
    const index = textIndexOf(database.db);
    let lookups = 0;
    const counting: TextIndex = {
      ...index,
      nearWords: (db, words) => {
        lookups += 1;
        return index.nearWords(db, words);
      },
    };
    const asTyped = (search: string, limit: number) => bestMatches(database.db, query(search), parseSearch(search), counting, limit);
    expect(await asTyped('otter', 4)).toMatchObject({ more: true });
    expect(lookups).toBe(0);
    expect((await asTyped('otter', 100))?.ids.at(-1)).toBe(ids.whole);
    expect(lookups).toBe(1);
    // A word the shop does not hold finds its products by the typo alone.
    expect((await asTyped('ottre', 100))?.ids).toEqual(expect.arrayContaining([ids.mugA, ids.mugB, ids.mugC]));
  });

  it('looks the word being typed up whole before as the start of a longer word', async () => {
    // Both SKUs start with it; then the name holding the word itself, then the names holding a longer one.
    expect((await best('otte', 100))?.ids).toEqual([ids.skuStart, ids.sku, ids.whole, ids.mugA, ids.mugB, ids.mugC, ids.short, ids.description]);
  });

  it('reads the word being typed as the words of the index starting with it, where the index says so, finding what the prefix finds', async () => {
    const { db } = database;
    const index = textIndexOf(db);
    // The same index, reading every prefix as a prefix.
    const prefixes: TextIndex = { ...index, completions: async () => null };
    for (const search of ['otte', 'ot', 'otter mu', 'otter m', 'pl', 'zz', 'otter zz']) {
      const plan = await listingPlan(db, search, index);
      const [read, prefixed] = await Promise.all([bestMatches(db, query(search), plan, index, 100), bestMatches(db, query(search), plan, prefixes, 100)]);
      expect({ search, ids: read?.ids }).toEqual({ search, ids: prefixed?.ids });
    }
    expect((await best('otter mu', 100))?.ids).toEqual([ids.mugA, ids.mugB, ids.mugC]);
    // Listed from the index's vocabulary (the word itself among them, the SKU's word too), up to a limit.
    const completions = (await withCompletions(db, parseSearch('otte'), index)).indexed[0]?.completions;
    expect(completions).toEqual(['otte', 'otter', 'otterbox']);
    expect(await index.completions(db, 'otte', 3)).toEqual(['otte', 'otter', 'otterbox']);
    expect(await index.completions(db, 'otte', 2)).toBeNull();
    expect(await index.completions(db, 'zz', 2)).toEqual([]);
  });

  it('looks the completions of the word being typed up once, and on SQLite only when its whole words find too few', async () => {
    const { db } = database;
    const index = textIndexOf(db);
    let lookups = 0;
    const counting: TextIndex = {
      ...index,
      completions: (on, prefix, most) => {
        lookups += 1;
        return index.completions(on, prefix, most);
      },
    };
    // "otter" whole fills a limit of 3 from the SKUs and the names: SQLite looks no completions up, while
    // PostgreSQL asks for them beside the SKUs (a round trip it would wait for otherwise).
    expect(await bestMatches(db, query('otter'), parseSearch('otter'), counting, 3)).toMatchObject({ more: true });
    expect(lookups).toBe(dialect === 'postgres' ? 1 : 0);
    lookups = 0;
    // "ott" whole finds nothing: its completions are looked up once for all the tiers that read it.
    expect((await bestMatches(db, query('ott'), parseSearch('ott'), counting, 100))?.ids).toHaveLength(8);
    expect(lookups).toBe(1);
  });

  it('lists a page of them with the total and whether there are more, in relevance or in an order on columns', async () => {
    const db = database.db;
    const relevance = await runCatalogQuery(db, query('otter'), ['id'], { matchLimit: 4 });
    expect(relevance).toMatchObject({ ok: true, page: { total: 4, capped: true } });
    expect(relevance.ok && relevance.page.rows.map((row) => row.id).slice(0, 2)).toEqual([ids.sku, ids.skuStart]);
    const page2 = await runCatalogQuery(db, query('otter', { page: 2 }), ['id'], { matchLimit: 4 });
    expect(page2.ok && page2.page.rows).toHaveLength(1);

    const byPrice = await runCatalogQuery(db, query('otter', { sort: storefrontSort('price') }), ['id', 'price']);
    expect(byPrice).toMatchObject({ ok: true, page: { total: 8, capped: false } });
    expect(byPrice.ok && byPrice.page.rows.map((row) => row.id)).toEqual([ids.mugC, ids.whole, ids.mugB]);
    // The next page by cursor continues the same matches in the same order.
    const cursor = byPrice.ok ? byPrice.page.nextCursor : null;
    expect(cursor).not.toBeNull();
    const next = await runCatalogQuery(db, query('otter', { sort: storefrontSort('price'), after: cursor! }), ['id']);
    expect(next.ok && next.page.rows.map((row) => row.id)).toEqual([ids.mugA, ids.short, ids.description]);
  });

  it('finds drafts only for the owner, whose search reads names and SKUs', async () => {
    const owner = describeCatalogQuery({ scope: 'owner', sort: { kind: 'relevance' }, page: 1, perPage: 20, search: 'otter' });
    const index = textIndexOf(database.db);
    const found = await bestMatches(database.db, owner, await planSearch(database.db, 'otter', index), index, 100);
    expect(found?.ids).toEqual(expect.arrayContaining([ids.draft, ids.sku, ids.skuStart, ids.mugA]));
    // The owner's search reads no descriptions.
    expect(found?.ids).not.toContain(ids.description);
    expect((await best('otter', 100))?.ids).not.toContain(ids.draft);
  });

  /** The best matches of a search, and how many queries gathering them took (the plan's own lookups not counted). */
  const counted = async (search: string, limit: number) => {
    let queries = 0;
    // Counted by their results: a query built of subqueries is one query sent.
    const db = database.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        queries += 1;
        return result;
      },
    });
    const index = textIndexOf(db);
    const plan = await planSearch(db, search, index);
    queries = 0;
    const found = await bestMatches(db, query(search), plan, index, limit);
    return { found, queries };
  };

  it('stops reading once every match of a search that matches few is placed', async () => {
    const { found, queries } = await counted('mug', 100);
    expect(found).toEqual({ ids: [ids.mugA, ids.mugB, ids.mugC], more: false });
    // The SKU's tier (the SKUs that are the search and those starting with it, in one query), the names,
    // and one read of every match: the later tiers have nothing left to place. (That read is of the word
    // as a prefix: the words it starts are looked up first.)
    expect(queries).toBe(4);
  });

  it('reads every match of a word being typed only once its start is looked up, where the word whole finds nothing', async () => {
    const { found, queries } = await counted('mu', 2);
    expect(found).toMatchObject({ more: true });
    expect(found?.ids).toHaveLength(2);
    // The SKU's tier, the names holding "mu" (none), then those holding a word it starts, which fill the
    // limit (those words looked up first). PostgreSQL looks them up beside the SKUs, and the names holding
    // "mu" itself are not read: the index has no such word.
    expect(queries).toBe(dialect === 'postgres' ? 3 : 4);
  });

  it('reads no typo of the word being typed that starts with it: its start found those products already', async () => {
    // "otterbo" is one letter from "otterbox" alone, a word it starts: the typos add nothing to read.
    const { found, queries } = await counted('otterbo', 100);
    expect(found).toEqual({ ids: [ids.skuStart], more: false });
    // The SKU's tier, the names holding "otterbo" (none), the words it starts, one read of every match, and
    // the words one typo away; then nothing more.
    expect(queries).toBe(5);
    // A typo that does not start with it is still read: "otterb" finds "otter" too, after every product it starts.
    expect((await counted('otterb', 100)).found?.ids).toEqual([ids.skuStart, ids.mugA, ids.mugB, ids.mugC, ids.short, ids.description, ids.sku]);
  });

  it('compares the typos with the word being typed as the index writes its words, accents and all', async () => {
    const eclair = await insertProduct(database.db, { name: 'Éclair tray', slug: 'eclair-tray', regular_price: 1200 });
    // "Éclai" is one letter from "éclair" (SQLite's vocabulary folds it to "eclair"), a word it starts.
    const { found, queries } = await counted('Éclai', 100);
    expect(found).toEqual({ ids: [eclair], more: false });
    // The SKU's tier, the words it starts, the names holding one, one read of every match, and the typos;
    // SQLite first reads the names holding "éclai" itself (none), after the SKUs.
    expect(queries).toBe(dialect === 'postgres' ? 5 : 6);
  });
});
