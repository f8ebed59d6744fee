import { syncAllGroupedPrices } from './grouped-prices.ts';
import type { Db } from '../../db/connect.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { isRowId } from '../shared/row-id.ts';
import { nowIso } from '../shared/time.ts';
import { checkCsvRow, parseProductCsv, type CsvProduct, type CsvRowKind } from './csv-import-row.ts';
import { checkRowTranslations, findTranslationColumns } from './csv-import-translations.ts';
import { getTranslations, saveTranslations } from '../i18n/content-translations.ts';
import { DEFAULT_SHOP_LOCALES, type ShopLocales } from '../i18n/locales.ts';
import { ensureCategory } from './csv-import-categories.ts';
import { loadImages, type ImageOptions } from './csv-import-images.ts';
import { refText, type ProductRef } from './csv-import-kinds.ts';
import { attributeInputs, dryRunImages, importVariation, importWithEditor, problemOf, RowProblem, warnLeftOutImages, type CheckedRow, type RowOutcome, type TypedImportContext } from './csv-import-typed.ts';
import { MAX_NEW_PRODUCT_IMAGES } from './image-limits.ts';
import { priceInForce, scheduleOf, scheduleProblems } from './sale-schedule.ts';
import type { ProductKind } from './product-kind.ts';
import { uniqueProductSlug } from './product-editor.ts';
import { resolveProductAttributes, writeProductAttributes } from './product-attributes.ts';
import { slugify } from './slug.ts';

export { CsvFormatError } from './csv-import-row.ts';
export { fetchImage, IMAGE_FETCH_TIMEOUT_MS, type StoreImageFn } from './csv-import-images.ts';

