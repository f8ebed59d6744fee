import type { Product } from '../../../db/schema.ts';
import { isRowId } from '../../shared/row-id.ts';
import { searchText } from '../../shared/owner-list.ts';
import type { StockStatus } from '../stock-status.ts';

/**
 * What a product listing asks of the catalogue, whoever lists (shop pages, Store API, `wc/v3`, admin):
 * filters, search, sort, page and language, as plain values. `describeCatalogQuery` normalises what a
 * caller gives into the one shape core/catalog/query/compile.ts turns into SQL.
 */

/** `storefront`: published products only; `owner`: any status, as the shop owner sees them. Neither lists variations. */
export type CatalogScope = 'storefront' | 'owner';

/** The whole stars a product's average rating is rounded to, as WooCommerce's rating filter (`rating_filter`) names them. */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;
export type StarRating = (typeof STAR_RATINGS)[number];

/** The product types a listing shows and filters by (`?type=`): a variation is listed only under its product. */
export const LISTED_TYPES = ['simple', 'variable', 'grouped', 'external'] as const;
export type ListedType = (typeof LISTED_TYPES)[number];

/** The columns a listing can be ordered by; every order ends with the id. */
export const SORT_FIELDS = ['menu_order', 'name', 'slug', 'price', 'total_sales', 'average_rating', 'rating_count', 'created_at', 'updated_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number] & keyof Product;
export type SortDirection = 'asc' | 'desc';

/**
 * A listing's order: columns in one direction, the id last in the same direction so ties never overlap
 * across pages; the order of the `include` ids; or relevance to the search (WooCommerce's
 * `orderby=relevance`: best match first, then menu order and id; without a search, menu order and id).
 * Neither of the last two pages by keyset: a position or a rank is not a column.
 */
export type CatalogSort =
  | { kind: 'fields'; fields: readonly SortField[]; direction: SortDirection }
  | { kind: 'include'; direction: SortDirection }
  | { kind: 'relevance' };

/** The longest search taken, as the lists took it before (the rest is cut). */
export const SEARCH_MAX_LENGTH = 100;
/** Most rows one page may hold: the REST limit; the shop's pages ask for fewer. */
export const MAX_PER_PAGE = 100;

/**
 * Products carrying terms of a global attribute (WooCommerce's `filter_<slug>` and `query_type_<slug>`):
 * `taxonomy` is the attribute's `pa_<slug>`, `terms` the terms' slugs; `or` matches a product with any of
 * them, `and` one with all of them. A variable product matches by the terms it has, not its variations'.
 */
export interface AttributeFilter {
  taxonomy: string;
  terms: readonly string[];
  queryType: 'and' | 'or';
}

export interface CatalogQuery {
  scope: CatalogScope;
  /** Products in any of these categories, by id or slug; absent for every category. */
  categories?: readonly (number | string)[];
  /** Only these types; empty for every listed type. */
  types: readonly ListedType[];
  /** Every one of these attribute filters (an empty term list matches nothing); absent or empty for none. */
  attributes?: readonly AttributeFilter[];
  /** Only these stock statuses; absent for any. */
  stockStatuses?: readonly StockStatus[];
  /** Only products rated these whole stars, 1 to 5 (average rounded half up; db/rating-buckets.ts); absent for any. */
  ratings?: readonly StarRating[];
  /** Owner scope: only these statuses (empty matches nothing); absent for any. */
  statuses?: readonly Product['status'][];
  /** Only these exact SKUs (empty matches nothing). */
  skus?: readonly string[];
  /** Only products with a sale price below the regular price. */
  onSale: boolean;
  /** Bounds on the price paid now, in minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Only these products (empty matches nothing); absent for any. */
  include?: readonly number[];
  excludeIds: readonly number[];
  /** Trimmed and cut; empty for no search. */
  search: string;
  sort: CatalogSort;
  page: number;
  perPage: number;
  /** A keyset cursor (core/catalog/query/keyset.ts): the page starts after that row; `page` is then ignored. */
  after?: string;
  /** The language names are read in; null for the names as stored (the default language). */
  locale: string | null;
}

/** What a caller gives: everything but scope, sort and paging may be left out. */
export interface CatalogQueryInput extends Partial<Omit<CatalogQuery, 'scope' | 'sort' | 'page' | 'perPage' | 'locale' | 'search' | 'after'>> {
  scope: CatalogScope;
  sort: CatalogSort;
  page: number;
  perPage: number;
  search?: string | null | undefined;
  after?: string | null | undefined;
  /** The page's language and the shop's default one; names are translated only when they differ. */
  locale?: { locale: string; defaultLocale: string } | null | undefined;
}

/** Whole, at least 1, at most `max`; anything else (NaN, fractions) is floored or defaulted to 1. */
function wholeAtLeastOne(value: number, max = Number.MAX_SAFE_INTEGER): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(1, Math.floor(value))) : 1;
}

/** The one query shape for a caller's input: pages whole and positive, search trimmed and cut, ids that can name rows. */
export function describeCatalogQuery(input: CatalogQueryInput): CatalogQuery {
  const { locale, search, after, ...rest } = input;
  const query: CatalogQuery = {
    ...rest,
    types: [...new Set(input.types ?? [])],
    onSale: input.onSale ?? false,
    excludeIds: (input.excludeIds ?? []).filter(isRowId),
    search: searchText(search, SEARCH_MAX_LENGTH),
    page: wholeAtLeastOne(input.page),
    perPage: wholeAtLeastOne(input.perPage, MAX_PER_PAGE),
    locale: locale && locale.locale !== locale.defaultLocale ? locale.locale : null,
  };
  // A number past the id columns names no row (and PostgreSQL would refuse to compare it).
  if (input.include) query.include = input.include.filter(isRowId);
  if (after) query.after = after;
  return query;
}

/** A `type` query value as a listed type; anything else (a variation, a typo) filters nothing. */
export function parseListedType(value: unknown): ListedType | undefined {
  return typeof value === 'string' && (LISTED_TYPES as readonly string[]).includes(value) ? (value as ListedType) : undefined;
}

/** An order on columns. */
export type FieldsSort = Extract<CatalogSort, { kind: 'fields' }>;

/** Whether the sort allows keyset paging (a cursor): every order on columns does. */
export function keysetAllowed(sort: CatalogSort): sort is FieldsSort {
  return sort.kind === 'fields';
}
