import { parseSaleDate } from './sale-dates.ts';
import { scheduleProblems } from './sale-schedule.ts';

/** WooCommerce's export columns for a sale's dates. */
export const SALE_DATE_COLUMNS = { saleFrom: 'Date sale price starts', saleTo: 'Date sale price ends' } as const;

/** Other names they go by in files made by hand (the admin's "Sale price dates" from/to). */
export const SALE_DATE_COLUMN_ALIASES = { saleFrom: 'Sale price dates from', saleTo: 'Sale price dates to' } as const;

/**
 * A row's "Date sale price starts" and "Date sale price ends" (WooCommerce's export columns; "Sale price
 * dates from/to" are read too). A day is its whole day in the shop's time zone, as WooCommerce reads it:
 * the start at 00:00:00, the end at 23:59:59. Dates need a sale price (refused, as in the admin) and the
 * end must come after the start. `salePrice`: the row's (null: blank, 0 when unreadable), undefined
 * when the file has no Sale price column (the product's own is then checked when it is saved).
 */
export function checkCsvSaleDates(cell: (column: string) => string, columns: ReadonlySet<string>, salePrice: number | null | undefined, problems: string[]): { saleFrom?: string | null; saleTo?: string | null } {
  const result: { saleFrom?: string | null; saleTo?: string | null } = {};
  for (const [key, bound] of [['saleFrom', 'from'], ['saleTo', 'to']] as const) {
    const column = [SALE_DATE_COLUMNS[key], SALE_DATE_COLUMN_ALIASES[key]].find((name) => columns.has(name));
    if (column === undefined) continue;
    const text = cell(column);
    const value = parseSaleDate(text, bound);
    // The cell is quoted as JSON, so control characters print as escapes.
    if (value === undefined) problems.push(`${column} ${JSON.stringify(text.slice(0, 40))} must be a date such as 2026-12-01`);
    else result[key] = value;
  }
  if (salePrice === undefined) return result;
  const found = scheduleProblems({ salePrice, from: result.saleFrom ?? null, to: result.saleTo ?? null });
  if (found?.date_on_sale_from || found?.date_on_sale_to?.startsWith('needs')) problems.push(`${SALE_DATE_COLUMNS.saleFrom}: a sale's dates need a sale price; give one in Sale price, or leave the dates blank`);
  else if (found?.date_on_sale_to) problems.push(`${SALE_DATE_COLUMNS.saleTo}: the sale must end after it starts`);
  return result;
}
