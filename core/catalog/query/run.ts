import type { Db } from '../../../db/connect.ts';
import { runKeptPrepared } from '../../../db/reusable-query.ts';
import type { Product } from '../../../db/schema.ts';
import { pageWindow } from '../../shared/paged-query.ts';
import { compileCatalogQuery, dialectOf, SORT_NAME_COLUMN, type CompiledCatalogQuery, type FromEnd, type LeadTerm, type SearchOptions } from './compile.ts';
import { categoryTermMatches, PAIRED_READ, pairedListing, type PairMatches } from './category-term-matches.ts';
import { countedTotal, keptTotalOf, narrowedPastKeptCounts } from './counted-total.ts';
import { bestMatches, listingPlan, SEARCH_RESULTS_LIMIT, type BestMatches } from './best-matches.ts';
import { facetLedMatches } from './facet-matches.ts';
import { eitherTermsOf, filterLeadOf, keptFilterBounds, leadTermOf, walksLeadTerm } from './filter-lead.ts';
import { keysetAllowed, type CatalogQuery, type FieldsSort } from './description.ts';
import { cursorAfterRow, decodeCursor, type KeysetPosition } from './keyset.ts';
import type { TextIndex } from './search.ts';
import { textIndexOf } from './text-index.ts';
import { sortMatches } from './sorted-matches.ts';

/** One page of a listing, the total across pages (the result count and `X-WP-Total` show it), and the cursor of the next page. */
export interface CatalogPage<Row> {
  rows: Row[];
  total: number;
  /** Where the next page starts, for orders on columns when there is one; null otherwise. */
  nextCursor: string | null;
  /**
   * More products match than `total`: a search lists its `total` best (best-matches.ts), and a listing
   * counted up to `countLimit` its first `total`.
   */
  capped: boolean;
}

/** A cursor that is not one of this order's (garbled, forged, or for another sort) is refused, never read. */
export type CatalogResult<Row> = { ok: true; page: CatalogPage<Row> } | { ok: false; reason: 'invalid-cursor' };

export interface RunOptions {
  /** The database's own text index but for tests of another (PostgreSQL without pg_trgm). */
  index?: TextIndex;
  /** False when no one shows the total (a home page's block of products): it is then not counted, and 0. */
  total?: boolean;
  /** How many of a search's best matches the listing is made of (best-matches.ts). */
  matchLimit?: number;
  /**
   * Count a listing the kept counts do not answer up to this many products, and say "more than" past it
   * (the shop's pages: a typed price would otherwise count every product it matches). Unset counts all,
   * as the REST APIs' totals must.
   */
  countLimit?: number;
}

/** The position a query's cursor names; null without one; undefined when it is not a cursor of this order. */
function positionOf(query: CatalogQuery): KeysetPosition | null | undefined {
  if (query.after === undefined) return null;
  if (!keysetAllowed(query.sort)) return undefined;
  return decodeCursor(query.sort, query.after) ?? undefined;
}

/**
 * The far end's window of a page past the middle of its listing (orders on columns only): the rows of
 * page N are then the first rows of the reversed order after `total − N × perPage` of them.
 */
function fromEndOf(query: CatalogQuery, total: number): FromEnd | null {
  const window = pageWindow(total, query);
  return keysetAllowed(query.sort) && window.reversed ? { skip: window.offset, take: window.limit } : null;
}

/**
 * Runs a listing: the page's rows (with `columns`, the name in the query's language) and the total. The
 * total comes from the database's kept counts where they answer the query (core/catalog/query/counted-total.ts),
 * else from a count beside the rows. With a cursor the page starts after it (keyset); without, at its
 * page number, and a page in the second half of its listing is read from the end, reversed.
 */