export interface ImportOptions extends ImageOptions {
  /** Check everything and report what would happen, writing nothing. */
  dryRun?: boolean;
  /** The shop's locales: "Name (fr)" and the like are read for its other locales. */
  locales?: ShopLocales;
  /** Called after each row (for a progress bar). */
  onRow?: (done: number, total: number) => void;
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

/** What became of a row of the file another row may name: the product's id (null in a dry run for a new one), or failed. */
type RowState = { id: number | null } | { failed: true };

/**
 * Imports a WooCommerce product export of every product type: upsert by SKU (else by the slug of the
 * name; a variation by its SKU, else by its values), each row in its own transaction, so a bad row is
 * reported and the rest still go in. Rows may come in any order: every row is checked first, then
 * products that name no other are written, then grouped products (naming their children) and
 * variations (naming their product), whose references are resolved against the file's rows (by `ID`
 * or SKU) and then the shop's products. Throws `CsvFormatError` only when the file as a whole cannot be read.
 */
export async function importProductCsv(db: Db, text: string, options: ImportOptions): Promise<ImportReport> {
  const { columns, records } = parseProductCsv(text);
  const total = records.length;
  const report: ImportReport = { rows: total, created: 0, updated: 0, skipped: 0, failed: 0, errors: [], warnings: [] };
  const translationColumns = findTranslationColumns(columns, options.locales ?? DEFAULT_SHOP_LOCALES);
  report.errors.push(...translationColumns.errors);
  let done = 0;
  const rowDone = () => options.onRow?.(++done, total);

  // First pass: every row checked; only the checked values are kept, not the raw cells.
  const rows: CheckedRow[] = [];
  for (const [index, record] of records.entries()) {
    const check = checkCsvRow(record, index + 2, columns);
    const translated = check.kind === 'ok' ? checkRowTranslations(record, translationColumns.columns) : null;
    if (check.kind === 'ok' && translated && translated.problems.length > 0) {
      report.failed++;
      report.errors.push(`${check.product.label}: ${translated.problems.join('; ')}`);
    } else if (check.kind === 'error') {
      report.failed++;
      report.errors.push(check.message);
    } else if (check.kind === 'skip') {
      report.skipped++;
      report.warnings.push(check.message);
    } else {
      rows.push({ product: check.product, row: check.row, translations: check.row.type === 'variation' ? {} : (translated?.translations ?? {}) });
      continue;
    }
    rowDone();
  }
  records.length = 0;

  const context: TypedImportContext = { db, options, warnings: report.warnings, categoryCache: new Map(), attributeCache: new Map() };
  const states = new Map<CheckedRow, RowState>();
  const byFileId = new Map<number, CheckedRow>();
  const bySku = new Map<string, CheckedRow>();
  for (const checked of rows) {
    if (checked.row.fileId !== null && !byFileId.has(checked.row.fileId)) byFileId.set(checked.row.fileId, checked);
    if (checked.product.sku && !bySku.has(checked.product.sku)) bySku.set(checked.product.sku, checked);
  }
  const inFile = (ref: ProductRef) => (ref.kind === 'id' ? byFileId.get(ref.id) : bySku.get(ref.sku));

  // The attributes each variable product's variations name in the file: those its variations choose among.
  const variationNames = new Map<CheckedRow, Set<string>>();
  for (const checked of rows) {
    const parent = checked.row.type === 'variation' && checked.row.parent ? inFile(checked.row.parent) : undefined;
    if (!parent) continue;
    const names = variationNames.get(parent) ?? new Set<string>();
    for (const attribute of checked.row.attributes ?? []) names.add(attribute.name.toLowerCase());
    variationNames.set(parent, names);
  }

  const run = async (checked: CheckedRow, work: () => Promise<RowOutcome>) => {
    try {
      const { outcome, id } = await work();
      report[outcome]++;
      states.set(checked, { id });
    } catch (error) {
      report.failed++;
      states.set(checked, { failed: true });
      report.errors.push(
        error instanceof RowProblem ? `${checked.product.label}: ${error.message}` : `${checked.product.label}: could not be saved (${(error as Error).message.split('\n')[0]})`,
      );
      // A failed transaction may have created categories that were rolled back.
      context.categoryCache.clear();
      context.attributeCache.clear();
    }
    rowDone();
  };

  /** The shop's product a reference names: a row of the file (once imported), else a product of the shop. */
  const resolve = async (ref: ProductRef): Promise<{ id: number | null } | { missing: string }> => {
    const fileRow = inFile(ref);
    const state = fileRow ? states.get(fileRow) : undefined;
    if (state && 'failed' in state) return { missing: `${refText(ref)} (its row was not imported)` };
    if (state && (state.id !== null || options.dryRun)) return { id: state.id };
    const found =
      ref.kind === 'id'
        ? isRowId(ref.id)
          ? await db.selectFrom('products').select('id').where('id', '=', ref.id).executeTakeFirst()
          : undefined
        : await db.selectFrom('products').select('id').where('sku', '=', ref.sku).executeTakeFirst();
    return found ? { id: found.id } : { missing: refText(ref) };
  };

  // Products that name no other product.
  for (const checked of rows) {
    const { type } = checked.row;
    if (type === 'grouped' || type === 'variation') continue;
    await run(checked, async () => {
      const existing = await findExisting(db, checked.product);
      if (type === 'simple' && (existing === null || existing.type === 'simple')) {
        return importRow(db, { ...checked.product, translations: checked.translations }, checked.row, options, context);
      }
      warnLeftOutImages(checked.product, report.warnings, MAX_NEW_PRODUCT_IMAGES);
      const kind: ProductKind = type === 'external' && checked.row.external ? { type, ...checked.row.external } : { type: type === 'variable' ? 'variable' : 'simple' };
      return importWithEditor(context, checked, existing?.id ?? null, kind, variationNames.get(checked) ?? new Set());
    });
  }
  // Grouped products, once the children the file holds are in.
  for (const checked of rows) {
    if (checked.row.type !== 'grouped') continue;
    await run(checked, async () => {
      const childIds: number[] = [];
      const missing: string[] = [];
      for (const ref of checked.row.grouped) {
        const found = await resolve(ref);
        if ('missing' in found) missing.push(found.missing);
        else if (found.id !== null) childIds.push(found.id);
      }
      if (missing.length > 0) throw new RowProblem(`Grouped products: no product ${missing.map((item) => `'${item}'`).join(', ')} in the file or the shop`);
      warnLeftOutImages(checked.product, report.warnings, MAX_NEW_PRODUCT_IMAGES);
      const existing = await findExisting(db, checked.product);
      return importWithEditor(context, checked, existing?.id ?? null, { type: 'grouped', childIds }, new Set());
    });
  }
  // Variations, once their products are in.
  for (const checked of rows) {
    if (checked.row.type !== 'variation' || !checked.row.parent) continue;
    const parentRef = checked.row.parent;
    await run(checked, async () => {
      const parent = await resolve(parentRef);
      if ('missing' in parent) throw new RowProblem(`Parent: no product '${parent.missing}' in the file or the shop`);
      warnLeftOutImages(checked.product, report.warnings, MAX_NEW_PRODUCT_IMAGES);
      if (parent.id === null) {
        // A dry run: the product is still to be created, so the variation would be too.
        await dryRunImages(checked.product, context);
        return { outcome: 'created', id: null };
      }
      return importVariation(context, checked, parent.id);
    });
  }
  if (!options.dryRun && report.created + report.updated > 0) {
    // Rows of any order may have priced a group's children: every group is brought in line once, at the end.
    await syncAllGroupedPrices(db);
    await touchContentVersion(db);
  }
  return report;
}

/**
 * A simple product's sale columns from a row: the dates the file gives, else those the product has (a sale
 * price dropped takes its dates with it); the price is then the one in force now.
 */
function csvSaleColumns(product: CsvProduct, salePrice: number | null, current: { date_on_sale_from: string | null; date_on_sale_to: string | null } | null) {
  const kept = (given: string | null | undefined, stored: string | null | undefined) => (salePrice === null ? null : given !== undefined ? given : (stored ?? null));
  const sale = { regular_price: product.regularPrice, sale_price: salePrice, date_on_sale_from: kept(product.saleFrom, current?.date_on_sale_from), date_on_sale_to: kept(product.saleTo, current?.date_on_sale_to) };
  const problem = scheduleProblems({ salePrice, from: sale.date_on_sale_from, to: sale.date_on_sale_to });
  if (problem?.date_on_sale_to) throw new RowProblem(`Date sale price ends: the sale ${problem.date_on_sale_to}`);
  return sale;
}

async function findExisting(db: Db, product: CsvProduct): Promise<{ id: number; type: string } | null> {
  const row = product.sku
    ? await db.selectFrom('products').select(['id', 'type']).where('sku', '=', product.sku).executeTakeFirst()
    : await db.selectFrom('products').select(['id', 'type']).where('slug', '=', product.slug).executeTakeFirst();
  return row ?? null;
}

/** A checked row with the translations its translated columns hold, by locale. */
type RowToImport = CsvProduct & { translations: Record<string, Partial<Record<'name' | 'short_description' | 'description', string>>> };

async function importRow(
  db: Db,
  product: RowToImport,
  { position, attributes }: CsvRowKind,
  options: ImportOptions,
  context: TypedImportContext,
): Promise<RowOutcome> {
  const { warnings, categoryCache } = context;
  const existing = (await findExisting(db, product))?.id ?? null;
  warnLeftOutImages(product, warnings, MAX_NEW_PRODUCT_IMAGES);
  if (options.dryRun) {
    await dryRunImages(product, context);
    return { outcome: existing === null ? 'created' : 'updated', id: existing };
  }
  // Global attributes and their terms are made, and images fetched and resized, before the transaction, so
  // no write lock is held during network waits.
  const attributeList = attributes === undefined ? undefined : await attributeInputs(context, existing, attributes, new Set());
  const images = await loadImages(product, options, warnings);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const fields = {
      name: product.name,
      sku: product.sku,
      regular_price: product.regularPrice,
      ...(product.status !== undefined ? { status: product.status } : {}),
      ...(product.shortDescription !== undefined ? { short_description: product.shortDescription } : {}),
      ...(product.description !== undefined ? { description: product.description } : {}),
      ...(product.stock !== undefined ? { stock: product.stock } : {}),
      ...(product.stockStatus !== undefined ? { stock_status: product.stockStatus } : {}),
      ...(position !== undefined ? { menu_order: position } : {}),
      ...product.shipping,
      updated_at: now,
    };
    let id = existing;
    if (id === null) {
      const salePrice = product.salePrice ?? null;
      const sale = csvSaleColumns(product, salePrice, null);
      const inserted = await trx
        .insertInto('products')
        .values({
          slug: await uniqueProductSlug(trx, product.slug || slugify(product.name), null),
          status: 'publish',
          short_description: '',
          description: '',
          stock: null,
          stock_status: 'instock',
          ...fields,
          ...sale,
          price: priceInForce(scheduleOf(sale), new Date()),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    } else {
      const current = await trx.selectFrom('products').select(['sale_price', 'date_on_sale_from', 'date_on_sale_to']).where('id', '=', id).executeTakeFirstOrThrow();
      const salePrice = product.salePrice !== undefined ? product.salePrice : current.sale_price;
      // A kept sale price that is no longer below the new regular price would be a price rise: drop it.
      const keptSale = salePrice !== null && salePrice < product.regularPrice ? salePrice : null;
      const sale = csvSaleColumns(product, keptSale, current);
      await trx
        .updateTable('products')
        .set({ ...fields, ...sale, price: priceInForce(scheduleOf(sale), new Date()) })
        .where('id', '=', id)
        .execute();
    }
    if (product.categories !== undefined) {
      const categoryIds = [];
      for (const name of product.categories) categoryIds.push(await ensureCategory(trx, name, categoryCache));
      await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
      if (categoryIds.length > 0) {
        await trx.insertInto('product_categories').values([...new Set(categoryIds)].map((categoryId) => ({ product_id: id, category_id: categoryId }))).execute();
      }
    }
    if (attributeList !== undefined) {
      const resolved = await resolveProductAttributes(trx, attributeList);
      if (!resolved.ok) throw problemOf(resolved.errors);
      await writeProductAttributes(trx, id, resolved.value);
    }
    if (Object.keys(product.translations).length > 0) {
      // Fields without a column keep what they had.
      const stored = await getTranslations(trx, 'product', id);
      const empty = { name: '', short_description: '', description: '' };
      const merged = Object.fromEntries(Object.entries(product.translations).map(([locale, fields]) => [locale, { ...empty, ...stored[locale], ...fields }]));
      await saveTranslations(trx, 'product', id, merged);
    }
    if (images.length > 0) {
      await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
      await trx
        .insertInto('product_images')
        .values(images.map((image, position) => ({ product_id: id, position, file: image.file, alt: image.alt, width: image.width, height: image.height, sizes: JSON.stringify(image.sizes) })))
        .execute();
    }
    return { outcome: existing === null ? 'created' : 'updated', id };
  });
}

