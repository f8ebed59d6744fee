import type { Db } from '../../db/connect.ts';
import { listingHref, pageCount, parsePageParam, parseSort, resultCountText, type SortOption } from './listing.ts';
import { listProducts, type ProductCard } from './product-list.ts';

export interface ListingRequest {
  /** Where page 1 of this listing lives, e.g. `/shop/` or `/product-category/mugs/`. */
  basePath: string;
  /** The `:page` segment, when the address had one. */
  pageParam: string | undefined;
  /** The `orderby` query value. */
  orderby: string | null;
  perPage: number;
  categoryId?: number;
  /** The page's language and the shop's default one: product names are read in the page's. */
  locale?: { locale: string; defaultLocale: string };
  uploadsUrl: string;
}

export interface Listing {
  products: ProductCard[];
  total: number;
  page: number;
  lastPage: number;
  perPage: number;
  sort: SortOption;
  resultCount: string;
  basePath: string;
}

/** What a listing address resolves to: a page to show, a redirect to the canonical address, or nothing. */
export type ListingOutcome = { kind: 'page'; listing: Listing } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

export async function loadListing(db: Db, request: ListingRequest): Promise<ListingOutcome> {
  const page = parsePageParam(request.pageParam);
  const sort = parseSort(request.orderby);
  if (page === null) return { kind: 'not-found' };
  // `/shop/page/1/` is the same page as `/shop/`: one address per page.
  if (request.pageParam !== undefined && page === 1) return { kind: 'redirect', location: listingHref(request.basePath, 1, sort) };
  const { products, total } = await listProducts(db, {
    page,
    perPage: request.perPage,
    sort,
    ...(request.categoryId !== undefined ? { categoryId: request.categoryId } : {}),
    locale: request.locale,
    uploadsUrl: request.uploadsUrl,
  });
  const lastPage = pageCount(total, request.perPage);
  if (page > lastPage) return { kind: 'not-found' };
  return {
    kind: 'page',
    listing: {
      products,
      total,
      page,
      lastPage,
      perPage: request.perPage,
      sort,
      resultCount: resultCountText({ page, perPage: request.perPage, total }),
      basePath: request.basePath,
    },
  };
}
