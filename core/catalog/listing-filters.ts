import { STOCK_STATUSES, type StockStatus } from './stock-status.ts';
import { STAR_RATINGS, type StarRating } from './query/description.ts';
import { minorUnitDigits, toMajorUnits } from '../shared/money.ts';

/**
 * The shop's layered navigation in WooCommerce's query names, so the links and widgets a shop already has
 * keep working: `filter_<attribute>=<term>,<term>` with `query_type_<attribute>=and|or` (`and` unless
 * said), `min_price`/`max_price` in the currency's major units, `stock_status=instock,…`,
 * `rating_filter=5,4` (whole stars) and `product_cat=<slug>,…`. Pure: reading the address never throws, and what it cannot use it leaves out.
 */

/** The global attributes and terms a shop has, by slug: a filter naming anything else is left out. */
export interface FilterVocabulary {
  /** Attribute slug (`colour`, without `pa_`) → its terms' slugs. */
  attributes: ReadonlyMap<string, ReadonlySet<string>>;
}

/** One attribute's filter as the address gives it. */
export interface ListingAttributeFilter {
  /** The attribute's slug (`colour`); its taxonomy is `pa_colour`. */
  attribute: string;
  terms: string[];
  queryType: 'and' | 'or';
}

/** The filters a listing's address asks for, each one only when it says something. */
export interface ListingFilters {
  attributes: ListingAttributeFilter[];
  /** Category slugs (`product_cat`): products in any of them. */
  categories?: string[];
  stockStatuses?: StockStatus[];
  /** Products whose average rating rounds to one of these whole stars. */
  ratings?: StarRating[];
  /** Bounds on the price paid now, in minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
}

export const NO_FILTERS: ListingFilters = { attributes: [] };

/** The query names of the layered navigation: anything else in an address is not a filter. */
export const FILTER_PREFIX = 'filter_';
export const QUERY_TYPE_PREFIX = 'query_type_';
const PLAIN_FILTER_NAMES = ['min_price', 'max_price', 'stock_status', 'rating_filter', 'product_cat'] as const;

/** More than this many attributes or values in one filter are not a shopper's choice: the rest are left out. */
const MAX_ATTRIBUTES = 20;
const MAX_VALUES = 50;
const MAX_SLUG_LENGTH = 200;
/** The highest price bound read, in major units (beyond it no product is priced). */
const MAX_PRICE_MAJOR = 10_000_000;

/** A slug can hold no control character (PostgreSQL refuses a NUL in a text parameter) and is not too long. */
function usableSlug(slug: string): boolean {
  // eslint-disable-next-line no-control-regex
  return slug !== '' && slug.length <= MAX_SLUG_LENGTH && !/[\u0000-\u001f\u007f]/.test(slug);
}

/** A comma-separated list of slugs: trimmed, lower-cased, without blanks or repeats, at most MAX_VALUES. */
function slugList(value: string | null): string[] {
  if (value === null) return [];
  const slugs = value
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter(usableSlug);
  return [...new Set(slugs)].slice(0, MAX_VALUES);
}

/** A price in major units ("10", "10.5", "10.50") as minor units with the currency's decimals; undefined for anything else. */
export function parseMajorPrice(value: string | null, currency: string): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (!/^\d{1,9}(\.\d*)?$/.test(text)) return undefined;
  const major = Number(text);
  if (!Number.isFinite(major) || major > MAX_PRICE_MAJOR) return undefined;
  return Math.round(major * 10 ** minorUnitDigits(currency));
}

/** Minor units as the major-unit number an address carries: 1050 → "10.5", 1000 → "10" (in USD). */
export function majorPriceText(minor: number, currency: string): string {
  return String(toMajorUnits(minor, currency));
}

/** The attribute slugs and term slugs an address names, to read only those from the database. */
export function requestedAttributeTerms(params: URLSearchParams): Map<string, string[]> {
  const requested = new Map<string, string[]>();
  for (const [name, value] of params) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const attribute = name.slice(FILTER_PREFIX.length).toLowerCase();
    if (!usableSlug(attribute) || requested.has(attribute) || requested.size >= MAX_ATTRIBUTES) continue;
    requested.set(attribute, slugList(value));
  }
  return requested;
}

