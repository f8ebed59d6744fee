/** The largest id a row can have: the id columns are 32-bit integers on PostgreSQL. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * Whether `id` can name a row: a positive integer within the id columns' range. A larger one names no row,
 * and asked of PostgreSQL it would fail the query ("out of range for type integer") instead of finding none.
 */
export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}
