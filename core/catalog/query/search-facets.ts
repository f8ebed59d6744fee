import type { Db } from '../../../db/connect.ts';
import type { AttributeFilter, CatalogQuery } from './description.ts';
import { attributeSlugOf } from './attribute-slug.ts';
import { termsNamed } from './filter-lead.ts';
import type { IndexFacets } from './search.ts';

/** A filter of more choices than this is checked on each match instead: a long OR costs the index more than it saves. */
const MOST_FACETS_A_GROUP = 32;

/** A query's attribute filters as the text index answers them. */
export interface IndexedFilters {
  /** The terms a document must have (migration 045). */
  groups: IndexFacets;
  /** The filters the groups leave out, checked on each match. */
  unanswered: readonly AttributeFilter[];
}

/** No filter answered by the index: each is checked on each match. */
export function unindexedFilters(query: CatalogQuery): IndexedFilters {
  return { groups: [], unanswered: query.attributes ?? [] };
}

/**
 * The query's attribute filters as the text index holds their terms beside the words (migration 045):
 * one group for an `or` filter, a group per term for `and`, by id, so a search under them is intersected
 * in the index, and the filter needs no check of its own. The triggers keep a document's terms exactly
 * its product's links, so the groups answer the filters whole. Null where a filter names nothing the
 * shop has: no product matches.
 */
export async function indexFacetsOf(db: Db, query: CatalogQuery): Promise<IndexedFilters | null> {
  const filters = query.attributes ?? [];
  // Every filter's terms in one query.
  const named = await termsNamed(db, filters.flatMap((filter) => filter.terms.map((slug) => ({ taxonomy: filter.taxonomy, slug }))));
  const groups: number[][] = [];
  const unanswered: AttributeFilter[] = [];
  for (const filter of filters) {
    const slugs = [...new Set(filter.terms)];
    const terms = named.filter((term) => attributeSlugOf(term.taxonomy) === attributeSlugOf(filter.taxonomy) && slugs.includes(term.slug)).map((term) => term.id);
    if (terms.length === 0 || (filter.queryType === 'and' && terms.length < slugs.length)) return null;
    if (filter.queryType === 'or' && terms.length > MOST_FACETS_A_GROUP) unanswered.push(filter);
    // In order of ids: the same filters, the same query text.
    else groups.push(...(filter.queryType === 'and' ? terms.map((term) => [term]) : [terms.toSorted((a, b) => a - b)]));
  }
  return { groups, unanswered };
}
