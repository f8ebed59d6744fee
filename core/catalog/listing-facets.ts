import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { RATED_FROM, ratingBucketSql } from '../../db/rating-buckets.ts';
import type { Db } from '../../db/connect.ts';
import { sortTerms, type AttributeOrder } from './attributes.ts';
import { requestedAttributeTerms, type FilterVocabulary, type ListingFilters } from './listing-filters.ts';
import { compileCatalogQuery, compileFilteredFacts, listedCategoryLinks, type SearchOptions } from './query/compile.ts';
import { countedTotal, narrowedPastKeptCounts, termIdOf, type RequiredTerm } from './query/counted-total.ts';
import { bestMatches, listingPlan } from './query/best-matches.ts';
import { leadTermOf } from './query/filter-lead.ts';
import { termsLedMatches } from './query/facet-matches.ts';
import { categoryTermMatches, PAIRED_READ, pairedListing } from './query/category-term-matches.ts';
import { textIndexOf } from './query/text-index.ts';
import { STAR_RATINGS, type AttributeFilter, type CatalogQuery, type CatalogQueryInput, type StarRating } from './query/description.ts';
import { STOCK_STATUSES, type StockStatus } from './stock-status.ts';
import { enteredPriceBound, type ShopPriceTax } from '../tax/tax-display.ts';
import { LISTING_COUNT_LIMIT } from './listing.ts';

/**
 * The layered navigation's counts: for each choice, how many products the listing would show with it,
 * counted from the rows by grouped queries (never a query a product or a term). As WooCommerce counts
 * them, an attribute filtered with `or` is counted without its own filter (each term says what choosing
 * it too would add); every other filter applies. Stock statuses and categories are choices of the same
 * kind (a product has one status; any of the chosen categories matches), so each is counted without its own filter.
 * Where the database keeps the counts (the whole shop, one term, a category's own terms), they are read instead.
 */

export interface VocabularyTerm {
  id: number;
  slug: string;
  name: string;
  menu_order: number;
}

export interface VocabularyAttribute {
  id: number;
  slug: string;
  name: string;
  orderBy: AttributeOrder;
  terms: Map<string, VocabularyTerm>;
}

/** The attributes and terms an address names, as the shop has them (names as stored). */
export interface ShopVocabulary extends FilterVocabulary {
  details: Map<string, VocabularyAttribute>;
}

/** Reads only the attributes and terms the address names: none named, no query. */
export async function readFilterVocabulary(db: Db, params: URLSearchParams): Promise<ShopVocabulary> {
  const requested = requestedAttributeTerms(params);
  const details = new Map<string, VocabularyAttribute>();
  const termSlugs = [...new Set([...requested.values()].flat())];
  if (requested.size > 0 && termSlugs.length > 0) {
    const rows = await db
      .selectFrom('attribute_terms as at')
      .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
      .select(['a.id as attribute_id', 'a.slug as attribute_slug', 'a.name as attribute_name', 'a.order_by', 'at.id', 'at.slug', 'at.name', 'at.menu_order'])
      .where('a.slug', 'in', [...requested.keys()])
      .where('at.slug', 'in', termSlugs)
      .execute();
    for (const row of rows) {
      let attribute = details.get(row.attribute_slug);
      if (!attribute) {
        attribute = { id: row.attribute_id, slug: row.attribute_slug, name: row.attribute_name, orderBy: row.order_by, terms: new Map() };
        details.set(row.attribute_slug, attribute);
      }
      attribute.terms.set(row.slug, { id: row.id, slug: row.slug, name: row.name, menu_order: row.menu_order });
    }
  }
  return { details, attributes: new Map([...details].map(([slug, attribute]) => [slug, new Set(attribute.terms.keys())])) };
}

/**
 * The address's filters as the catalogue query takes them; the price bounds, typed as prices are shown,
 * compared with prices as they are entered (see enteredPriceBound).
 */
