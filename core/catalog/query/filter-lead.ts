import type { Db } from '../../../db/connect.ts';
import { categoryTotal, countedTotal, listedOfRatings, listedOfStockStatuses, listedOfTerms } from './counted-total.ts';
import type { AttributeFilter, CatalogQuery } from './description.ts';
import { attributeSlugOf } from './attribute-slug.ts';
import { termLeadable, type LeadTerm } from './compile.ts';

/**
 * Which way a filtered storefront listing is read, from the counts the database keeps (migrations 021 and
 * 035): `filters` reads the few products the narrowest filter matches and sorts them; `order` walks the
 * order's index and checks each product against the filters until the page is full. Reading the filter's
 * products costs as many rows as it matches; walking costs about a page's worth times the share of the
 * listing they are, so the filter leads when its products, squared, are fewer than the rows shown by the
 * page times the listing's size. Neither database can tell this by itself for a stock status: SQLite's
 * statistics see three values shared by a million rows, not that one of them is rare.
 */
export type FilterLead = 'filters' | 'order';

/**
 * At most this many products a listing's filters match together, as the kept counts say, are read first as
 * its candidates (from the text index's facets, or a category's and a term's kept links) and its page read
 * among them, every filter met.
 */
export const FEW_LED_MOST = 1000;

/**
 * The lead for a storefront listing whose filters match at most `bound` products (keptFilterBounds, or a
 * price range's bounded count); null when nothing bounds them, or the listing is a search or in an order
 * of ids (those are read from their own matches).
 */
export async function filterLeadOf(db: Db, query: CatalogQuery, bound: number | null): Promise<FilterLead | null> {
  if (bound === null || query.scope !== 'storefront' || query.search !== '' || query.sort.kind !== 'fields') return null;
  const listed = countedTotal(db, unfiltered(query));
  if (!listed) return null;
  const shown = query.page * query.perPage;
  return bound * bound <= shown * (await listed) ? 'filters' : 'order';
}

/** The listing the filters narrow: its category (on a category's page), or the shop. */
function unfiltered(query: CatalogQuery): CatalogQuery {
  const led = query.categories?.length === 1 ? { categories: query.categories } : {};
  const { categories: _categories, attributes: _attributes, stockStatuses: _stockStatuses, ratings: _ratings, minPrice: _minPrice, maxPrice: _maxPrice, ...rest } = query;
  return { ...rest, ...led, onSale: false };
}

/**
 * The kept counts' bounds on the products the query's filters match: `narrowest`, the fewest any one
 * filter matches (its stock statuses' products, each attribute filter's: any of its terms, their sum; all
 * of them, the least; on the shop's page, its categories'), as reading that filter's products costs as
 * many rows; `together`, at most how many they match together (two filters kept counted together are
 * exact). Both null when no filter has a kept count.
 */
export async function keptFilterBounds(db: Db, query: CatalogQuery): Promise<{ narrowest: number | null; together: number | null }> {
  const bounds = await Promise.all([stockBound(db, query), ratingBound(db, query), ...(query.attributes ?? []).map((filter) => termBound(db, filter)), categoryBound(db, query)]);
  const known = bounds.filter((bound): bound is number => bound !== null);
  if (known.length === 0) return { narrowest: null, together: null };
  const narrowest = Math.min(...known);
  // Two filters kept together (a term within a category, two terms) are their exact total, often far below either's.
  const exact = countedTotal(db, query);
  return { narrowest, together: Math.min(narrowest, ...(exact ? [await exact] : [])) };
}

async function stockBound(db: Db, query: CatalogQuery): Promise<number | null> {
  return query.stockStatuses === undefined ? null : listedOfStockStatuses(db, query.stockStatuses);
}

async function ratingBound(db: Db, query: CatalogQuery): Promise<number | null> {
  return query.ratings === undefined ? null : listedOfRatings(db, query.ratings);
}

async function termBound(db: Db, filter: AttributeFilter): Promise<number> {
  const counts = await listedOfTerms(db, filter);
  if (counts === null) return 0;
  return filter.queryType === 'or' ? counts.reduce((sum, count) => sum + count, 0) : Math.min(...counts);
}

