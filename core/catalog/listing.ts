/** Pure helpers for product listings: sort options, page numbers, the result count and page links. */

export const SORT_OPTIONS = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
/**
 * How many products a shop page counts, in its result count and beside each filter's choices, when the
 * database's kept counts do not answer (a typed price, a chosen term): past it the page says "more than"
 * and offers the choices uncounted, in a time that does not grow with the catalogue.
 */
export const LISTING_COUNT_LIMIT = 10_000;

/** A search's results add WooCommerce's `relevance`, their default order, before the shop's. */
export const SEARCH_SORT_OPTIONS = ['relevance', ...SORT_OPTIONS] as const;
export type SortOption = (typeof SEARCH_SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'menu_order';
export const SEARCH_DEFAULT_SORT: SortOption = 'relevance';

/** The labels WooCommerce shows in its sort dropdown. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  relevance: 'Relevance',
  menu_order: 'Default sorting',
  popularity: 'Sort by popularity',
  rating: 'Sort by average rating',
  date: 'Sort by latest',
  price: 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
};

/** Anything that is not one of the listing's options (missing, repeated, garbage) sorts by its default. */
export function parseSort(value: unknown, options: readonly SortOption[] = SORT_OPTIONS, fallback: SortOption = DEFAULT_SORT): SortOption {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as SortOption) : fallback;
}

/** Highest page number we accept in a URL; beyond it no shop has pages, and offsets stay small. */
const MAX_PAGE = 100_000;

/**
 * The page number from a `/page/N/` segment: absent means 1; "0", "01", "-1", "1.5", "abc" or absurdly
 * large numbers are not page addresses (null, a 404).
 */
export function parsePageParam(value: string | undefined | null): number | null {
  if (value === undefined || value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** Number of pages for a listing; an empty listing still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export interface ResultCountInput {
  page: number;
  perPage: number;
  total: number;
  /** More than `total` products match: a search's best are listed, a filtered listing counts no further. */
  capped?: boolean;
}

/**
 * WooCommerce's result count: "Showing 1–12 of 60 results", "Showing all 7 results", "Showing the single
 * result"; past a search's or a filtered listing's limit, "Showing 1–12 of more than 1000 results".
 */
export function resultCountText({ page, perPage, total, capped = false }: ResultCountInput): string {
  if (total <= 0) return 'No products were found matching your selection.';
  if (total === 1) return 'Showing the single result';
  if (total <= perPage) return `Showing all ${total} results`;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  if (first > total) return `Showing all ${total} results`;
  return capped ? `Showing ${first}–${last} of more than ${total} results` : `Showing ${first}–${last} of ${total} results`;
}

/** Query pairs of the layered navigation (core/catalog/listing-filters.ts), kept by every link of a filtered listing. */
export type FilterPairs = readonly (readonly [string, string])[];

/**
 * The address of one page of a listing: `/shop/` for page 1, `/shop/page/3/` after; the sort is kept
 * in the query unless it is the default, and the filters after it.
 */
export function listingHref(basePath: string, page: number, sort: SortOption, filters: FilterPairs = []): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const path = page > 1 ? `${base}page/${page}/` : base;
  const params = new URLSearchParams(sort === DEFAULT_SORT ? [] : [['orderby', sort]]);
  for (const [name, value] of filters) params.append(name, value);
  const query = queryText(params);
  return query === '' ? path : `${path}?${query}`;
}

/** A query string with its commas as they are (`filter_colour=blue,green`, as WooCommerce writes them). */
export function queryText(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ',');
}

/** A search's listing: its terms as typed (cut), and whether it lists products only (`post_type=product`). */
export interface ListingSearch {
  terms: string;
  productsOnly: boolean;
}

/** Where a listing's pages live: under its base path, or, for a search, at the home with the search in the query. */
export interface ListingAddress {
  basePath: string;
  search: ListingSearch | null;
  /** The layered navigation's choices, kept in every page's address. */
  filters?: FilterPairs;
}

/** The order a listing starts in: relevance for a search, the shop's default otherwise. */
export function defaultSortOf(address: ListingAddress): SortOption {
  return address.search ? SEARCH_DEFAULT_SORT : DEFAULT_SORT;
}

/**
 * The address of one page of any listing: `listingHref` for the shop and categories; for a search,
 * WordPress's `/?s=<terms>&post_type=product`, `/page/2/?s=…` after, the sort kept unless it is relevance.
 */
export function listingPageHref(address: ListingAddress, page: number, sort: SortOption): string {
  if (!address.search) return listingHref(address.basePath, page, sort, address.filters);
  const params = new URLSearchParams({ s: address.search.terms });
  if (address.search.productsOnly) params.set('post_type', 'product');
  if (sort !== SEARCH_DEFAULT_SORT) params.set('orderby', sort);
  for (const [name, value] of address.filters ?? []) params.append(name, value);
  return `${page > 1 ? `/page/${page}/` : '/'}?${queryText(params)}`;
}

export type PageItem = number | 'gap';

/** Page links to show: first, last, and the current page with its neighbours, gaps marked. */
export function paginationItems(current: number, last: number): PageItem[] {
  const pages = new Set<number>([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
