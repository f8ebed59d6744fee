import type { Expression, ExpressionBuilder, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { searchText, type PageOf, type Paging } from './owner-list.ts';
import { containsPattern, lowerLike } from './sql.ts';

/** A query that reads rows a page at a time (kysely's select builders are). */
interface PageableRows<Row> {
  limit(limit: number): PageableRows<Row>;
  offset(offset: number): PageableRows<Row>;
  execute(): Promise<Row[]>;
}

/**
 * One page of rows and the total across pages. `filtered` holds the list's filters (nothing selected
 * yet) and is counted; `rows` selects and orders what a row shows from it. Each order should end with
 * the id, so pages never overlap or skip a row when values tie.
 */
export async function readPage<DB, TB extends keyof DB, S, Row>(
  filtered: SelectQueryBuilder<DB, TB, S>,
  rows: (filtered: SelectQueryBuilder<DB, TB, S>) => PageableRows<Row>,
  paging: Paging,
): Promise<PageOf<Row>> {
  const [counted, found] = await Promise.all([
    // Typed by hand: over a generic table, kysely cannot name the row a count selects.
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst() as Promise<{ total: number | string } | undefined>,
    rows(filtered)
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
  ]);
  return { rows: found, total: Number(counted?.total ?? 0) };
}

export interface SearchOptions<DB, TB extends keyof DB> {
  /** Other ways a row matches the search (an order's number). */
  also?: (eb: ExpressionBuilder<DB, TB>, search: string) => Expression<SqlBool>[];
  /** Longest search taken (the lists' own limit unless said). */
  maxLength?: number;
}

/**
 * The rows where any of `columns` holds the search, case-insensitively and with LIKE's wildcards taken
 * literally; every row when there is nothing to search for.
 */
export function whereSearched<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  search: string | null | undefined,
  columns: readonly RawBuilder<unknown>[],
  options: SearchOptions<DB, TB> = {},
): SelectQueryBuilder<DB, TB, O> {
  const text = searchText(search, options.maxLength);
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where((eb) => eb.or([...(options.also?.(eb, text) ?? []), ...columns.map((column) => lowerLike(column, pattern))]));
}

/** Which rows of a list in order make a page, read from whichever end is nearer. */
export interface PageWindow {
  /** Read in the reversed order (and the rows turned back): the page is nearer the end than the start. */
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * A page by number, read from the nearer end of the list: past the middle, page p of n rows is the first
 * rows of the reversed order after skipping the rows that follow it, so the last page skips none instead
 * of every row before it; a page past the end reads nothing (its limit is 0). `total` must be the rows
 * the list's query finds.
 */
export function pageWindow(total: number, paging: Paging): PageWindow {
  const offset = (paging.page - 1) * paging.perPage;
  const fromEnd = total - offset - paging.perPage;
  if (offset >= total) return { reversed: false, offset, limit: 0 };
  if (offset <= fromEnd) return { reversed: false, offset, limit: paging.perPage };
  return { reversed: true, offset: Math.max(0, fromEnd), limit: Math.min(paging.perPage, total - offset) };
}