export function catalogFilters(filters: ListingFilters, shopTax: ShopPriceTax | null = null): Pick<CatalogQueryInput, 'attributes' | 'categories' | 'stockStatuses' | 'ratings' | 'minPrice' | 'maxPrice'> {
  return {
    attributes: filters.attributes.map((filter): AttributeFilter => ({ taxonomy: `pa_${filter.attribute}`, terms: filter.terms, queryType: filter.queryType })),
    ...(filters.categories ? { categories: filters.categories } : {}),
    ...(filters.stockStatuses ? { stockStatuses: filters.stockStatuses } : {}),
    ...(filters.ratings ? { ratings: filters.ratings } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: enteredPriceBound(filters.minPrice, shopTax) } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: enteredPriceBound(filters.maxPrice, shopTax) } : {}),
  };
}

export interface FacetTerm {
  id: number;
  slug: string;
  name: string;
  count: number;
  chosen: boolean;
}

export interface AttributeFacet {
  id: number;
  /** The attribute's slug (`colour`). */
  slug: string;
  name: string;
  queryType: 'and' | 'or';
  /** In the attribute's order; a chosen term is there even when nothing matches it any more. */
  terms: FacetTerm[];
}

export interface StockFacet {
  status: StockStatus;
  count: number;
  chosen: boolean;
}

/** Products rated so many whole stars (WooCommerce's "Filter products by rating"). */
export interface RatingFacet {
  stars: StarRating;
  count: number;
  chosen: boolean;
}

export interface CategoryFacet {
  id: number;
  slug: string;
  name: string;
  count: number;
  chosen: boolean;
}

export interface ListingFacets {
  attributes: AttributeFacet[];
  stock: StockFacet[];
  /** Five to one star; empty where no product the other filters match is rated and none is chosen (the shop has no reviews to filter by). */
  ratings: RatingFacet[];
  /** Empty where the listing is a category's own. */
  categories: CategoryFacet[];
  /** The lowest and highest price paid now among the products the other filters match; null for none. */
  price: { min: number; max: number } | null;
  /**
   * False for a narrowed listing of more than `LISTING_COUNT_LIMIT` products: the choices are then the
   * shop's (each with its count in the whole shop, not shown) and the price range the shop's.
   */
  counted: boolean;
}

const slugOf = (taxonomy: string) => (taxonomy.startsWith('pa_') ? taxonomy.slice(3) : taxonomy);

interface TermCountRow {
  attribute_id: number;
  attribute_slug: string;
  attribute_name: string;
  order_by: AttributeOrder;
  term_id: number;
  term_slug: string;
  term_name: string;
  menu_order: number;
  count: number | string;
}

/** Each term's products among the query's, grouped: one attribute's (`only`), or every attribute but `except`. */
function termCounts(db: Db, query: CatalogQuery, search: SearchOptions, scope: { only: string } | { except: readonly string[] }): Promise<TermCountRow[]> {
  let counted = db
    .selectFrom('product_attribute_terms as pat')
    .innerJoin('attribute_terms as at', 'at.id', 'pat.term_id')
    .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
    .select(['a.id as attribute_id', 'a.slug as attribute_slug', 'a.name as attribute_name', 'a.order_by', 'at.id as term_id', 'at.slug as term_slug', 'at.name as term_name', 'at.menu_order'])
    // A product has a term once (the table's key), so the rows of a term are its products.
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('pat.product_id', 'in', compileFilteredFacts(db, query, search, ['id']))
    .groupBy(['a.id', 'a.slug', 'a.name', 'a.order_by', 'at.id', 'at.slug', 'at.name', 'at.menu_order']);
  if ('only' in scope) counted = counted.where('a.slug', '=', scope.only);
  else if (scope.except.length > 0) counted = counted.where('a.slug', 'not in', [...scope.except]);
  return counted.execute();
}

/** The value kept under `key`, made by `make` the first time. */
function once<T>(kept: Map<string, T>, key: string, make: () => T): T {
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key)!;
}

/** The query without one of its filters. */
function without(query: CatalogQuery, drop: 'stockStatuses' | 'ratings' | 'categories' | 'price'): CatalogQuery {
  const copy = { ...query };
  if (drop === 'price') {
    delete copy.minPrice;
    delete copy.maxPrice;
  } else delete copy[drop];
  return copy;
}

/**
 * The listing's facets under the query's filters. `vocabulary` gives the chosen terms' names when nothing
 * matches them any more; `categories` says whether categories are a choice (not on a category's own page).
 */
/**
 * The whole shop's are read from kept counts. Past `LISTING_COUNT_LIMIT` products (`countLimit`), a
 * narrowed listing's choices are not counted: counting each reads every product the listing matches, and
 * any price or term a visitor types asks for a new count. A category's own page is counted whatever its
 * size (its counts are kept in the catalog memo, one per category).
 */