export async function runCatalogQuery<C extends keyof Product>(
  db: Db,
  query: CatalogQuery,
  columns: readonly C[],
  options: RunOptions = {},
): Promise<CatalogResult<Pick<Product, C>>> {
  const index = options.index ?? textIndexOf(db);
  const position = positionOf(query);
  if (position === undefined) return { ok: false, reason: 'invalid-cursor' };
  // The words as typed; their typos are looked up where they find too few (best-matches.ts).
  const plan = query.search ? await listingPlan(db, query.search, index) : undefined;
  const best = plan ? await bestMatches(db, query, plan, index, options.matchLimit ?? SEARCH_RESULTS_LIMIT) : null;
  if (best && query.sort.kind === 'relevance') return { ok: true, page: await relevancePage(db, query, columns, best) };
  if (best?.sortValues && keysetAllowed(query.sort) && position === null) return { ok: true, page: await sortedMatchesPage(db, query, query.sort, columns, { ...best, sortValues: best.sortValues }) };
  const wantsTotal = options.total ?? true;
  // A category and a term that hardly meet: the page is read among the few products their kept links
  // name (migration 047), every filter checked on each.
  const paired = best ? null : await categoryTermMatches(db, query);
  // How many products the filters match at most, from the kept counts (a stock status, terms, categories),
  // and a price range counted first where those do not bound it below the limit already.
  const [bounds, leadTerm] = best || paired ? [null, null] : await Promise.all([keptFilterBounds(db, query), leadTermOf(db, query)]);
  const kept = bounds?.together ?? null;
  // Terms that hardly meet, as their kept count says: the few products having them all, from the text index.
  const facetLed = kept !== null && keptTotalOf(query) !== null ? await facetLedMatches(db, query, index, kept) : null;
  const matched = best?.ids ?? facetLed;
  const listing = paired ? pairedListing(query, paired) : query;
  // Counted, the rarest term's links are read and the other filters checked on each (migration 040).
  const searchOptions = { index, ...(plan ? { plan } : {}), ...(matched ? { matched } : {}), leadTerm };
  // Counted first, where the count is made anyway and the kept counts do not answer it: a price range, or
  // filters the kept counts only bound (a term within a category, two terms), which may match far fewer
  // products together than each alone. (The REST lists count every product: theirs is counted whole.)
  const boundOnly = kept !== null && keptTotalOf(query) === null;
  const early =
    wantsTotal && !best && !paired && (ordersOtherThanPrice(query) || boundOnly) && !(kept !== null && kept <= (options.countLimit ?? EARLY_COUNT_SKIPPED_BELOW))
      ? await countOf(db, query, null, searchOptions, options.countLimit)
      : null;
  const bound = early ? Math.min(kept ?? Infinity, early.capped ? early.total + 1 : early.total) : kept;
  const readAs = await readAsOf(db, query, { matched, paired, bound, leadTerm, narrowest: bounds?.narrowest ?? null });
  const compiled = compileCatalogQuery(db, listing, columns, position, { ...searchOptions, ...readAs });
  const countedOf = (): Promise<Counted> =>
    early ? Promise.resolve(early) : best ? Promise.resolve({ total: best.ids.length, capped: best.more }) : countOf(db, query, compiled, searchOptions, options.countLimit);
  let counted: Counted;
  let found: Record<string, unknown>[];
  let more: boolean;
  if (wantsTotal && position === null && query.page > 1 && keysetAllowed(query.sort)) {
    // A page past the first: its distance from the end is known once the total is.
    counted = await countedOf();
    const total = counted.total;
    // A total cut at its limit is no distance from the end: such a page is read forwards.
    const fromEnd = counted.capped ? null : fromEndOf(query, total);
    if (fromEnd) {
      found = (await rowsOf(db, listing, compileCatalogQuery(db, listing, columns, null, { ...searchOptions, ...readAs, fromEnd }))).reverse();
      more = (query.page - 1) * query.perPage + found.length < total;
    } else {
      found = await rowsOf(db, listing, compiled);
      more = found.length > query.perPage;
    }
  } else {
    [counted, found] = await Promise.all([wantsTotal ? countedOf() : Promise.resolve(UNCOUNTED), rowsOf(db, listing, compiled)]);
    more = found.length > query.perPage;
  }
  const rows = (found.length > query.perPage ? found.slice(0, query.perPage) : found).map(withoutSortName) as unknown as Pick<Product, C>[];
  const last = found[rows.length - 1];
  const nextCursor = more && last && keysetAllowed(query.sort) ? cursorAfterRow(query.sort, sortedValuesOf(last)) : null;
  return { ok: true, page: { rows, total: counted.total, nextCursor, capped: counted.capped } };
}

/**
 * A listing of the shop or one category in an order, narrowed by nothing else: its text is one of a few
 * (every value a parameter), so PostgreSQL keeps it prepared and, where a plan for any category costs no
 * more than one made for each, plans it once. Filtered listings are planned for their values each time.
 */
function plainListing(query: CatalogQuery): boolean {
  return !narrowedPastKeptCounts(query) && query.statuses === undefined && query.types.length === 0 && (query.categories?.length ?? 0) <= 1;
}

/** The page's rows, a plain listing's from its kept statement. */
function rowsOf(db: Db, query: CatalogQuery, compiled: CompiledCatalogQuery): Promise<Record<string, unknown>[]> {
  return plainListing(query) ? runKeptPrepared(db, compiled.rows) : compiled.rows.execute();
}

/**
 * Which way the page is read: among the few products a category and a term have together, every filter
 * checked on each (PAIRED_READ); among a search's matches, as they are; else the filters' few products
 * sorted, or the order's index walked (filter-lead.ts).
 */
async function readAsOf(
  db: Db,
  query: CatalogQuery,
  how: { matched: readonly number[] | null; paired: PairMatches | null; bound: number | null; leadTerm: LeadTerm | null; narrowest: number | null },
): Promise<Pick<SearchOptions, 'walkOrder' | 'sortAsRead' | 'leadTerm' | 'eitherTerms'>> {
  if (how.paired) return PAIRED_READ;
  const lead = how.matched ? null : await filterLeadOf(db, query, how.bound);
  // A page walking its order walks the rarest term's links where a filter names one; few products are read as they are.
  const walksTerm = walksLeadTerm(lead, how.leadTerm, how.narrowest);
  // Walking for either of a few terms, each term's links are walked and merged.
  const eitherTerms = lead === 'order' && !walksTerm ? await eitherTermsOf(db, query) : null;
  return { walkOrder: lead === 'order' || walksTerm, sortAsRead: lead === 'filters' && !walksTerm, leadTerm: walksTerm ? how.leadTerm : null, eitherTerms };
}

