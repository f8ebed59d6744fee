import { syncAllGroupedPrices } from './grouped-prices.ts';
import type { Db } from '../../db/connect.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { checkCsvRow } from './csv-import-row.ts';
import { checkRowTranslations, findTranslationColumns } from './csv-import-translations.ts';
import { DEFAULT_SHOP_LOCALES, type ShopLocales } from '../i18n/locales.ts';
import type { ImageOptions } from './csv-import-images.ts';
import { FileRowStates } from './csv-import-refs.ts';
import { openProductCsv, type CsvSource } from './csv-import-source.ts';
import { SpillFile } from './csv-import-spill.ts';
import { BatchWriter, type DeferredRow, type Phase } from './csv-import-batch.ts';
import { DEFAULT_CURRENCY } from '../shared/money.ts';

export { CsvFormatError } from './csv-import-row.ts';
export { fetchImage, IMAGE_FETCH_TIMEOUT_MS, ownPictureFinder, type StoreImageFn } from './csv-import-images.ts';
export { scanProductCsv, type CsvSource } from './csv-import-source.ts';

/** Rows written in one transaction: enough to spare the disk a commit per row, few enough to keep a retry short. */
export const IMPORT_BATCH_ROWS = 500;

export interface ImportOptions extends ImageOptions {
  /** Check everything and report what would happen, writing nothing. */
  dryRun?: boolean;
  /** The shop's locales: "Name (fr)" and the like are read for its other locales. */
  locales?: ShopLocales;
  /** Called once for each row of the file, when it is done with (for a progress bar). */
  onRow?: (done: number) => void;
  /** Rows per transaction (default `IMPORT_BATCH_ROWS`). */
  batchSize?: number;
  /** The shop's currency: prices are read with its decimals (DEFAULT_CURRENCY's when left out). */
  currency?: string;
}

export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  /** "Row 14 (SKU HD-01): Regular price 'abc' is not a number" */
  errors: string[];
  warnings: string[];
}


/**
 * Imports a WooCommerce product export of every product type, read as a stream so memory does not
 * grow with the file: upsert by SKU (else by the slug of the name; a variation by its SKU, else by its
 * values), rows written `batchSize` to a transaction with a savepoint each, so a bad row is reported
 * and the rest still go in. Rows may come in any order: simple and external products are written as
 * they are read; variable products (which need to know which attributes the file's variations name),
 * grouped products (naming their children) and variations (naming their product) are set aside in a
 * temporary file and written once the file is read, in that order. References are resolved against the
 * file's rows (by `ID` or SKU, of which only the product id written is kept) and then the shop's products.
 * Throws `CsvFormatError` when the file cannot be read (rows before a break further down are then
 * written: `scanProductCsv` first refuses such a file before anything is).
 */
export async function importProductCsv(db: Db, source: CsvSource, options: ImportOptions): Promise<ImportReport> {
  const { columns, records } = await openProductCsv(source);
  // The classes a Tax class cell may name, by slug or name.
  const taxClasses = [{ slug: '', name: 'Standard' }, ...(await db.selectFrom('tax_classes').select(['slug', 'name']).orderBy('id').execute())];
  const report: ImportReport = { rows: 0, created: 0, updated: 0, skipped: 0, failed: 0, errors: [], warnings: [] };
  const translationColumns = findTranslationColumns(columns, options.locales ?? DEFAULT_SHOP_LOCALES);
  const checkErrors: string[] = [...translationColumns.errors];
  const checkWarnings: string[] = [];
  let done = 0;
  const rowDone = () => options.onRow?.(++done);
  const states = new FileRowStates();
  const writer = new BatchWriter(db, options, states, options.batchSize ?? IMPORT_BATCH_ROWS, rowDone);
  const deferred = { variable: await SpillFile.create<DeferredRow>(), grouped: await SpillFile.create<DeferredRow>(), variation: await SpillFile.create<DeferredRow>() };
  try {
    for await (const record of records) {
      const rowNumber = ++report.rows + 1;
      const check = checkCsvRow(record, rowNumber, columns, options.currency ?? DEFAULT_CURRENCY, { taxClasses });
      const translated = check.kind === 'ok' ? checkRowTranslations(record, translationColumns.columns) : null;
      if (check.kind === 'ok' && translated && translated.problems.length > 0) {
        report.failed++;
        checkErrors.push(`${check.product.label}: ${translated.problems.join('; ')}`);
      } else if (check.kind === 'error') {
        report.failed++;
        checkErrors.push(check.message);
      } else if (check.kind === 'skip') {
        report.skipped++;
        checkWarnings.push(check.message);
      } else {
        const { type } = check.row;
        const row: DeferredRow = {
          product: check.product,
          row: check.row,
          translations: type === 'variation' ? {} : (translated?.translations ?? {}),
          keys: states.claim(check.row.fileId, check.product.sku),
        };
        if (type === 'variation' && row.row.parent) states.addVariationNames(row.row.parent, (row.row.attributes ?? []).map((attribute) => attribute.name.toLowerCase()));
        if (type === 'variable' || type === 'grouped' || type === 'variation') await deferred[type].write(row);
        else await writer.add(row, 'plain');
        continue;
      }
      rowDone();
    }
    await writer.flush();
    // Variable products are told of their variations' attributes with the rest of the "plain" phase.
    const phases: [SpillFile<DeferredRow>, Phase][] = [
      [deferred.variable, 'plain'],
      [deferred.grouped, 'grouped'],
      [deferred.variation, 'variation'],
    ];
    for (const [file, phase] of phases) {
      for await (const row of file.read()) await writer.add(row, phase);
      await writer.flush();
    }
  } finally {
    await Promise.all(Object.values(deferred).map((file) => file.close()));
  }
  const written = writer.counts();
  report.created = written.created;
  report.updated = written.updated;
  report.failed += written.failed;
  report.errors = [...checkErrors, ...writer.errors()];
  report.warnings = [...checkWarnings, ...writer.warnings()];
  if (!options.dryRun && report.created + report.updated > 0) {
    // Rows of any order may have priced a group's children: every group is brought in line once, at the end.
    await syncAllGroupedPrices(db);
    await touchContentVersion(db);
  }
  return report;
}