export async function listingFacets(db: Db, query: CatalogQuery, vocabulary: ShopVocabulary, options: { categories: boolean; countLimit?: number }): Promise<ListingFacets> {
  if (wholeShop(query)) return facetsOf(await keptCounts(db, options), query, vocabulary, true);
  if (narrowed(query) && (await matchesMoreThan(db, query, options.countLimit ?? LISTING_COUNT_LIMIT))) return facetsOf(await keptCounts(db, options), query, vocabulary, false);
  return facetsOf(await groupedCounts(db, query, options), query, vocabulary, true);
}

/** Narrowed by more than a category's own page is: a filter or a search. */
function narrowed(query: CatalogQuery): boolean {
  return !wholeShop({ ...query, categories: undefined }) || (query.categories?.length ?? 0) > 1;
}

/** Whether the query matches more than `limit` products, reading at most one more than that. */
async function matchesMoreThan(db: Db, query: CatalogQuery, limit: number): Promise<boolean> {
  // A search's listing is its best matches, fewer than the limit (best-matches.ts).
  if (query.search !== '') return false;
  const kept = countedTotal(db, query);
  if (kept) return (await kept) > limit;
  const row = await compileCatalogQuery(db, query, ['id'], null).countUpTo(limit + 1).executeTakeFirst();
  return Number(row?.total ?? 0) > limit;
}

/** The rows the facets are made of, however they were counted. */
interface FacetCounts {
  terms: TermCountRow[];
  stock: { status: string; count: number | string }[];
  ratings: { rating: number | string; count: number | string }[];
  price: { min: number | string | null; max: number | string | null } | undefined;
  categories: { id: number; slug: string; name: string; count: number | string }[];
}

/** The whole shop, nothing chosen: what the database keeps counted answers (db/migrations/021 and 035). */
function wholeShop(query: CatalogQuery): boolean {
  return query.scope === 'storefront' && query.categories === undefined && query.types.length === 0 && !narrowedPastKeptCounts(query);
}

/** The first view of the shop: a few rows of kept counts, and the price range from an index's two ends. */
async function keptCounts(db: Db, options: { categories: boolean }): Promise<FacetCounts> {
  const [terms, stock, ratings, price, categories] = await Promise.all([
    keptTerms(db),
    keptStock(db),
    keptRatings(db),
    keptPriceRange(db),
    options.categories ? keptCategories(db) : Promise.resolve([]),
  ]);
  return { terms, stock, ratings, price, categories };
}

/** Each term's listed products as the term keeps them (migration 035): every attribute's, one's, or one term's. */
function keptTerms(db: Db, only?: string, term?: string): Promise<TermCountRow[]> {
  let terms = db
    .selectFrom('attribute_terms as at')
    .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
    .select(['a.id as attribute_id', 'a.slug as attribute_slug', 'a.name as attribute_name', 'a.order_by', 'at.id as term_id', 'at.slug as term_slug', 'at.name as term_name', 'at.menu_order', 'at.product_count as count'])
    .where('at.product_count', '>', 0);
  if (only !== undefined) terms = terms.where('a.slug', '=', only);
  if (term !== undefined) terms = terms.where('at.slug', '=', term);
  return terms.execute();
}

/** The terms kept counted beside a term (`term_pair_counts`) or in a category (`category_term_counts`), migration 041; but one attribute's (`except`). */
function keptTermsBeside(db: Db, beside: { term: RequiredTerm } | { category: number | string }, except?: string): Promise<TermCountRow[]> {
  const columns = ['a.id as attribute_id', 'a.slug as attribute_slug', 'a.name as attribute_name', 'a.order_by', 'at.id as term_id', 'at.slug as term_slug', 'at.name as term_name', 'at.menu_order', 'k.count'] as const;
  const terms = (
    'term' in beside
      ? db.selectFrom('term_pair_counts as k').innerJoin('attribute_terms as at', 'at.id', 'k.other_term_id').where('k.term_id', '=', termIdOf(db, beside.term))
      : db
          .selectFrom('category_term_counts as k')
          .innerJoin('attribute_terms as at', 'at.id', 'k.term_id')
          .where('k.category_id', '=', typeof beside.category === 'number' ? beside.category : db.selectFrom('categories').select('categories.id').where('categories.slug', '=', beside.category))
  )
    .innerJoin('attributes as a', 'a.id', 'at.attribute_id')
    .select([...columns])
    .where('k.count', '>', 0);
  return (except === undefined ? terms : terms.where('a.slug', '<>', except)).execute();
}

