/**
 * The shop owner's lists in the admin (products, categories, orders, pages and posts, media): one way to
 * search, sort and page them. Plain values and types only, so the admin's components may take them too.
 */

/** Longer searches are cut: the lists search by name, SKU, number or e-mail, never by a paragraph. */
export const OWNER_SEARCH_MAX_LENGTH = 100;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A list's order: one of the keys the list is sortable by, and its direction. */
export interface ListSort<Key extends string = string> {
  by: Key;
  order: SortOrder;
}

export interface Paging {
  page: number;
  perPage: number;
}

/** One page of a list's rows, with how many there are across all pages. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
  /** A search matched more than `total` rows: the list is its `total` best. */
  capped?: boolean;
}

/** What a list asks its query for: the search (empty for none), the order (null for the list's own) and the page. */
export interface OwnerListQuery<Key extends string = string> extends Paging {
  search?: string;
  sort?: ListSort<Key> | null;
}

/** The search a list applies: trimmed and cut to `maxLength`, empty for none. */
export function searchText(search: string | null | undefined, maxLength = OWNER_SEARCH_MAX_LENGTH): string {
  return search?.trim().slice(0, maxLength) ?? '';
}

/** How many pages `total` rows fill, at least one (an empty list is one empty page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Where an owner's list stands, as its page shows it: the search box, the sort headers and the pager
 * build their links from it, so each keeps what the others chose.
 */
export interface OwnerListView<Key extends string = string> {
  /** The list's address, without a query. */
  path: string;
  search: string;
  page: number;
  pages: number;
  total: number;
  /** A search found more than `total` rows, the best of which are listed. */
  capped?: boolean;
  /** The order shown, and the one the list starts in (left out of its links); null for a list in one fixed order. */
  sort: ListSort<Key> | null;
  defaultSort: ListSort<Key> | null;
  /** A search lists its best matches first (`sort` null) unless a column's order is asked for. */
  searchRanks?: boolean;
  /** Other query parameters the list keeps (a status filter); empty ones are left out of links. */
  filters: Record<string, string>;
}
