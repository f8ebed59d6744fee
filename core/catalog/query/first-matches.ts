import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { CatalogQuery } from './description.ts';
import { planSearch, STOREFRONT_FIELDS, type SearchField, type TextIndex } from './search.ts';
import { textIndexOf } from './text-index.ts';

/**
 * The few best products of a storefront search, in a time that does not grow with the catalogue (what
 * the suggestions under the search field need at every key): products whose SKU holds the words first,
 * then those whose name does, then those whose texts do, each read from the text index in its own order
 * until enough are found; and how many the search finds, counted up to `countLimit`. Ranking every match
 * (the results page's relevance order) costs time in proportion to the matches.
 */
export interface FirstMatches {
  ids: number[];
  /** Products found, at most `countLimit`. */
  found: number;
  /** Whether more than `countLimit` are found. */
  more: boolean;
}

/** The tiers, best first: the SKU, the name, any text the shop's search reads. */
const TIERS: readonly (readonly SearchField[])[] = [['sku'], ['name'], STOREFRONT_FIELDS];

/**
 * Null when the search holds a word the index cannot look up (one with other characters than letters and
 * digits, "ZK-1"): such a search is left to the catalogue query, which finds it as written.
 */
export async function firstMatches(db: Db, query: Pick<CatalogQuery, 'search' | 'locale'>, limit: number, countLimit: number, index: TextIndex = textIndexOf(db)): Promise<FirstMatches | null> {
  const plan = await planSearch(db, query.search, index);
  if (plan.literal.length > 0 || plan.indexed.length === 0) return null;
  const [counted, ...tiers] = await Promise.all([
    sql<{ n: number | string }>`select count(*) as n from (${index.firstPublished(plan.indexed, STOREFRONT_FIELDS, query.locale, countLimit + 1)}) found`.execute(db),
    ...TIERS.map((fields) => index.firstPublished(plan.indexed, fields, query.locale, limit).execute(db)),
  ]);
  const ids = [...new Set(tiers.flatMap((tier) => tier.rows.map((row) => Number(row.product_id))))].slice(0, limit);
  const found = Number(counted.rows[0]?.n ?? 0);
  return { ids, found: Math.min(found, countLimit), more: found > countLimit };
}
