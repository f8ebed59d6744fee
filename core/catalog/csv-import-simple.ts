import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { nowIso } from '../shared/time.ts';
import { getTranslations, saveTranslations } from '../i18n/content-translations.ts';
import type { CsvProduct, CsvRowKind } from './csv-import-row.ts';
import { ensureCategory } from './csv-import-categories.ts';
import { loadImages, type ImageOptions } from './csv-import-images.ts';
import { attributeInputs, dryRunImages, problemOf, RowProblem, warnLeftOutImages, type RowOutcome, type TypedImportContext } from './csv-import-typed.ts';
import { MAX_NEW_PRODUCT_IMAGES } from './image-limits.ts';
import { priceInForce, scheduleOf, scheduleProblems } from './sale-schedule.ts';
import { uniqueProductSlug } from './product-editor.ts';
import { resolveProductAttributes, writeProductAttributes } from './product-attributes.ts';
import { slugify } from './slug.ts';
import { addPicturesToLibrary } from '../media/library.ts';
import { shippingClassIdOf, taxColumnsOf } from './csv-tax-columns.ts';

/**
 * A simple product's row written straight into its tables (the common case of an export, kept quick);
 * other types go through the product editor (`csv-import-typed.ts`).
 */

/**
 * A simple product's sale columns from a row: the dates the file gives, else those the product has (a sale
 * price dropped takes its dates with it); the price is then the one in force now.
 */
export function csvSaleColumns(product: CsvProduct, salePrice: number | null, current: { date_on_sale_from: string | null; date_on_sale_to: string | null } | null) {
  const kept = (given: string | null | undefined, stored: string | null | undefined) => (salePrice === null ? null : given !== undefined ? given : (stored ?? null));
  const sale = { regular_price: product.regularPrice, sale_price: salePrice, date_on_sale_from: kept(product.saleFrom, current?.date_on_sale_from), date_on_sale_to: kept(product.saleTo, current?.date_on_sale_to) };
  const problem = scheduleProblems({ salePrice, from: sale.date_on_sale_from, to: sale.date_on_sale_to });
  if (problem?.date_on_sale_to) throw new RowProblem(`Date sale price ends: the sale ${problem.date_on_sale_to}`);
  return sale;
}

export async function findExisting(db: Db, product: CsvProduct): Promise<{ id: number; type: string } | null> {
  const row = product.sku
    ? await db.selectFrom('products').select(['id', 'type']).where('sku', '=', product.sku).executeTakeFirst()
    : await db.selectFrom('products').select(['id', 'type']).where('slug', '=', product.slug).executeTakeFirst();
  return row ?? null;
}

/** A checked row with the translations its translated columns hold, by locale. */
export type RowToImport = CsvProduct & { translations: Record<string, Partial<Record<'name' | 'short_description' | 'description', string>>> };

export async function importRow(
  db: Db,
  product: RowToImport,
  { position, attributes }: CsvRowKind,
  options: ImageOptions & { dryRun?: boolean },
  context: TypedImportContext,
  existingId: number | null,
): Promise<RowOutcome> {
  const { warnings, categoryCache } = context;
  const existing = existingId;
  warnLeftOutImages(product, warnings, MAX_NEW_PRODUCT_IMAGES);
  if (options.dryRun) {
    await dryRunImages(product, context);
    return { outcome: existing === null ? 'created' : 'updated', id: existing };
  }
  // Images were read before the batch's transaction began (`prefetched`), so no write lock waits on the network.
  const attributeList = attributes === undefined ? undefined : await attributeInputs(context, existing, attributes, new Set());
  const images = await loadImages(product, options, warnings);
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const shippingClassId = product.tax ? await shippingClassIdOf(trx, product.tax, context.shippingClassCache) : undefined;
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
      ...(product.tax ? taxColumnsOf(product.tax) : {}),
      ...(shippingClassId !== undefined ? { shipping_class_id: shippingClassId } : {}),
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
      // A new product has none to replace.
      if (existing !== null) await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
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
      const stored = existing === null ? {} : await getTranslations(trx, 'product', id);
      const empty = { name: '', short_description: '', description: '' };
      const merged = Object.fromEntries(Object.entries(product.translations).map(([locale, fields]) => [locale, { ...empty, ...stored[locale], ...fields }]));
      await saveTranslations(trx, 'product', id, merged);
    }
    if (images.length > 0) {
      if (existing !== null) await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
      await trx
        .insertInto('product_images')
        .values(images.map((image, position) => ({ product_id: id, position, file: image.file, alt: image.alt, width: image.width, height: image.height, sizes: JSON.stringify(image.sizes) })))
        .execute();
      // Imported pictures are items of the media library, as those uploaded on a product's form are.
      await addPicturesToLibrary(trx, images.map((image) => ({ ...image, title: product.name })));
    }
    return { outcome: existing === null ? 'created' : 'updated', id };
  });
}