function keptStock(db: Db): Promise<FacetCounts['stock']> {
  return db.selectFrom('listed_stock_counts').select(['stock_status as status', 'count']).execute();
}

function keptRatings(db: Db): Promise<FacetCounts['ratings']> {
  return db.selectFrom('listed_rating_counts').select(['rating', 'count']).execute();
}

/** The listed products having the term, by whole stars (migration 068). */
function keptTermRatings(db: Db, term: RequiredTerm): Promise<FacetCounts['ratings']> {
  return db.selectFrom('term_rating_counts').select(['rating', 'count']).where('term_id', '=', termIdOf(db, term)).where('count', '>', 0).execute();
}

async function keptPriceRange(db: Db): Promise<FacetCounts['price']> {
  const ends = listedPriceEnds(db);
  const [lowest, highest] = await Promise.all([ends.lowest.executeTakeFirst(), ends.highest.executeTakeFirst()]);
  return { min: lowest?.price ?? null, max: highest?.price ?? null };
}

function keptCategories(db: Db): Promise<FacetCounts['categories']> {
  return db.selectFrom('categories as c').select(['c.id', 'c.slug', 'c.name', 'c.product_count as count']).where('c.product_count', '>', 0).orderBy('c.menu_order').orderBy('c.name').orderBy('c.id').execute();
}

/** The lowest price and the top of the dearest range among listed products: each an index's end (products_listed_by_price, products_by_top_price). */
export function listedPriceEnds(db: Db) {
  const listed = db.selectFrom('products').where('products.status', '=', 'publish').where('products.type', '<>', 'variation');
  return {
    lowest: listed.select((eb) => eb.fn.min<number | string | null>('products.price').as('price')),
    highest: listed.select(sql<number | string | null>`max(coalesce(products.max_price, products.price))`.as('price')),
  };
}

/** The whole shop narrowed by one term and nothing else (one filter of one term): the term, by its attribute's slug and its own. */
function oneTermOf(query: CatalogQuery): { term: RequiredTerm; queryType: 'and' | 'or' } | null {
  const [filter, ...more] = query.attributes ?? [];
  const [term, ...others] = [...new Set(filter?.terms ?? [])];
  if (!filter || term === undefined || more.length > 0 || others.length > 0 || query.statuses !== undefined) return null;
  return wholeShop({ ...query, attributes: undefined }) ? { term: { attribute: slugOf(filter.taxonomy), term }, queryType: filter.queryType } : null;
}

/** A category's own page, nothing else narrowing it: its terms are kept counted (migration 041). */
function categoryPageOf(query: CatalogQuery): number | string | null {
  const [category, ...others] = query.categories ?? [];
  if (category === undefined || others.length > 0 || query.statuses !== undefined) return null;
  return wholeShop({ ...query, categories: undefined }) ? category : null;
}

/**
 * The shop narrowed by one term, from what the database keeps beside the term (migration 041): the other
 * attributes' terms from its pairs; its own attribute's, for `or`, the whole shop's (counted without its
 * own filter), for `and`, its pairs and the term itself; the stock statuses and categories from the term's
 * own rows. The price range is read from the term's products, as grouping reads it.
 */
async function keptBesideTerm(db: Db, query: CatalogQuery, chosen: { term: RequiredTerm; queryType: 'and' | 'or' }, options: { categories: boolean }): Promise<FacetCounts> {
  const { term, queryType } = chosen;
  const termId = termIdOf(db, term);
  const [beside, own, stock, ratings, price, categories] = await Promise.all([
    keptTermsBeside(db, { term }, queryType === 'or' ? term.attribute : undefined),
    queryType === 'or' ? keptTerms(db, term.attribute) : keptTerms(db, term.attribute, term.term),
    db.selectFrom('term_stock_counts').select(['stock_status as status', 'count']).where('term_id', '=', termId).execute(),
    keptTermRatings(db, term),
    linksPriceRange(() => termLinks(db, termId), 'lt'),
    options.categories
      ? db
          .selectFrom('category_term_counts as k')
          .innerJoin('categories as c', 'c.id', 'k.category_id')
          .select(['c.id', 'c.slug', 'c.name', 'k.count'])
          .where('k.term_id', '=', termId)
          .where('k.count', '>', 0)
          .orderBy('c.menu_order')
          .orderBy('c.name')
          .orderBy('c.id')
          .execute()
      : Promise.resolve([]),
  ]);
  return { terms: [...beside, ...own], stock, ratings, price, categories };
}