/** Categories chosen on the shop's page; a category's own page is led by its links already. */
async function categoryBound(db: Db, query: CatalogQuery): Promise<number | null> {
  const categories = query.categories;
  if (categories === undefined || categories.length === 1) return null;
  if (categories.length === 0) return 0;
  const ids = categories.filter((value): value is number => typeof value === 'number');
  const slugs = categories.filter((value): value is string => typeof value === 'string');
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.sum<number | string | null>('product_count').as('total'))
    .where((eb) => eb.or([...(ids.length > 0 ? [eb('id', 'in', ids)] : []), ...(slugs.length > 0 ? [eb('slug', 'in', slugs)] : [])]))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The term whose links a listing is read from (migration 040): of the terms every matching product has
 * (each term of an `and` filter, an `or` filter's one term), the one fewest listed products have. None
 * where no filter names such a term, or on a category's page whose category has fewer products than it
 * (the category's links lead then). Walking the term's links passes only products having it: a page costs
 * its rows over the share of the term's products the other filters keep, however the shop's order and
 * the term's products fall together.
 */
export async function leadTermOf(db: Db, query: CatalogQuery): Promise<LeadTerm | null> {
  if (!termLeadable(query)) return null;
  const rarest = (await termsNamed(db, requiredTerms(query))).reduce<LeadTerm | null>((best, term) => (best === null || term.count < best.count ? term : best), null);
  if (!rarest) return null;
  if (query.categories?.length === 1 && (await categoryTotal(db, query.categories[0]!)) <= rarest.count) return null;
  return rarest;
}

/** The terms every product a listing matches must have: each term of an `and` filter, an `or` filter's one term. */
export function requiredTerms(query: CatalogQuery): { taxonomy: string; slug: string }[] {
  return (query.attributes ?? []).flatMap((filter) => {
    const terms = [...new Set(filter.terms)];
    return filter.queryType === 'and' || terms.length === 1 ? terms.map((slug) => ({ taxonomy: filter.taxonomy, slug })) : [];
  });
}

/** The terms the shop has of these (a taxonomy and a slug each), with their ids and kept counts; one query, none for no terms. */
export async function termsNamed(db: Db, terms: readonly { taxonomy: string; slug: string }[]): Promise<LeadTerm[]> {
  if (terms.length === 0) return [];
  const rows = await db
    .selectFrom('attribute_terms as at')
    .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
    .select(['a.slug as attribute', 'at.slug', 'at.id', 'at.product_count as count'])
    .where((eb) => eb.or(terms.map((term) => eb.and([eb('a.slug', '=', attributeSlugOf(term.taxonomy)), eb('at.slug', '=', term.slug)]))))
    .execute();
  return rows.flatMap((row) => {
    const named = terms.find((term) => attributeSlugOf(term.taxonomy) === row.attribute && term.slug === row.slug);
    return named ? [{ taxonomy: named.taxonomy, slug: row.slug, id: row.id, count: Number(row.count) }] : [];
  });
}

/**
 * The terms whose links are walked together where a page walks its order for an `or` filter of a few
 * terms (compile.ts eitherTermsIds), on the shop's page: none where a term every product must have leads
 * (leadTermOf), another filter narrows by a category, or the filter has more terms than are worth merging.
 * A term the attribute does not have matches nothing and is left out.
 */
export async function eitherTermsOf(db: Db, query: CatalogQuery): Promise<LeadTerm[] | null> {
  if (!termLeadable(query) || query.categories !== undefined) return null;
  const either = (query.attributes ?? []).filter((filter) => filter.queryType === 'or' && new Set(filter.terms).size > 1);
  const [filter, ...more] = either;
  if (!filter || more.length > 0) return null;
  const terms = [...new Set(filter.terms)];
  if (terms.length > MERGED_TERMS) return null;
  const found = await termsNamed(db, terms.map((slug) => ({ taxonomy: filter.taxonomy, slug })));
  return found.length > 0 ? found : null;
}

/** At most how many terms' walks a page merges. */
const MERGED_TERMS = 4;

/**
 * Whether a page is read along the lead term's links: where it walks the order, and where the filters'
 * few products are read first but no filter has many fewer products than the term (`narrowest`, the
 * fewest any one filter has): its links in order, checked one by one, cost no more than reading the
 * narrowest filter's products and sorting them, and a deep page counts off its passed rows in the term's index.
 */
export function walksLeadTerm(lead: FilterLead | null, term: LeadTerm | null, narrowest: number | null): boolean {
  if (term === null) return false;
  return lead === 'order' || (lead === 'filters' && narrowest !== null && term.count <= NARROWER_FILTER_LEADS * narrowest);
}

/** How many times fewer products another filter must have than the lead term to be read first instead. */
const NARROWER_FILTER_LEADS = 4;
