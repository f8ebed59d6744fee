import type { Db } from '../../db/connect.ts';
import { readImageInside, resolveInsideDir } from '../media/local-images.ts';
import { fetchPublic, urlProblem } from '../net/public-fetch.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { checkCsvRow, parseProductCsv, shown, type CsvProduct } from './csv-import-row.ts';
import { checkRowTranslations, findTranslationColumns } from './csv-import-translations.ts';
import { getTranslations, saveTranslations } from '../i18n/content-translations.ts';
import { DEFAULT_SHOP_LOCALES, type ShopLocales } from '../i18n/locales.ts';
import { MAX_NEW_PRODUCT_IMAGES } from './image-limits.ts';
import { effectivePrice } from './price.ts';
import { uniqueProductSlug, type NewImage } from './product-editor.ts';
import { slugify } from './slug.ts';

export { CsvFormatError } from './csv-import-row.ts';

/** Remote images must arrive within this time; a slow host is a row warning, not a stuck import. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Enough for a CDN's http → https → canonical host; more is a loop or a trick. */
const MAX_IMAGE_REDIRECTS = 3;

export type StoreImageFn = (input: Buffer, options: { uploadsDir: string; stem: string }) => Promise<Omit<NewImage, 'alt'>>;

export interface ImportOptions {
  /** Check everything and report what would happen, writing nothing. */
  dryRun?: boolean;
  /**
   * The only directory local image paths may point into (relative paths are relative to it). Without
   * it local paths are refused: a file from elsewhere must not be able to read the server's files.
   */
  imagesDir?: string | null;
  uploadsDir: string;
  storeImage: StoreImageFn;
  /** Downloads an image URL that passed the scheme check (default: `fetchImage`, public addresses only). */
  fetchImage?: (url: string) => Promise<Buffer>;
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

/**
 * Imports a WooCommerce product export: upsert by SKU (else by the slug of the name), each row in
 * its own transaction, so a bad row is reported and the rest still go in. Throws `CsvFormatError`
 * only when the file as a whole cannot be read.
 */
export async function importProductCsv(db: Db, text: string, options: ImportOptions): Promise<ImportReport> {
  const { columns, records } = parseProductCsv(text);
  const report: ImportReport = { rows: records.length, created: 0, updated: 0, skipped: 0, failed: 0, errors: [], warnings: [] };
  const categoryCache = new Map<string, number>();
  const translationColumns = findTranslationColumns(columns, options.locales ?? DEFAULT_SHOP_LOCALES);
  report.errors.push(...translationColumns.errors);
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
      try {
        const outcome = await importRow(db, { ...check.product, translations: translated?.translations ?? {} }, options, report.warnings, categoryCache);
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

/** A checked row with the translations its translated columns hold, by locale. */
type RowToImport = CsvProduct & { translations: Record<string, Partial<Record<'name' | 'short_description' | 'description', string>>> };

async function importRow(
  db: Db,
  product: RowToImport,
  options: ImportOptions,
  warnings: string[],
  categoryCache: Map<string, number>,
): Promise<'created' | 'updated'> {
  const existing = await findExisting(db, product);
  if (product.imagesLeftOut > 0) {
    const more = product.imagesLeftOut === 1 ? '1 more image' : `${product.imagesLeftOut} more images`;
    warnings.push(`${product.label}: ${more} not imported (a row brings at most ${MAX_NEW_PRODUCT_IMAGES}; add the rest in the admin)`);
  }
  if (options.dryRun) {
    for (const ref of product.images) {
      await checkImage(ref, options).catch((error: Error) => {
        warnings.push(`${product.label}: image '${shown(ref)}' would not be imported (${error.message})`);
      });
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

/** A refused image reference; the message says why, for the person whose file named it. */
class ImageRefusedError extends Error {}

type ImageSource = { kind: 'remote'; url: string } | { kind: 'local'; path: string; imagesDir: string };

/** Where an image reference points, when it may be read at all: an http(s) URL, or a path inside the images directory. */
function imageSource(ref: string, options: ImportOptions): ImageSource {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    let url: URL;
    try {
      url = new URL(ref);
    } catch {
      throw new ImageRefusedError('not a valid address');
    }
    const problem = urlProblem(url);
    if (problem) throw new ImageRefusedError(problem);
    return { kind: 'remote', url: url.href };
  }
  if (!options.imagesDir) throw new ImageRefusedError('local paths are read only from the images directory, and none was given (--images-dir)');
  return { kind: 'local', path: ref, imagesDir: options.imagesDir };
}

/** What a dry run can check without downloading: the reference, and that a local file is there. */
async function checkImage(ref: string, options: ImportOptions): Promise<void> {
  const source = imageSource(ref, options);
  if (source.kind === 'local') await resolveInsideDir(source.imagesDir, source.path);
}

async function readImage(ref: string, options: ImportOptions): Promise<Buffer> {
  const source = imageSource(ref, options);
  if (source.kind === 'local') return readImageInside(source.imagesDir, source.path, MAX_IMAGE_BYTES);
  return (options.fetchImage ?? fetchImage)(source.url);
}

async function loadImages(product: CsvProduct, options: ImportOptions, warnings: string[]): Promise<NewImage[]> {
  const images: NewImage[] = [];
  for (const ref of product.images) {
    try {
      const input = await readImage(ref, options);
      const stored = await options.storeImage(input, { uploadsDir: options.uploadsDir, stem: product.slug || 'product' });
      images.push({ ...stored, alt: product.name });
    } catch (error) {
      warnings.push(`${product.label}: image '${shown(ref)}' was not imported (${(error as Error).message})`);
    }
  }
  return images;
}

/** Downloads an image from a public address, with a time limit, a size cap and checked redirects. */
export function fetchImage(url: string): Promise<Buffer> {
  return fetchPublic(url, { timeoutMs: IMAGE_FETCH_TIMEOUT_MS, maxBytes: MAX_IMAGE_BYTES, maxRedirects: MAX_IMAGE_REDIRECTS, accept: 'image/*' });
}