/** Counted from the rows the query's filters (and search) match, grouped; where the database keeps them counted, read. */
async function groupedCounts(db: Db, query: CatalogQuery, options: { categories: boolean }): Promise<FacetCounts> {
  const oneTerm = oneTermOf(query);
  if (oneTerm) return keptBesideTerm(db, query, oneTerm, options);
  const categoryPage = categoryPageOf(query);
  const filters = query.attributes ?? [];
  const orSlugs = filters.filter((filter) => filter.queryType === 'or').map((filter) => slugOf(filter.taxonomy));
  // The search's words as the listing looks them up, so every count finds the same products.
  const index = textIndexOf(db);
  const search: SearchOptions = query.search ? { index, plan: await listingPlan(db, query.search, index) } : { index };
  // A search counts among the products its listing would show under each count's filters: its best matches.
  // Without a search, among the few products a category and a term, or terms, have together where they
  // hardly meet (category-term-matches.ts, facet-matches.ts), else led by the rarest term every product
  // must have (compile.ts compileFilteredFacts).
  // Each count's products are looked up once: without stock statuses, prices or categories chosen, the
  // counts of those read the same products as the terms' (a search's best matches gathered once, not four
  // times), and the pair's products depend on the category and the terms alone.
  const gathered = new Map<string, Promise<{ query: CatalogQuery; found: SearchOptions }>>();
  const pairs = new Map<string, ReturnType<typeof categoryTermMatches>>();
  const pairOf = (counted: CatalogQuery) => once(pairs, JSON.stringify([counted.categories, counted.attributes]), () => categoryTermMatches(db, counted));
  const gather = async (counted: CatalogQuery): Promise<{ query: CatalogQuery; found: SearchOptions }> => {
    if (!search.plan) {
      const paired = await pairOf(counted);
      if (paired) return { query: pairedListing(counted, paired), found: { ...search, ...PAIRED_READ } };
      // Terms that hardly meet: among the few products the text index finds having them all (facet-matches.ts).
      const facetLed = await termsLedMatches(db, counted, index);
      if (facetLed) return { query: counted, found: { ...search, matched: facetLed } };
      return { query: counted, found: { ...search, leadTerm: await leadTermOf(db, counted) } };
    }
    const best = await bestMatches(db, counted, search.plan, index);
    return { query: counted, found: best ? { ...search, matched: best.ids } : search };
  };
  const within = (counted: CatalogQuery) => once(gathered, JSON.stringify(counted), () => gather(counted));
  // A choice counted without its own filter, where nothing else narrows the shop, is the whole shop's: kept.
  const [shared, ...own] = await Promise.all([
    categoryPage !== null ? keptTermsBeside(db, { category: categoryPage }) : within(query).then(({ query: read, found }) => termCounts(db, read, found, { except: orSlugs })),
    ...orSlugs.map((slug) => {
      const counted = { ...query, attributes: filters.filter((filter) => slugOf(filter.taxonomy) !== slug) };
      return wholeShop(counted) ? keptTerms(db, slug) : within(counted).then(({ query: read, found }) => termCounts(db, read, found, { only: slug }));
    }),
  ]);
  const [byStock, byRating, byPrice, byCategory] = [without(query, 'stockStatuses'), without(query, 'ratings'), without(query, 'price'), without(query, 'categories')];
  const [stockCategory, ratingCategory, priceCategory] = [categoryPageOf(byStock), categoryPageOf(byRating), categoryPageOf(byPrice)];
  const ratingTerm = oneTermOf(byRating);
  const [stockRows, ratingRows, priceRow, categoryRows] = await Promise.all([
    wholeShop(byStock)
      ? keptStock(db)
      : stockCategory !== null
        ? categoryStock(db, stockCategory)
        : within(byStock).then(({ query: read, found }) =>
          db
            .selectFrom(compileFilteredFacts(db, read, found, ['stock_status']).as('f'))
            .select([sql<string>`f.stock_status`.as('status'), (eb) => eb.fn.countAll<number | string>().as('count')])
            .groupBy('f.stock_status')
            .execute(),
        ),
    wholeShop(byRating)
      ? keptRatings(db)
      : ratingCategory !== null
        ? ratedLinks(listedCategoryLinks(db, ratingCategory), 'pc').execute()
        : ratingTerm !== null
          ? keptTermRatings(db, ratingTerm.term)
          : within(byRating).then(({ query: read, found }) =>
          db
            .selectFrom(compileFilteredFacts(db, { ...read, ratings: RATED }, found, ['rating']).as('f'))
            .select([sql<number>`f.rating`.as('rating'), (eb) => eb.fn.countAll<number | string>().as('count')])
            .groupBy('f.rating')
            .execute(),
        ),
    wholeShop(byPrice)
      ? keptPriceRange(db)
      : priceCategory !== null
        ? categoryPriceRange(db, priceCategory)
        : within(byPrice).then(({ query: read, found }) =>
          db
            .selectFrom(compileFilteredFacts(db, read, found, ['price', 'top_price']).as('f'))
            .select([sql<number | string | null>`min(f.price)`.as('min'), sql<number | string | null>`max(f.top_price)`.as('max')])
            .executeTakeFirst(),
        ),
    !options.categories
      ? Promise.resolve([])
      : wholeShop(byCategory)
        ? keptCategories(db)
        : within(byCategory).then(({ query: read, found }) =>
            db
              .selectFrom('product_categories as pc')
              .innerJoin('categories as c', 'c.id', 'pc.category_id')
              .select(['c.id', 'c.slug', 'c.name', 'c.menu_order', (eb) => eb.fn.countAll<number | string>().as('count')])
              .where('pc.product_id', 'in', compileFilteredFacts(db, read, found, ['id']))
              .groupBy(['c.id', 'c.slug', 'c.name', 'c.menu_order'])
              .orderBy('c.menu_order')
              .orderBy('c.name')
              .orderBy('c.id')
              .execute(),
          ),
  ]);
  return { terms: [...shared, ...own.flat()], stock: stockRows, ratings: ratingRows, price: priceRow, categories: categoryRows };
}

