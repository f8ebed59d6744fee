import { parse } from 'csv-parse/sync';
import { toCsv, typedCell, type CsvValue } from '../shared/csv.ts';
import { classSlugText, findTaxClass, rateProblem, readFlag, readRateFields } from './rate-fields.ts';
import { rateText, type TaxRate } from './tax-rate.ts';
import type { TaxClass, TaxRateFields } from './tax-store.ts';

/**
 * WooCommerce's tax rate CSV: the file its tax tables export and its tax rate importer reads. One rate a
 * line under the header below; postcodes and cities `;`-separated; `*` for any country, state, postcode
 * or city; Compound and Shipping `1` or `0`; Tax class a class's slug, blank for standard.
 */
export const TAX_RATE_CSV_HEADER = ['Country code', 'State code', 'Postcode / ZIP', 'City', 'Rate %', 'Tax name', 'Priority', 'Compound', 'Shipping', 'Tax class'] as const;

/** An upload larger than this is refused before it is read: some 10,000 rates of a busy shop fit in a tenth of it. */
export const MAX_TAX_RATE_CSV_BYTES = 2 * 1024 * 1024;
/** Rates one file may add. */
export const MAX_TAX_RATE_CSV_ROWS = 20_000;
/** Lines with problems reported before the rest are only counted. */
const MAX_REPORTED = 20;

const any = (text: string) => (text === '' ? '*' : text);

/** The rates as WooCommerce exports them, in the order given; text that would start a formula is neutralised. */
export function taxRatesCsv(rates: readonly TaxRate[]): string {
  const lines: CsvValue[][] = [[...TAX_RATE_CSV_HEADER]];
  for (const rate of rates) {
    lines.push([
      any(rate.country),
      any(rate.state),
      any(rate.postcodes.join(';')),
      any(rate.cities.join(';')),
      rateText(rate.rate),
      rate.name,
      rate.priority,
      rate.compound ? 1 : 0,
      rate.shipping ? 1 : 0,
      // WooCommerce writes standard as blank.
      rate.taxClass,
    ]);
  }
  return toCsv(lines);
}

/** A file name for a class's export: `tax_rates_reduced-rate.csv`, `tax_rates.csv` for every class. */
export function taxRatesCsvFilename(taxClass: string | null): string {
  return taxClass === null ? 'tax_rates.csv' : `tax_rates_${classSlugText(taxClass)}.csv`;
}

export interface TaxRateCsvOptions {
  /** The shop's classes, standard among them. */
  classes: readonly TaxClass[];
  /** The class of a line whose Tax class is blank, or of every line of a file without that column (the page's). */
  defaultClass: string;
}

export type TaxRateCsvResult = { ok: true; rates: TaxRateFields[] } | { ok: false; errors: string[] };

const columnKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Reads an uploaded file into rates (their order left at 0, for the store to append them), or every
 * problem by its line ("Line 4: Rate % must be …"): a file with one bad line gives no rates at all.
 * The header names the columns (any order; Tax class may be left out); other columns are ignored.
 */
export function readTaxRateCsv(file: Uint8Array | string, options: TaxRateCsvOptions): TaxRateCsvResult {
  if (typeof file !== 'string' && file.byteLength > MAX_TAX_RATE_CSV_BYTES) return refused(`The file is larger than ${MAX_TAX_RATE_CSV_BYTES / 1024 / 1024} MB.`);
  let text: string;
  try {
    text = typeof file === 'string' ? file : new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return refused('The file is not text in UTF-8: save it from your spreadsheet as “CSV UTF-8”.');
  }
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false, max_record_size: 200_000 }) as string[][];
  } catch (error) {
    return refused(`The file is not valid CSV: ${(error as Error).message.split('\n')[0]}`);
  }
  const [header, ...body] = rows;
  if (!header) return refused('The file is empty.');
  const names = header.map(columnKey);
  const index = Object.fromEntries(TAX_RATE_CSV_HEADER.map((column) => [column, names.indexOf(columnKey(column))])) as Record<(typeof TAX_RATE_CSV_HEADER)[number], number>;
  const missing = TAX_RATE_CSV_HEADER.filter((column) => column !== 'Tax class' && index[column] === -1);
  if (missing.length > 0) {
    return refused(`Line 1: the header has no ${missing.map((column) => `“${column}”`).join(', ')} column. The first line must be: ${TAX_RATE_CSV_HEADER.join(',')}`);
  }
  if (body.length > MAX_TAX_RATE_CSV_ROWS) return refused(`The file has ${body.length} lines of rates; import at most ${MAX_TAX_RATE_CSV_ROWS} at a time.`);

  const rates: TaxRateFields[] = [];
  const errors: string[] = [];
  let unreported = 0;
  body.forEach((cells, position) => {
    // A spreadsheet's trailing rows of empty cells are no rates.
    if (cells.every((cell) => cell.trim() === '')) return;
    const line = position + 2;
    const cell = (column: (typeof TAX_RATE_CSV_HEADER)[number]) => typedCell(index[column] === -1 ? '' : (cells[index[column]] ?? ''));
    const problems: string[] = [];
    const compound = readFlag(cell('Compound'));
    if (compound === null) problems.push(`Compound '${short(cell('Compound'))}' must be 1 or 0`);
    const shipping = readFlag(cell('Shipping'));
    if (shipping === null) problems.push(`Shipping '${short(cell('Shipping'))}' must be 1 or 0`);
    const classText = cell('Tax class').trim();
    const taxClass = classText === '' ? options.defaultClass : findTaxClass(classText, options.classes);
    if (taxClass === null) problems.push(`Tax class '${short(classText)}' is not one of the shop's tax classes (${options.classes.map((known) => classSlugText(known.slug)).join(', ')})`);
    const read = readRateFields({
      country: cell('Country code'),
      state: cell('State code'),
      postcodes: cell('Postcode / ZIP'),
      cities: cell('City'),
      rate: cell('Rate %'),
      name: cell('Tax name'),
      priority: cell('Priority'),
      compound: compound ?? false,
      shipping: shipping ?? false,
      order: 0,
      taxClass: taxClass ?? '',
    });
    if (!read.ok) problems.unshift(...Object.entries(read.errors).map(([field, message]) => rateProblem(field, message)));
    if (problems.length > 0 || !read.ok) {
      if (errors.length < MAX_REPORTED) errors.push(`Line ${line}: ${problems.join('; ')}.`);
      else unreported++;
      return;
    }
    rates.push(read.value);
  });
  if (unreported > 0) errors.push(`…and ${unreported} more ${unreported === 1 ? 'line' : 'lines'} with problems.`);
  if (errors.length > 0) return { ok: false, errors };
  if (rates.length === 0) return refused('The file has no rates under its header.');
  return { ok: true, rates };
}

const refused = (message: string): TaxRateCsvResult => ({ ok: false, errors: [message] });

// eslint-disable-next-line no-control-regex
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
