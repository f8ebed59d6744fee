import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db } from '../../db/connect.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { checkCsvRow, parseProductCsv, type CsvProduct } from './csv-import-row.ts';
import { effectivePrice, slugify, uniqueProductSlug, type NewImage } from './product-editor.ts';

export { CsvFormatError } from './csv-import-row.ts';

/** Remote images must arrive within this time; a slow host is a row warning, not a stuck import. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export type StoreImageFn = (input: Buffer, options: { uploadsDir: string; stem: string }) => Promise<Omit<NewImage, 'alt'>>;

export interface ImportOptions {
  /** Check everything and report what would happen, writing nothing. */
  dryRun?: boolean;
  /** Directory local image paths are relative to (the CSV file's). */
  baseDir: string;
  uploadsDir: string;
  storeImage: StoreImageFn;
  fetchImage?: (url: string) => Promise<Buffer>;
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

/**
 * Imports a WooCommerce product export: upsert by SKU (else by the slug of the name), each row in
 * its own transaction, so a bad row is reported and the rest still go in. Throws `CsvFormatError`
 * only when the file as a whole cannot be read.
 */
export async function importProductCsv(db: Db, text: string, options: ImportOptions): Promise<ImportReport> {
  const { columns, records } = parseProductCsv(text);
  const report: ImportReport = { rows: records.length, created: 0, updated: 0, skipped: 0, failed: 0, errors: [], warnings: [] };
  const categoryCache = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    const check = checkCsvRow(record, index + 2, columns);
    if (check.kind === 'error') {
      report.failed++;
      report.errors.push(check.message);
    } else if (check.kind === 'skip') {
      report.skipped++;
      report.warnings.push(check.message);
    } else {
      try {
        const outcome = await importRow(db, check.product, options, report.warnings, categoryCache);
        report[outcome]++;
      } catch (error) {
        report.failed++;
        report.errors.push(`${check.product.label}: could not be saved (${(error as Error).message.split('\n')[0]})`);
        // A failed transaction may have created categories that were rolled back.
        categoryCache.clear();
      }
    }
    options.onRow?.(index + 1, records.length);
  }
  if (!options.dryRun && report.created + report.updated > 0) await touchContentVersion(db);
  return report;
}

async function findExisting(db: Db, product: CsvProduct): Promise<number | null> {
  const row = product.sku
    ? await db.selectFrom('products').select('id').where('sku', '=', product.sku).executeTakeFirst()
    : await db.selectFrom('products').select('id').where('slug', '=', product.slug).executeTakeFirst();
  return row?.id ?? null;
}

async function importRow(
  db: Db,
  product: CsvProduct,
  options: ImportOptions,
  warnings: string[],
  categoryCache: Map<string, number>,
): Promise<'created' | 'updated'> {
  const existing = await findExisting(db, product);
  if (options.dryRun) {
    for (const ref of product.images) {
      if (!isUrl(ref)) {
        await readFile(resolve(options.baseDir, ref)).catch((error: NodeJS.ErrnoException) => {
          warnings.push(`${product.label}: image '${ref}' cannot be read (${error.code ?? error.message})`);
        });
      }
    }
    return existing === null ? 'created' : 'updated';
  }
  // Images are fetched and resized before the transaction, so no write lock is held during network waits.
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
      updated_at: now,
    };
    let id = existing;
    if (id === null) {
      const salePrice = product.salePrice ?? null;
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
          sale_price: salePrice,
          price: effectivePrice(product.regularPrice, salePrice),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    } else {
      const current = await trx.selectFrom('products').select('sale_price').where('id', '=', id).executeTakeFirstOrThrow();
      const salePrice = product.salePrice !== undefined ? product.salePrice : current.sale_price;
      // A kept sale price that is no longer below the new regular price would be a price rise: drop it.
      const keptSale = salePrice !== null && salePrice < product.regularPrice ? salePrice : null;
      await trx
        .updateTable('products')
        .set({ ...fields, sale_price: keptSale, price: effectivePrice(product.regularPrice, keptSale) })
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
    if (images.length > 0) {
      await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
      await trx
        .insertInto('product_images')
        .values(images.map((image, position) => ({ product_id: id, position, file: image.file, alt: image.alt, width: image.width, height: image.height, sizes: JSON.stringify(image.sizes) })))
        .execute();
    }
    return existing === null ? 'created' : 'updated';
  });
}

/** Finds a category by name (case-insensitive) or slug, creating it when missing. */
async function ensureCategory(db: Db, name: string, cache: Map<string, number>): Promise<number> {
  const key = name.toLowerCase();
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const slug = slugify(name) || 'category';
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', key), eb('slug', '=', slug)]))
    .orderBy('id')
    .executeTakeFirst();
  const id = found?.id ?? (await db.insertInto('categories').values({ name, slug, description: '' }).returning('id').executeTakeFirstOrThrow()).id;
  cache.set(key, id);
  return id;
}

async function loadImages(product: CsvProduct, options: ImportOptions, warnings: string[]): Promise<NewImage[]> {
  const images: NewImage[] = [];
  for (const ref of product.images) {
    try {
      const input = isUrl(ref) ? await (options.fetchImage ?? fetchImage)(ref) : await readFile(resolve(options.baseDir, ref));
      const stored = await options.storeImage(input, { uploadsDir: options.uploadsDir, stem: product.slug || 'product' });
      images.push({ ...stored, alt: product.name });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
      warnings.push(`${product.label}: image '${ref}' was not imported (${reason})`);
    }
  }
  return images;
}

function isUrl(ref: string): boolean {
  return /^https?:\/\//i.test(ref);
}

/** Downloads an image with a time limit and a size cap. */
export async function fetchImage(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) throw new Error('larger than 20 MB');
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_IMAGE_BYTES) throw new Error('larger than 20 MB');
  return body;
}
