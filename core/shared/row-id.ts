import { MAX_PRODUCT_ID } from '../contract/analytics/ids.ts';

/** The largest id a row can have: the largest an `integer` column holds (the bound analytics counts product ids by). */
export const MAX_ROW_ID = MAX_PRODUCT_ID;

/**
 * Whether `id` can name a row: a positive integer within the id columns' range. A larger one names no row,
 * and asked of PostgreSQL it would fail the query ("out of range for type integer") instead of finding none.
 */
export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}