/** A category's products by stock status, counted in its links' own index (migration 043), no product read. */
function categoryStock(db: Db, category: number | string): Promise<FacetCounts['stock']> {
  return listedCategoryLinks(db, category)
    .select(['pc.stock_status as status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('pc.stock_status')
    .execute();
}

/** Every whole-star rating: counted under it, only rated products are read (a range of the rating order's index). */
const RATED: readonly StarRating[] = STAR_RATINGS;

/**
 * A category's or a term's listed links by whole-star rating: the rated ones alone, a range of the links'
 * rating index (migrations 029 and 040), no product read.
 */
export function ratedLinks(links: SelectQueryBuilder<Database, any, object>, alias: 'pc' | 'lt') {
  const average = `${alias}.average_rating`;
  return links
    .select([sql<number>`${sql.raw(ratingBucketSql(average))}`.as('rating'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where(sql.ref(average), '>=', RATED_FROM)
    .groupBy(sql.raw(ratingBucketSql(average)));
}

/** A category's price range from the ends of its links' price and top-price indexes (migrations 029 and 043). */
function categoryPriceRange(db: Db, category: number | string): Promise<FacetCounts['price']> {
  return linksPriceRange(() => listedCategoryLinks(db, category), 'pc');
}

/** A term's listed links (migration 040), by the term's id. */
function termLinks(db: Db, termId: ReturnType<typeof termIdOf>) {
  return db.selectFrom('product_attribute_terms as lt').where('lt.listed', '=', 1).where('lt.term_id', '=', termId);
}

/** A category's or a term's lowest price and top of the dearest range: the ends of its links' price and top-price indexes (migrations 029, 043, 040 and 067). */
export function linksPriceEnds(links: () => SelectQueryBuilder<Database, any, object>, alias: 'pc' | 'lt') {
  return {
    lowest: links().select(sql<number | string | null>`min(${sql.ref(`${alias}.price`)})`.as('price')),
    highest: links().select(sql<number | string | null>`max(${sql.ref(`${alias}.top_price`)})`.as('price')),
  };
}

async function linksPriceRange(links: () => SelectQueryBuilder<Database, any, object>, alias: 'pc' | 'lt'): Promise<FacetCounts['price']> {
  const ends = linksPriceEnds(links, alias);
  const [lowest, highest] = await Promise.all([ends.lowest.executeTakeFirst(), ends.highest.executeTakeFirst()]);
  return { min: lowest?.price ?? null, max: highest?.price ?? null };
}

function facetsOf(counted: FacetCounts, query: CatalogQuery, vocabulary: ShopVocabulary, exact: boolean): ListingFacets {
  const filters = query.attributes ?? [];
  return {
    attributes: attributeFacets(counted.terms, filters, vocabulary),
    stock: STOCK_STATUSES.map((status) => ({
      status,
      count: Number(counted.stock.find((row) => row.status === status)?.count ?? 0),
      chosen: query.stockStatuses?.includes(status) ?? false,
    })),
    ratings: ratingFacets(counted.ratings, query.ratings),
    categories: counted.categories.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      count: Number(row.count),
      chosen: query.categories?.includes(row.slug) ?? false,
    })),
    price: counted.price && counted.price.min !== null && counted.price.max !== null ? { min: Number(counted.price.min), max: Number(counted.price.max) } : null,
    counted: exact,
  };
}

/** Five stars down to one, each with its count; none where nothing is rated and nothing chosen. */
function ratingFacets(rows: FacetCounts['ratings'], chosen: readonly StarRating[] | undefined): RatingFacet[] {
  const facets = [...STAR_RATINGS].reverse().map((stars) => ({
    stars,
    count: rows.filter((row) => Number(row.rating) === stars).reduce((sum, row) => sum + Number(row.count), 0),
    chosen: chosen?.includes(stars) ?? false,
  }));
  return facets.some((facet) => facet.count > 0 || facet.chosen) ? facets : [];
}

/** The counted terms by attribute, each attribute's chosen terms added where nothing counted them, in the attribute's order. */
function attributeFacets(rows: readonly TermCountRow[], filters: readonly AttributeFilter[], vocabulary: ShopVocabulary): AttributeFacet[] {
  const facets = new Map<string, AttributeFacet & { orderBy: AttributeOrder; menuOrders: Map<number, number> }>();
  const chosenOf = (slug: string) => filters.find((filter) => slugOf(filter.taxonomy) === slug);
  const facetOf = (id: number, slug: string, name: string, orderBy: AttributeOrder) => {
    let facet = facets.get(slug);
    if (!facet) {
      facet = { id, slug, name, queryType: chosenOf(slug)?.queryType ?? 'and', terms: [], orderBy, menuOrders: new Map() };
      facets.set(slug, facet);
    }
    return facet;
  };
  for (const row of rows) {
    const facet = facetOf(row.attribute_id, row.attribute_slug, row.attribute_name, row.order_by);
    facet.terms.push({ id: row.term_id, slug: row.term_slug, name: row.term_name, count: Number(row.count), chosen: chosenOf(row.attribute_slug)?.terms.includes(row.term_slug) ?? false });
    facet.menuOrders.set(row.term_id, row.menu_order);
  }
  for (const filter of filters) {
    const attribute = vocabulary.details.get(slugOf(filter.taxonomy));
    if (!attribute) continue;
    const facet = facetOf(attribute.id, attribute.slug, attribute.name, attribute.orderBy);
    for (const slug of filter.terms) {
      const term = attribute.terms.get(slug);
      if (!term || facet.terms.some((counted) => counted.slug === slug)) continue;
      facet.terms.push({ id: term.id, slug, name: term.name, count: 0, chosen: true });
      facet.menuOrders.set(term.id, term.menu_order);
    }
  }
  return [...facets.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id)
    .map(({ orderBy, menuOrders, ...facet }) => ({
      ...facet,
      terms: sortTerms(
        facet.terms.map((term) => ({ ...term, menu_order: menuOrders.get(term.id) ?? 0 })),
        orderBy,
      ).map(({ menu_order: _order, ...term }) => term),
    }));
}
