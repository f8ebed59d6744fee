/**
 * CSV as RFC 4180 writes it (CRLF rows, text in double quotes with quotes doubled), made safe to open
 * in a spreadsheet: text that would start a formula gets a leading `'`, so `=HYPERLINK(…)` typed by a
 * visitor stays text. Numbers are written bare so they stay numbers.
 */

// `=`, `+`, `-` and `@` start formulas; a tab or carriage return first can too once trimmed (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number;

export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a number a CSV can hold: ${value}`);
    return String(value);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * A cell as it was typed: the leading `'` a spreadsheet-safe export puts before what would start a
 * formula ("'=x", as `csvCell` writes such text) is dropped, so an exported file imports back unchanged.
 */
export function typedCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
