import type { Db } from '../../../db/connect.ts';
import type { Product } from '../../../db/schema.ts';
import { compileCatalogQuery } from './compile.ts';
import { keysetAllowed, type CatalogQuery } from './description.ts';
import { cursorAfterRow, decodeCursor, type KeysetPosition } from './keyset.ts';
import { planSearch, type TextIndex } from './search.ts';
import { textIndexOf } from './text-index.ts';

/** One page of a listing, the total across pages (the result count and `X-WP-Total` show it), and the cursor of the next page. */
export interface CatalogPage<Row> {
  rows: Row[];
  total: number;
  /** Where the next page starts, for orders on columns when there is one; null otherwise. */
  nextCursor: string | null;
}

/** A cursor that is not one of this order's (garbled, forged, or for another sort) is refused, never read. */
export type CatalogResult<Row> = { ok: true; page: CatalogPage<Row> } | { ok: false; reason: 'invalid-cursor' };

/** The position a query's cursor names; null without one; undefined when it is not a cursor of this order. */
function positionOf(query: CatalogQuery): KeysetPosition | null | undefined {
  if (query.after === undefined) return null;
  if (!keysetAllowed(query.sort)) return undefined;
  return decodeCursor(query.sort, query.after) ?? undefined;
}

/**
 * Runs a listing: the page's rows (with `columns`, the name in the query's language) and the total,
 * counted once beside them. With a cursor the page starts after it (keyset); without, at its page number.
 * `index` is the database's own text index but for tests of another (PostgreSQL without pg_trgm).
 */
export async function runCatalogQuery<C extends keyof Product>(
  db: Db,
  query: CatalogQuery,
  columns: readonly C[],
  index: TextIndex = textIndexOf(db),
): Promise<CatalogResult<Pick<Product, C>>> {
  const position = positionOf(query);
  if (position === undefined) return { ok: false, reason: 'invalid-cursor' };
  // The search's typos are looked up in the index's vocabulary first: the query then names the words meant.
  const plan = query.search ? await planSearch(db, query.search, index) : undefined;
  const compiled = compileCatalogQuery(db, query, columns, position, { index, ...(plan ? { plan } : {}) });
  const [counted, found] = await Promise.all([compiled.count.executeTakeFirst(), compiled.rows.execute()]);
  const more = found.length > query.perPage;
  const rows = (more ? found.slice(0, query.perPage) : found) as unknown as Pick<Product, C>[];
  const last = rows.at(-1) as (Pick<Product, 'id'> & Partial<Product>) | undefined;
  const nextCursor = more && last && keysetAllowed(query.sort) ? cursorAfterRow(query.sort, last) : null;
  return { ok: true, page: { rows, total: Number(counted?.total ?? 0), nextCursor } };
}

/** For listings that never take a cursor from outside (the shop's own pages): the page itself. */
export async function runCatalogPage<C extends keyof Product>(db: Db, query: Omit<CatalogQuery, 'after'>, columns: readonly C[]): Promise<CatalogPage<Pick<Product, C>>> {
  const result = await runCatalogQuery(db, query, columns);
  // Without a cursor there is nothing to refuse.
  return result.ok ? result.page : { rows: [], total: 0, nextCursor: null };
}
