import type { Db } from '../../../db/connect.ts';
import type { SearchOptions } from './compile.ts';
import type { CatalogQuery } from './description.ts';
import { attributeSlugOf } from './attribute-slug.ts';
import { FEW_LED_MOST, requiredTerms, termsNamed } from './filter-lead.ts';

/** The category (by id) and the products its pair's links name. */
export interface PairMatches {
  category: number;
  ids: number[];
}

/** The listing read among the pair's products: its category by id, and only those products. */
export function pairedListing(query: CatalogQuery, matches: PairMatches): CatalogQuery {
  return { ...query, categories: [matches.category], include: matches.ids };
}

/** How it is read: every filter checked on each of the few products (none read first), which are sorted as they are. */
export const PAIRED_READ: Pick<SearchOptions, 'walkOrder' | 'sortAsRead' | 'leadTerm' | 'eitherTerms'> = { walkOrder: true, sortAsRead: true, leadTerm: null, eitherTerms: null };

/**
 * The products a category's page can have under its attribute filters, when a term every product must
 * have and the category hardly meet (at most FEW_LED_MOST listed products, as migration 041 counts
 * them): the pair's kept links (migration 047), rarest pair first. The listing then reads its page
 * among them, every filter checked on each. Reading the smaller of the category and the term and
 * checking the other on each product cost as many lookups as it has products (50,000 at a million).
 * Null where the listing is no category's page under such a term, or the pair is not few; empty where
 * a required term is none of the shop's.
 */
export async function categoryTermMatches(db: Db, query: CatalogQuery): Promise<PairMatches | null> {
  if (!pairLeadable(query)) return null;
  const required = requiredTerms(query);
  if (required.length === 0) return null;
  const counted = await pairCounts(db, query.categories![0]!, required);
  // A category or a term the shop does not have: nothing matches.
  if (counted === null) return { category: 0, ids: [] };
  const rarest = counted.terms.reduce((best, term) => (term.count < best.count ? term : best));
  if (rarest.count > FEW_LED_MOST) return null;
  // Unlisted products' links are kept too: read one past the limit to know there are no more.
  const links = await pairLinksQuery(db, counted.category, rarest.id).execute();
  return links.length > FEW_LED_MOST ? null : { category: counted.category, ids: links.map((link) => Number(link.product_id)) };
}

/**
 * The category's id, and each required term's id with the listed products it and the category have
 * together (migration 041). Null where the shop has no such category or lacks one of the terms.
 */
async function pairCounts(db: Db, category: number | string, required: readonly { taxonomy: string; slug: string }[]): Promise<{ category: number; terms: { id: number; count: number }[] } | null> {
  const named = await termsNamed(db, required);
  if (named.length < new Set(required.map((term) => `${attributeSlugOf(term.taxonomy)}\u0000${term.slug}`)).size) return null;
  const rows = await db
    .selectFrom('categories as c')
    // A term the category has no kept row for is one no listed product of it has.
    .leftJoin('category_term_counts as k', (join) => join.onRef('k.category_id', '=', 'c.id').on('k.term_id', 'in', named.map((term) => term.id)))
    .select(['c.id as category', 'k.term_id', 'k.count'])
    .where(typeof category === 'number' ? 'c.id' : 'c.slug', '=', category)
    .execute();
  if (rows.length === 0) return null;
  return { category: Number(rows[0]!.category), terms: named.map((term) => ({ id: term.id, count: Number(rows.find((row) => row.term_id === term.id)?.count ?? 0) })) };
}

/** The products a category and a term have together, listed or not, from the pair's kept links alone; one past the limit at most. */
export function pairLinksQuery(db: Db, category: number, term: number) {
  return db.selectFrom('category_term_links').select('product_id').where('category_id', '=', category).where('term_id', '=', term).orderBy('product_id').limit(FEW_LED_MOST + 1);
}

/**
 * A storefront page of one category in an order on columns, narrowed by attribute terms, not searched,
 * and of no given ids (a REST list's `include` stays its own).
 */
function pairLeadable(query: CatalogQuery): boolean {
  return (
    query.scope === 'storefront' &&
    query.search === '' &&
    query.sort.kind === 'fields' &&
    query.categories?.length === 1 &&
    (query.attributes?.length ?? 0) > 0 &&
    query.include === undefined
  );
}
