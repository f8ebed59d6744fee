import { constants, createReadStream } from 'node:fs';
import { access, realpath, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import type { Db, DialectName } from '../db/connect.ts';
import { tendIndexes } from '../db/text-index-upkeep.ts';
import { CsvFormatError, importProductCsv, ownPictureFinder, scanProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { uploadsUrlFor } from './export.ts';
import { storeImage } from '../core/media/images.ts';
import type { Command } from './args.ts';
import { formatImportReport } from './report.ts';

/** Bars only help on a terminal, and only when there is enough to wait for. */
const PROGRESS_MIN_ROWS = 50;
/** Rows done of all, the rate over the last rows and the time left at that rate. */
const PROGRESS_FORMAT = 'Importing [{bar}] {value}/{total} rows | {rate} rows/s | ETA {eta_formatted}';

export interface ImportRun {
  uploadsDir: string;
  /** The shop's public origin (`store.baseUrl`): a picture at its uploads' address is the shop's own, kept as it is. */
  baseUrl?: string | null;
  /** Where the report's lines go (the terminal's stdout and stderr). */
  print?: (line: string) => void;
  printError?: (line: string) => void;
  /** Tests replace the image pipeline and the downloader. */
  storeImage?: ImportOptions['storeImage'];
  fetchImage?: ImportOptions['fetchImage'];
  /** The shop's locales (from the config), for translated columns such as "Name (fr)". */
  locales?: ImportOptions['locales'];
  /** The shop's currency (from the config): prices are read with its decimals. */
  currency?: string;
  /** The database's dialect: the planner's statistics are refreshed after an import that changed rows. */
  dialect?: DialectName;
}

/** `shop import <file.csv>`: imports, prints the report and returns the exit code (1 when a row failed). */
export async function runImport(db: Db, command: Extract<Command, { name: 'import' }>, run: ImportRun): Promise<number> {
  const print = run.print ?? ((line: string) => console.log(line));
  const printError = run.printError ?? ((line: string) => console.error(line));
  const path = resolve(command.file);
  try {
    await access(path, constants.R_OK);
    if ((await stat(path)).isDirectory()) throw Object.assign(new Error('a directory'), { code: 'EISDIR' });
  } catch (error) {
    printError(`Cannot read ${command.file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return 1;
  }
  let imagesDir: string | null = null;
  if (command.imagesDir !== null) {
    try {
      imagesDir = await realpath(command.imagesDir);
      if (!(await stat(imagesDir)).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    } catch (error) {
      printError(`Cannot use ${command.imagesDir} as the images directory: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      return 1;
    }
  }
  let bar: cliProgress.SingleBar | null = null;
  let started = 0;
  try {
    // Read once without keeping it: a file that is not CSV further down is refused before anything is
    // written, and the bar knows how many rows there are.
    const { rows: total } = await scanProductCsv(createReadStream(path));
    const report = await importProductCsv(db, createReadStream(path), {
      dryRun: command.dryRun,
      imagesDir,
      uploadsDir: run.uploadsDir,
      storeImage: run.storeImage ?? storeImage,
      // What `shop export` wrote: the pictures' addresses under the base URL, else as paths on the shop.
      ownPicture: ownPictureFinder(db, [uploadsUrlFor(run.baseUrl ?? null), uploadsUrlFor(null)]),
      ...(run.fetchImage ? { fetchImage: run.fetchImage } : {}),
      ...(run.locales ? { locales: run.locales } : {}),
      ...(run.currency ? { currency: run.currency } : {}),
      onRow: (done) => {
        if (!bar && done === 1 && process.stdout.isTTY && run.print === undefined && total > PROGRESS_MIN_ROWS) {
          bar = new cliProgress.SingleBar({ format: PROGRESS_FORMAT, hideCursor: true, etaBuffer: 2_000, fps: 5 }, cliProgress.Presets.shades_classic);
          bar.start(total, 0, { rate: 0 });
          started = performance.now();
        }
        bar?.update(done, { rate: Math.round(done / Math.max(0.001, (performance.now() - started) / 1000)) });
      },
    });
    (bar as cliProgress.SingleBar | null)?.stop();
    // A large import changes what the planner should know of the catalogue: told now, not within the hour.
    if (!command.dryRun && run.dialect) await tendIndexes(db, run.dialect);
    for (const line of formatImportReport(report, command.dryRun)) print(line);
    return report.failed > 0 ? 1 : 0;
  } catch (error) {
    (bar as cliProgress.SingleBar | null)?.stop();
    if (error instanceof CsvFormatError) {
      printError(error.message);
      return 1;
    }
    throw error;
  }
}
