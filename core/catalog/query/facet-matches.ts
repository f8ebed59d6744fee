import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { keptTotalOf, narrowedPastKeptCounts } from './counted-total.ts';
import { FEW_LED_MOST, keptFilterBounds } from './filter-lead.ts';
import type { CatalogQuery } from './description.ts';
import { indexFacetsOf, type IndexedFilters } from './search-facets.ts';
import type { TextIndex } from './search.ts';


/**
 * Whether a storefront listing is narrowed by attribute terms only, which the text index holds as
 * facets (migration 045), so that the index alone finds the products having them all.
 */
function onlyFacetFilters(query: CatalogQuery): boolean {
  const { scope, attributes = [], categories, types, statuses } = query;
  return scope === 'storefront' && attributes.length > 0 && categories === undefined && types.length === 0 && statuses === undefined && !narrowedPastKeptCounts({ ...query, attributes: [] });
}

/**
 * The products having a listing's terms together, when the kept counts say they are few (`together`, at
 * most FEW_LED_MOST): read from the text index, which intersects the terms itself; the listing reads
 * its page among them (as among a search's matches), the shop's own only. Two terms that hardly meet had
 * the rarer one's products walked whole to check the other on each. Null where the index cannot lead:
 * other filters narrow the listing, one of its filters is too long to be a facet, or more products than
 * the limit have the terms (unlisted ones among them).
 */
export async function facetLedMatches(db: Db, query: CatalogQuery, index: TextIndex, together: number): Promise<number[] | null> {
  if (together > FEW_LED_MOST || !onlyFacetFilters(query)) return null;
  const filters = await indexFacetsOf(db, query);
  if (filters === null) return [];
  if (filters.unanswered.length > 0) return null;
  const rows = await facetLedQuery(db, index, filters).execute();
  return rows.length > FEW_LED_MOST ? null : rows.map((row) => Number(row.id));
}

/**
 * The products having the listing's terms, where the kept counts say they are few and say exactly how
 * many (keptTotalOf): facetLedMatches under the kept counts' bound. Null otherwise.
 */
export async function termsLedMatches(db: Db, query: CatalogQuery, index: TextIndex): Promise<number[] | null> {
  if (!onlyFacetFilters(query) || keptTotalOf(query) === null) return null;
  const { together } = await keptFilterBounds(db, query);
  return together === null ? null : facetLedMatches(db, query, index, together);
}

/**
 * The products having the terms, from the text index alone (its default documents, one a product); one
 * more than the limit at most. No product is read: joined, PostgreSQL would weigh reading every product.
 */
export function facetLedQuery(db: Db, index: TextIndex, filters: IndexedFilters) {
  const matches = sql<{ product_id: number }>`(${index.matching([], [], null, filters.groups)})`.as('m');
  return db.selectFrom(matches).select('m.product_id as id').limit(FEW_LED_MOST + 1);
}
