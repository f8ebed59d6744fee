import { beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { CatalogMemo } from '../core/catalog/catalog-memo.ts';
import { loadListing, type ListingRequest } from '../core/catalog/listing-page.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';

/** Counts the queries run that group rows (the facets' counts; a listing's own page never groups). */
class GroupedQueries implements KyselyPlugin {
  count = 0;
  readonly #grouped = new WeakSet<object>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if ('groupBy' in node && node.groupBy) this.#grouped.add(queryId);
    return node;
  }
  transformResult({ result, queryId }: PluginTransformResultArgs) {
    if (this.#grouped.has(queryId)) this.count++;
    return Promise.resolve(result);
  }
}

describe.each(DIALECTS)("a listing's facets are counted once for its pages and orders on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  beforeAll(async () => {
    for (let index = 0; index < 30; index++) await insertProduct(database.db, { name: `Faceted jar ${index}`, stock_status: index % 3 === 0 ? 'outofstock' : 'instock' });
  });

  it('counts again only for another listing or a new version of the catalogue', async () => {
    const grouped = new GroupedQueries();
    const db = database.db.withPlugin(grouped);
    // In stock only: a narrowed listing, counted from its rows (the whole shop's first view reads kept counts).
    const filters = { chosen: { attributes: [], stockStatuses: ['instock' as const] }, vocabulary: { attributes: new Map(), details: new Map() } };
    const request = (memo: CatalogMemo, pageParam?: string, orderby: string | null = null): ListingRequest => ({ basePath: '/shop/', pageParam, orderby, perPage: 12, uploadsUrl: '/uploads', currency: 'USD', memo, filters });
    const memo = new CatalogMemo();
    const first = await loadListing(db, request(memo));
    const counted = grouped.count;
    expect(counted).toBeGreaterThan(0);
    const second = await loadListing(db, request(memo, '2', 'price'));
    expect(grouped.count).toBe(counted);
    expect(first.kind === 'page' && second.kind === 'page' && second.listing.facets).toEqual(first.kind === 'page' && first.listing.facets);
    // An edit of the catalogue starts a new memo: the counts are made again.
    await loadListing(db, request(new CatalogMemo()));
    expect(grouped.count).toBe(counted * 2);
  });
});