interface Counted {
  total: number;
  /** More products than `total` match. */
  capped: boolean;
}

/** A listing no one shows the total of. */
const UNCOUNTED: Counted = { total: 0, capped: false };

/** Filters the kept counts bound to at most this many are read from their products whatever the price (REST lists, which count without a limit). */
const EARLY_COUNT_SKIPPED_BELOW = 10_000;

/** A price range under an order on other columns: whether its page should walk that order depends on how many it matches. */
function ordersOtherThanPrice(query: CatalogQuery): boolean {
  return (query.minPrice !== undefined || query.maxPrice !== undefined) && query.sort.kind === 'fields' && !query.sort.fields.includes('price');
}

/** The total from the kept counts where they answer, else counted by the query, up to `limit` when one is given. */
async function countOf(db: Db, query: CatalogQuery, compiled: CompiledCatalogQuery | null, searchOptions: SearchOptions, limit: number | undefined): Promise<Counted> {
  const kept = countedTotal(db, query);
  if (kept) return { total: await kept, capped: false };
  const counting = compiled ?? compileCatalogQuery(db, query, ['id'], null, searchOptions);
  if (limit === undefined) return { total: Number((await counting.count.executeTakeFirst())?.total ?? 0), capped: false };
  // One more than the limit read, and no more: enough to know whether there are more.
  const found = Number((await counting.countUpTo(limit + 1).executeTakeFirst())?.total ?? 0);
  return found > limit ? { total: limit, capped: true } : { total: found, capped: false };
}

/** The query's page of matches already in order: its slice of `ordered`, its rows read by id in that order. */
async function pageOfOrdered(db: Db, query: CatalogQuery, columns: readonly (keyof Product)[], ordered: readonly number[]): Promise<Record<string, unknown>[]> {
  const start = (query.page - 1) * query.perPage;
  const ids = ordered.slice(start, start + query.perPage);
  if (ids.length === 0) return [];
  const byId = { ...query, sort: { kind: 'include', direction: 'asc' } as const, include: ids, page: 1 };
  // Products by key, whatever the ids (one array on PostgreSQL): one text per set of columns, kept prepared.
  return runKeptPrepared(db, compileCatalogQuery(db, byId, columns, null, { matched: ids }).rows);
}

/** A page of a search's best matches in relevance order: they come ranked, and the page's rows are read by id. */
async function relevancePage<C extends keyof Product>(db: Db, query: CatalogQuery, columns: readonly C[], best: BestMatches): Promise<CatalogPage<Pick<Product, C>>> {
  const rows = await pageOfOrdered(db, query, columns, best.ids);
  return { rows: rows.map(withoutSortName) as unknown as Pick<Product, C>[], total: best.ids.length, nextCursor: null, capped: best.more };
}

/**
 * A page of a search's best matches sorted by columns they carry from their tiers (sorted-matches.ts):
 * sorted here, and only the page's rows read, by id; its next cursor as the database's order makes it.
 */
async function sortedMatchesPage<C extends keyof Product>(
  db: Db,
  query: CatalogQuery,
  sort: FieldsSort,
  columns: readonly C[],
  best: Required<BestMatches>,
): Promise<CatalogPage<Pick<Product, C>>> {
  const ordered = sortMatches(best.ids, best.sortValues, sort.fields, sort.direction, dialectOf(db));
  // The sort's columns too, as every page of columns has them: the next cursor is made from them.
  const found = await pageOfOrdered(db, query, [...columns, ...sort.fields], ordered);
  const last = found.at(-1);
  const nextCursor = ordered.length > query.page * query.perPage && last ? cursorAfterRow(sort, sortedValuesOf(last)) : null;
  return { rows: found.map(withoutSortName) as unknown as Pick<Product, C>[], total: best.ids.length, nextCursor, capped: best.more };
}

/** A row as the cursor reads it: the name it was sorted by, where the name shown is a translation. */
function sortedValuesOf(row: Record<string, unknown>): { id: number } & Partial<Record<keyof Product, unknown>> {
  const sortName = row[SORT_NAME_COLUMN];
  return { ...(row as { id: number }), ...(typeof sortName === 'string' ? { name: sortName } : {}) };
}

function withoutSortName(row: Record<string, unknown>): Record<string, unknown> {
  if (!(SORT_NAME_COLUMN in row)) return row;
  const { [SORT_NAME_COLUMN]: _sortName, ...rest } = row;
  return rest;
}

/** For listings that never take a cursor from outside (the shop's own pages): the page itself. */
export async function runCatalogPage<C extends keyof Product>(
  db: Db,
  query: Omit<CatalogQuery, 'after'>,
  columns: readonly C[],
  options: Pick<RunOptions, 'total' | 'matchLimit' | 'countLimit'> = {},
): Promise<CatalogPage<Pick<Product, C>>> {
  const result = await runCatalogQuery(db, query, columns, options);
  // Without a cursor there is nothing to refuse.
  return result.ok ? result.page : { rows: [], total: 0, nextCursor: null, capped: false };
}
