import { isRowId } from '../../shared/row-id.ts';
import type { FieldsSort, SortField } from './description.ts';

/**
 * Keyset paging: a cursor names the last row of a page by its sort values and id, and the next page
 * starts right after it, however deep, without counting past the rows before (as OFFSET does).
 * The cursor is opaque to clients (base64url of JSON) and checked whole on the way back: a cursor for
 * another order, or one garbled or forged, is refused rather than read.
 */

export type SortValue = number | string;

export interface KeysetPosition {
  /** The last row's value for each sort field, in the sort's order. */
  values: SortValue[];
  id: number;
}

/** The longest cursor read: a few values and an id never come near it. */
const MAX_CURSOR_LENGTH = 2048;
/** The longest text value a cursor may carry (a name or slug). */
const MAX_TEXT_VALUE = 1000;

const NUMERIC_FIELDS: ReadonlySet<SortField> = new Set(['menu_order', 'price', 'total_sales', 'average_rating', 'rating_count']);

/** Which order a cursor belongs to: a cursor is only read back for the same order. */
function sortKey(sort: FieldsSort): string {
  return `${sort.fields.join(',')}:${sort.direction}`;
}

export function encodeCursor(sort: FieldsSort, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ s: sortKey(sort), v: [...position.values, position.id] }), 'utf8').toString('base64url');
}

/** The cursor just past `row` in this order. */
export function cursorAfterRow(sort: FieldsSort, row: { id: number } & Partial<Record<SortField, unknown>>): string {
  return encodeCursor(sort, { values: sort.fields.map((field) => row[field] as SortValue), id: row.id });
}

function validValue(field: SortField, value: unknown): value is SortValue {
  if (NUMERIC_FIELDS.has(field)) return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string' && value.length <= MAX_TEXT_VALUE;
}

/** The position a cursor names, or null for anything that is not a cursor of this order. */
export function decodeCursor(sort: FieldsSort, cursor: string): KeysetPosition | null {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, v } = parsed as { s?: unknown; v?: unknown };
  if (s !== sortKey(sort) || !Array.isArray(v) || v.length !== sort.fields.length + 1) return null;
  const id: unknown = v.at(-1);
  if (!isRowId(id)) return null;
  const values = v.slice(0, -1) as unknown[];
  if (!sort.fields.every((field, index) => validValue(field, values[index]))) return null;
  return { values: values as SortValue[], id };
}
