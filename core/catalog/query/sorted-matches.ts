import type { DialectName } from '../../../db/connect.ts';
import type { CatalogQuery, SortDirection, SortField } from './description.ts';

/**
 * A search's matches sorted by columns (the REST lists' default, newest first; the shop's sort dropdown):
 * each match's sort columns are read with the match itself, from the row its tier reads anyway, and the
 * matches are sorted here. The page then reads its own rows only, by id, where the database would read
 * every match's row a second time (a thousand at a million products) to sort them.
 *
 * Only columns whose order is the same here as in the database: numbers, and the dates, which the shop
 * writes in one ISO 8601 form (`2026-12-02T14:18:13.011Z`), so that any collation orders them as their
 * characters do. Names and slugs sort by the database's collation, and are sorted there.
 */
const NUMBER_FIELDS: ReadonlySet<SortField> = new Set(['menu_order', 'price', 'total_sales', 'average_rating', 'rating_count']);
const DATE_FIELDS: ReadonlySet<SortField> = new Set(['created_at', 'updated_at']);

/** The sort columns the matches carry from their tiers: the query's, when each sorts here as in the database; null otherwise. */
export function carriedSortFields(query: CatalogQuery): readonly SortField[] | null {
  if (query.sort.kind !== 'fields') return null;
  return query.sort.fields.every((field) => NUMBER_FIELDS.has(field) || DATE_FIELDS.has(field)) ? query.sort.fields : null;
}

/** A match's values of the carried sort columns, in their order. */
export type SortValues = readonly unknown[];

/**
 * The matches in the listing's order, as the database orders them: column by column, then the id, all in
 * the one direction; a missing value (NULL) above every value on PostgreSQL and below every value on
 * SQLite, as each sorts them.
 */
export function sortMatches(ids: readonly number[], values: ReadonlyMap<number, SortValues>, fields: readonly SortField[], direction: SortDirection, dialect: DialectName): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const nullRank = dialect === 'postgres' ? 1 : -1;
  const compare = (a: number, b: number): number => {
    const left = values.get(a) ?? [];
    const right = values.get(b) ?? [];
    for (const [at, field] of fields.entries()) {
      const order = compareValues(left[at], right[at], NUMBER_FIELDS.has(field), nullRank);
      if (order !== 0) return sign * order;
    }
    return sign * (a - b);
  };
  return [...ids].sort(compare);
}

function compareValues(left: unknown, right: unknown, numeric: boolean, nullRank: number): number {
  const leftMissing = left === null || left === undefined;
  const rightMissing = right === null || right === undefined;
  if (leftMissing || rightMissing) return leftMissing === rightMissing ? 0 : leftMissing ? nullRank : -nullRank;
  // A driver may give a number as text (PostgreSQL's bigint and numeric).
  if (numeric) return Math.sign(Number(left) - Number(right));
  const a = String(left);
  const b = String(right);
  return a < b ? -1 : a > b ? 1 : 0;
}
