import type { Db } from '../../db/connect.ts';
import { defaultSortOf, listingPageHref, pageCount, parsePageParam, parseSort, resultCountText, SEARCH_SORT_OPTIONS, SORT_OPTIONS, type ListingSearch, type SortOption } from './listing.ts';
import { listProducts, productListQuery, type ProductCard } from './product-list.ts';
import { catalogFilters, listingFacets, type ListingFacets, type ShopVocabulary } from './listing-facets.ts';
import { filterParams, hasFilters, NO_FILTERS, type ListingFilters } from './listing-filters.ts';
import { NO_MEMO, type CatalogReads } from './catalog-memo.ts';
import type { ShopPriceTax } from '../tax/tax-display.ts';

export interface ListingRequest {
  /** Where page 1 of this listing lives, e.g. `/shop/` or `/product-category/mugs/`. */
  basePath: string;
  /** The `:page` segment, when the address had one. */
  pageParam: string | undefined;
  /** The `orderby` query value. */
  orderby: string | null;
  perPage: number;
  categoryId?: number;
  /** A search's results (at `/?s=`): its terms as typed; offers relevance, its default order. */
  search?: ListingSearch;
  /** The page's language and the shop's default one: product names are read in the page's. */
  locale?: { locale: string; defaultLocale: string };
  /** The layered navigation's choices (core/catalog/listing-filters.ts) and the terms they name. */
  filters?: { chosen: ListingFilters; vocabulary: ShopVocabulary };
  /** The shop's currency: a price filter's bounds are written in its major units. */
  currency: string;
  /** How shop prices are shown with tax: a price filter's bounds are typed as shown. */
  shopTax?: ShopPriceTax | null;
  uploadsUrl: string;
  /** Where the facets of a listing and its cards' images are kept between its pages and visitors (core/catalog/catalog-memo.ts). */
  memo?: CatalogReads;
}

/**
 * How long a listing's facet counts are kept: the catalog's edits start a new memo at once, so only a
 * change of stock by an order can make a count this much older than the shop. Counting every choice over
 * a large catalogue takes longer than the rest of the page, and is the same for every visitor and page.
 */
export const FACETS_MAX_AGE_MS = 60_000;

export interface Listing {
  products: ProductCard[];
  total: number;
  /** More products match than `total`: a search lists its best, a filtered listing counts no further. */
  capped: boolean;
  page: number;
  lastPage: number;
  perPage: number;
  sort: SortOption;
  resultCount: string;
  basePath: string;
  /** The search listed, or null for the shop and its categories. */
  search: ListingSearch | null;
  /** The filters chosen, and as query pairs every link of the listing keeps. */
  chosen: ListingFilters;
  filters: [string, string][];
  /** Whether any filter narrows the listing. */
  filtered: boolean;
  /** Each choice with its count under the other filters. */
  facets: ListingFacets;
}

/** What a listing address resolves to: a page to show, a redirect to the canonical address, or nothing. */
export type ListingOutcome = { kind: 'page'; listing: Listing } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

export async function loadListing(db: Db, request: ListingRequest): Promise<ListingOutcome> {
  // A category's own page is that category's: `product_cat` is no choice there.
  const { categories: _categories, ...inCategory } = request.filters?.chosen ?? NO_FILTERS;
  const chosen = request.categoryId !== undefined ? inCategory : (request.filters?.chosen ?? NO_FILTERS);
  const filters = filterParams(chosen, request.currency);
  const address = { basePath: request.basePath, search: request.search ?? null, filters };
  const page = parsePageParam(request.pageParam);
  const sort = parseSort(request.orderby, address.search ? SEARCH_SORT_OPTIONS : SORT_OPTIONS, defaultSortOf(address));
  if (page === null) return { kind: 'not-found' };
  // `/shop/page/1/` is the same page as `/shop/`: one address per page.
  if (request.pageParam !== undefined && page === 1) return { kind: 'redirect', location: listingPageHref(address, 1, sort) };
  const options = {
    page,
    perPage: request.perPage,
    sort,
    ...(request.categoryId !== undefined ? { categoryId: request.categoryId } : {}),
    ...(address.search ? { search: address.search.terms } : {}),
    filters: catalogFilters(chosen, request.shopTax ?? null),
    locale: request.locale,
    uploadsUrl: request.uploadsUrl,
    memo: request.memo,
  };
  const vocabulary = request.filters?.vocabulary ?? { attributes: new Map(), details: new Map() };
  const facetQuery = productListQuery(options);
  const withCategories = request.categoryId === undefined;
  // The facets depend on the filters, search and language, not on the page or the order.
  const { page: _page, perPage: _perPage, sort: _sort, ...facetKey } = facetQuery;
  const [{ products, total, capped }, facets] = await Promise.all([
    listProducts(db, options),
    (request.memo ?? NO_MEMO).read(`facets:${withCategories}:${JSON.stringify(facetKey)}`, () => listingFacets(db, facetQuery, vocabulary, { categories: withCategories }), FACETS_MAX_AGE_MS),
  ]);
  const lastPage = pageCount(total, request.perPage);
  if (page > lastPage) return { kind: 'not-found' };
  return {
    kind: 'page',
    listing: {
      products,
      total,
      capped,
      page,
      lastPage,
      perPage: request.perPage,
      sort,
      resultCount: resultCountText({ page, perPage: request.perPage, total, capped }),
      basePath: request.basePath,
      search: address.search,
      chosen,
      filters,
      filtered: hasFilters(chosen),
      facets,
    },
  };
}
