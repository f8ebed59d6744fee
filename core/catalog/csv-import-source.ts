import { pipeline, Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import { CsvFormatError, recordOf, requireProductColumns, type CsvRecord } from './csv-import-row.ts';

/** The bytes or text of a CSV file as they arrive: a file's read stream, an upload, a generator. */
export type CsvSource = AsyncIterable<string | Uint8Array>;

/** An opened product export: its header, then its records one at a time (never all in memory). */
export interface ProductCsvStream {
  columns: Set<string>;
  /** The header's trimmed names, by position. */
  names: string[];
  records: AsyncGenerator<CsvRecord>;
}

const PARSE_OPTIONS: Options = { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false };

function parser(source: CsvSource): AsyncIterator<string[]> {
  const parsed = parse(PARSE_OPTIONS);
  // A source that fails (a file that cannot be read) ends the parser with its error rather than leaving it waiting.
  pipeline(Readable.from(source, { objectMode: false }), parsed, () => {});
  return parsed[Symbol.asyncIterator]() as AsyncIterator<string[]>;
}

async function next(rows: AsyncIterator<string[]>): Promise<IteratorResult<string[]>> {
  try {
    return await rows.next();
  } catch (error) {
    // csv-parse's own errors say what is wrong with the text; others (reading the source) are not the file's fault.
    if (String((error as { code?: unknown }).code ?? '').startsWith('CSV_')) throw new CsvFormatError(`The file is not valid CSV: ${(error as Error).message}`);
    throw error;
  }
}

/**
 * Reads the header (refusing a file that is not a product export) and hands the records on as they
 * are parsed. A file that turns out not to be CSV further down throws `CsvFormatError` there.
 */
export async function openProductCsv(source: CsvSource): Promise<ProductCsvStream> {
  const rows = parser(source);
  const first = await next(rows);
  if (first.done) throw new CsvFormatError('The file is empty.');
  const names = first.value.map((name) => name.trim());
  requireProductColumns(names);
  async function* records(): AsyncGenerator<CsvRecord> {
    for (let row = await next(rows); !row.done; row = await next(rows)) yield recordOf(names, row.value);
  }
  return { columns: new Set(names), names, records: records() };
}

/**
 * Reads a whole export without keeping it, to count its records and find out, before anything is
 * written, whether it can be read at all (a broken quote on the last line refuses the file).
 */
export async function scanProductCsv(source: CsvSource): Promise<{ rows: number }> {
  const { records } = await openProductCsv(source);
  let rows = 0;
  for await (const _record of records) rows++;
  return { rows };
}
