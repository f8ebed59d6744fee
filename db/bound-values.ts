/** Bound values per statement: under SQLite's limit (32,766) and PostgreSQL's (65,535). */
export const MAX_BOUND_VALUES = 30_000;

/** Items in runs small enough that `columns` bound values each stay under `MAX_BOUND_VALUES` a statement. */
export function boundChunks<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns));
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
