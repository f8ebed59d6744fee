import { pageCount, type OwnerListQuery, type OwnerListView, type PageOf } from '../../../core/shared/owner-list.ts';
import { listParamsFrom, type SortChoice } from '../list-params.ts';

/** One of the owner's lists in the admin: where it lives, how many rows a page shows, and the orders it offers. */
export interface OwnerListSpec<Key extends string> {
  path: string;
  perPage: number;
  /** Absent for a list in one fixed order. */
  sort?: SortChoice<Key>;
}


/**
 * Reads the page, search and order from the request's address, runs the list's query for them, and
 * says where the list stands for its page (the search box, sort headers and pager).
 */
export async function loadOwnerList<Key extends string, Row>(
  request: Request,
  spec: OwnerListSpec<Key>,
  read: (query: Required<OwnerListQuery<Key>>) => Promise<PageOf<Row>>,
  filters: Record<string, string> = {},
): Promise<{ list: OwnerListView<Key>; rows: Row[] }> {
  const { page, search, sort } = listParamsFrom(new URL(request.url), spec.sort);
  const { rows, total, capped } = await read({ search, sort, page, perPage: spec.perPage });
  return {
    list: { path: spec.path, search, page, pages: pageCount(total, spec.perPage), total, ...(capped ? { capped } : {}), sort, defaultSort: spec.sort?.initial ?? null, ...(spec.sort?.searchRanks ? { searchRanks: true } : {}), filters },
    rows,
  };
}
