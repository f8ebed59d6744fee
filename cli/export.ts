import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { Db } from '../db/connect.ts';
import { productCsvChunks, type ExportOptions } from '../core/catalog/csv-export.ts';
import type { Command } from './args.ts';
import { getStoreSettings } from '../core/settings/settings.ts';
import { shippingUnitsOf } from '../core/catalog/shipping-units.ts';

export interface ExportRun {
  /** The shop's public origin (`store.baseUrl`); without it image addresses are paths on the shop. */
  baseUrl: string | null;
  locales?: ExportOptions['locales'];
  /** The shop's currency (from the config): amounts are written with its decimals. */
  currency?: string;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

/** Where product images are served, as an address another shop can fetch them from. */
export function uploadsUrlFor(baseUrl: string | null): string {
  return baseUrl ? new URL('/uploads', baseUrl).href : '/uploads';
}

/** `shop export <file.csv>`: writes the catalogue a page at a time and returns the exit code. */
export async function runExport(db: Db, command: Extract<Command, { name: 'export' }>, run: ExportRun): Promise<number> {
  const print = run.print ?? ((line: string) => console.log(line));
  const printError = run.printError ?? ((line: string) => console.error(line));
  const path = resolve(command.file);
  const out = createWriteStream(path, { encoding: 'utf8' });
  const failed = once(out, 'error').then(([error]) => error as NodeJS.ErrnoException);
  const opened = await Promise.race([once(out, 'open').then(() => null), failed]);
  if (opened) {
    printError(`Cannot write ${command.file}: ${opened.code ?? opened.message}`);
    return 1;
  }
  let rows = 0;
  const units = shippingUnitsOf(await getStoreSettings(db));
  // The byte order mark tells spreadsheet programs the file is UTF-8 (the import reads past it).
  out.write('\ufeff');
  try {
    for await (const chunk of productCsvChunks(db, { uploadsUrl: uploadsUrlFor(run.baseUrl), units, ...(run.locales ? { locales: run.locales } : {}), ...(run.currency ? { currency: run.currency } : {}) })) {
      rows += chunk.rows;
      if (!out.write(chunk.csv)) await Promise.race([once(out, 'drain'), failed]);
    }
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  const error = await Promise.race([once(out, 'finish').then(() => null), failed]);
  if (error) {
    printError(`Cannot write ${command.file}: ${error.code ?? error.message}`);
    return 1;
  }
  if (!run.baseUrl) printError('store.baseUrl is not set in the config, so image addresses are written as /uploads/… paths.');
  print(`Exported ${rows} ${rows === 1 ? 'row' : 'rows'} (products and variations) to ${command.file}.`);
  return 0;
}