/** The filters of an address: unknown attributes and terms, bad prices and statuses are left out. */
export function parseListingFilters(params: URLSearchParams, vocabulary: FilterVocabulary, currency: string): ListingFilters {
  const filters: ListingFilters = { attributes: [] };
  for (const [attribute, slugs] of requestedAttributeTerms(params)) {
    const known = vocabulary.attributes.get(attribute);
    if (!known) continue;
    const terms = slugs.filter((slug) => known.has(slug));
    if (terms.length === 0) continue;
    const queryType = params.get(`${QUERY_TYPE_PREFIX}${attribute}`)?.trim().toLowerCase() === 'or' ? 'or' : 'and';
    filters.attributes.push({ attribute, terms, queryType });
  }
  const categories = slugList(params.get('product_cat'));
  if (categories.length > 0) filters.categories = categories;
  const stock = slugList(params.get('stock_status')).filter((status): status is StockStatus => (STOCK_STATUSES as readonly string[]).includes(status));
  if (stock.length > 0) filters.stockStatuses = stock;
  const ratings = slugList(params.get('rating_filter'))
    .map(Number)
    .filter((stars): stars is StarRating => (STAR_RATINGS as readonly number[]).includes(stars));
  if (ratings.length > 0) filters.ratings = ratings;
  const minPrice = parseMajorPrice(params.get('min_price'), currency);
  const maxPrice = parseMajorPrice(params.get('max_price'), currency);
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
}

/** Whether the filters narrow the listing at all. */
export function hasFilters(filters: ListingFilters): boolean {
  return (
    filters.attributes.length > 0 ||
    filters.categories !== undefined ||
    filters.stockStatuses !== undefined ||
    filters.ratings !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  );
}

/** Whether a query name belongs to the layered navigation (a form keeps the others as they are). */
export function isFilterParam(name: string): boolean {
  return name.startsWith(FILTER_PREFIX) || name.startsWith(QUERY_TYPE_PREFIX) || (PLAIN_FILTER_NAMES as readonly string[]).includes(name);
}

/** The filters as query pairs, in one order (attributes as given, then prices, stock, ratings and categories). */
export function filterParams(filters: ListingFilters, currency: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const { attribute, terms, queryType } of filters.attributes) {
    if (terms.length === 0) continue;
    pairs.push([`${FILTER_PREFIX}${attribute}`, terms.join(',')]);
    if (queryType === 'or') pairs.push([`${QUERY_TYPE_PREFIX}${attribute}`, 'or']);
  }
  if (filters.minPrice !== undefined) pairs.push(['min_price', majorPriceText(filters.minPrice, currency)]);
  if (filters.maxPrice !== undefined) pairs.push(['max_price', majorPriceText(filters.maxPrice, currency)]);
  if (filters.stockStatuses && filters.stockStatuses.length > 0) pairs.push(['stock_status', filters.stockStatuses.join(',')]);
  if (filters.ratings && filters.ratings.length > 0) pairs.push(['rating_filter', filters.ratings.join(',')]);
  if (filters.categories && filters.categories.length > 0) pairs.push(['product_cat', filters.categories.join(',')]);
  return pairs;
}

/** The filters with one attribute's term added or, when chosen, taken away (its query type kept). */
export function toggleAttributeTerm(filters: ListingFilters, attribute: string, term: string, queryType: 'and' | 'or'): ListingFilters {
  const existing = filters.attributes.find((filter) => filter.attribute === attribute);
  if (!existing) return { ...filters, attributes: [...filters.attributes, { attribute, terms: [term], queryType }] };
  const terms = existing.terms.includes(term) ? existing.terms.filter((slug) => slug !== term) : [...existing.terms, term];
  return {
    ...filters,
    attributes: terms.length === 0 ? filters.attributes.filter((filter) => filter !== existing) : filters.attributes.map((filter) => (filter === existing ? { ...filter, terms } : filter)),
  };
}

/** The filters with one stock status added or, when chosen, taken away. */
export function toggleStockStatus(filters: ListingFilters, status: StockStatus): ListingFilters {
  const current = filters.stockStatuses ?? [];
  const next = current.includes(status) ? current.filter((value) => value !== status) : [...current, status];
  const { stockStatuses: _dropped, ...rest } = filters;
  return next.length > 0 ? { ...rest, stockStatuses: next } : rest;
}

/** The filters with one rating added or, when chosen, taken away. */
export function toggleRating(filters: ListingFilters, stars: StarRating): ListingFilters {
  const current = filters.ratings ?? [];
  const next = current.includes(stars) ? current.filter((value) => value !== stars) : [...current, stars];
  const { ratings: _dropped, ...rest } = filters;
  return next.length > 0 ? { ...rest, ratings: next } : rest;
}

/** The filters with one category added or, when chosen, taken away. */
export function toggleCategory(filters: ListingFilters, slug: string): ListingFilters {
  const current = filters.categories ?? [];
  const next = current.includes(slug) ? current.filter((value) => value !== slug) : [...current, slug];
  const { categories: _dropped, ...rest } = filters;
  return next.length > 0 ? { ...rest, categories: next } : rest;
}

/** The filters without their price bounds. */
export function withoutPrice(filters: ListingFilters): ListingFilters {
  const { minPrice: _min, maxPrice: _max, ...rest } = filters;
  return rest;
}
