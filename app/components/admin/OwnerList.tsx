import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListSort, OwnerListView, SortOrder } from '../../../core/shared/owner-list.ts';
import { AdminListHeader, countLine } from './AdminListHeader.tsx';
import { hrefWith, Pagination } from './Pagination.tsx';

/** A column of an owner's list table. */
export interface ListColumn<Key extends string = string> {
  label: ReactNode;
  /** The order the column's header sorts by; none for a column that does not sort. */
  sort?: Key;
  /** Which way the first click sorts (counts, amounts and dates start with the largest). */
  first?: SortOrder;
  numeric?: boolean;
  /** False leaves the column out (the translations of a one-language shop). */
  shown?: boolean;
}

/** The query a list's links carry: its filters, search and order (the one it starts in is left out). */
export function listQuery(view: OwnerListView, change: { filters?: Record<string, string>; sort?: ListSort } = {}): Record<string, string> {
  const sort = change.sort ?? view.sort;
  // While a ranked search is shown, the list's own order is the ranking: a column's order is always written out.
  const ranked = view.searchRanks === true && view.search.trim() !== '';
  const ownOrder = !sort || (!ranked && view.defaultSort !== null && sort.by === view.defaultSort.by && sort.order === view.defaultSort.order);
  return { ...view.filters, ...change.filters, s: view.search, ...(ownOrder ? {} : { orderby: sort.by, order: sort.order }) };
}

/** The list's first page with these changes (a new filter or order starts again at page 1). */
export function listHref(view: OwnerListView, change: { filters?: Record<string, string>; sort?: ListSort } = {}): string {
  return hrefWith(view.path, listQuery(view, change));
}

/** A column's header; for a column that sorts, a link to the list in its order (the other way round when it is the order shown). */
function ColumnHeader({ column, view }: { column: ListColumn; view: OwnerListView | undefined }) {
  const className = column.numeric ? 'numeric' : undefined;
  if (!column.sort || !view?.defaultSort) {
    return (
      <th scope="col" className={className}>
        {column.label}
      </th>
    );
  }
  const current = view.sort?.by === column.sort ? view.sort.order : undefined;
  const next: SortOrder = current ? (current === 'asc' ? 'desc' : 'asc') : (column.first ?? 'asc');
  return (
    <th scope="col" className={className} aria-sort={current ? (current === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link className="sort-link" to={listHref(view, { sort: { by: column.sort, order: next } })}>
        {column.label}
        {current ? <span aria-hidden="true">{current === 'asc' ? ' ↑' : ' ↓'}</span> : null}
      </Link>
    </th>
  );
}

/** A list table's header row: sort links where the list has a view to sort, plain headers elsewhere (the dashboard). */
export function ColumnHeads({ columns, view }: { columns: readonly ListColumn[]; view?: OwnerListView }) {
  return (
    <thead>
      <tr>
        {columns
          .filter((column) => column.shown !== false)
          .map((column, index) => (
            <ColumnHeader key={index} column={column} view={view} />
          ))}
      </tr>
    </thead>
  );
}

/** The pager under a list, keeping its search, filters and order. */
export function OwnerListPager({ view, label }: { view: OwnerListView; label: string }) {
  return <Pagination page={view.page} pages={view.pages} basePath={view.path} query={listQuery(view)} label={label} />;
}

interface OwnerListProps<Item, Key extends string> {
  view: OwnerListView<Key>;
  title: string;
  /** The "Add …" button beside the heading. */
  add?: { to: string; label: string };
  /** The search box's id, label and placeholder. */
  search: { id: string; label: string; placeholder: string };
  /** What the list holds, for its count ("3 products.") and its empty message. */
  noun: { one: string; many: string };
  /** A count line of the list's own, in place of the plain one. */
  count?: ReactNode;
  /** What stands between the heading and the search box, such as a status filter. */
  filters?: ReactNode;
  /** The line shown in place of the table when it lists nothing (by default "No products found.", in the list's noun). */
  empty?: ReactNode;
  /** The table's own class, beside the admin tables' (`products-table`). */
  tableClass: string;
  columns: readonly ListColumn<Key>[];
  items: readonly Item[];
  /** One item's table row. */
  row: (item: Item) => ReactNode;
  /** The pager's name for screen readers ("Product pages"). */
  pagerLabel: string;
}

/**
 * An owner's list page: the heading, search box and count, the table with its sort headers (or a line
 * saying nothing was found), and the pager.
 */
export function OwnerList<Item, Key extends string>(props: OwnerListProps<Item, Key>) {
  const { view, noun } = props;
  // The search box sends its own `s`; it keeps the rest.
  const keep = Object.fromEntries(Object.entries(listQuery(view)).filter(([name]) => name !== 's'));
  return (
    <>
      <AdminListHeader
        title={props.title}
        add={props.add}
        search={{ ...props.search, value: view.search, keep }}
        count={props.count ?? countLine(view.total, view.search, noun, view.capped)}
      >
        {props.filters}
      </AdminListHeader>
      {props.items.length === 0 ? (
        <p className="woocommerce-info">{props.empty ?? `No ${noun.many} found.`}</p>
      ) : (
        <div className="table-scroll">
          <table className={`shop_table admin-table admin-table--stack ${props.tableClass}`}>
            <ColumnHeads columns={props.columns} view={view} />
            <tbody>{props.items.map(props.row)}</tbody>
          </table>
        </div>
      )}
      <OwnerListPager view={view} label={props.pagerLabel} />
    </>
  );
}
