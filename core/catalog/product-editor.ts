import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { saveTranslations, type ItemTranslations } from '../i18n/content-translations.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { effectivePrice } from './price.ts';
import type { ProductInput } from './product-form.ts';
import { slugify } from './slug.ts';
import { deriveStockStatus } from './stock-status.ts';
import { isRowId } from '../shared/row-id.ts';

export interface NewImage {
  file: string;
  width: number;
  height: number;
  sizes: number[];
  alt: string;
}

export interface ImageChange {
  id: number;
  alt: string;
  position: number;
  remove: boolean;
}

export interface ProductChanges {
  newImages?: NewImage[];
  imageChanges?: ImageChange[];
  /** By locale, already checked (`parseTranslationForm`); each locale given replaces what it had. */
  translations?: ItemTranslations<'product'>;
}

/** Slug and SKU clashes with other products (the slug is only an error when it was typed, not made). */
export async function findProductConflicts(db: Db, id: number | null, input: ProductInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.slug && (await otherProductWith(db, 'slug', input.slug, id))) errors.slug = 'Another product already uses this slug.';
  if (input.sku && (await otherProductWith(db, 'sku', input.sku, id))) errors.sku = 'Another product already uses this SKU.';
  if (input.categoryIds.length > 0) {
    const found = await db.selectFrom('categories').select('id').where('id', 'in', input.categoryIds).execute();
    if (found.length !== input.categoryIds.length) errors.categories = 'One of the chosen categories no longer exists.';
  }
  return errors;
}

async function otherProductWith(db: Db, column: 'slug' | 'sku', value: string, id: number | null): Promise<boolean> {
  let query = db.selectFrom('products').select('id').where(column, '=', value);
  if (id !== null) query = query.where('id', '!=', id);
  return Boolean(await query.executeTakeFirst());
}

/** A slug nobody else uses, from the wanted one: "tee", "tee-2", "tee-3"… */
export async function uniqueProductSlug(db: Db, wanted: string, id: number | null): Promise<string> {
  const base = wanted || 'product';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 112)}-${n}`;
    if (!(await otherProductWith(db, 'slug', candidate, id))) return candidate;
  }
  return `${base.slice(0, 100)}-${Date.now().toString(36)}`;
}

/**
 * Creates (id null) or updates a product with its categories, images and translations in one
 * transaction (a failed write leaves the product as it was), keeps `price` and `stock_status`
 * consistent with the inputs, and marks cached pages stale.
 */
export async function saveProduct(
  db: Db,
  id: number | null,
  input: ProductInput,
  changes: ProductChanges = {},
): Promise<{ ok: true; value: { id: number; slug: string } } | { ok: false; errors: FieldErrors }> {
  if (id !== null && !(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst())) {
    return { ok: false, errors: { form: 'This product no longer exists.' } };
  }
  const errors = await findProductConflicts(db, id, input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const slug = input.slug || (await uniqueProductSlug(db, slugify(input.name), id));
  const now = nowIso();
  const row = {
    slug,
    sku: input.sku,
    name: input.name,
    status: input.status,
    short_description: input.shortDescription,
    description: input.description,
    regular_price: input.regularPrice,
    sale_price: input.salePrice,
    price: effectivePrice(input.regularPrice, input.salePrice),
    stock: input.stock,
    stock_status: deriveStockStatus(input.stock, input.stockStatus),
    updated_at: now,
  };
  const productId = await db.transaction().execute(async (trx) => {
    let savedId = id;
    if (savedId === null) {
      savedId = (await trx.insertInto('products').values({ ...row, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      await trx.updateTable('products').set(row).where('id', '=', savedId).execute();
    }
    await trx.deleteFrom('product_categories').where('product_id', '=', savedId).execute();
    if (input.categoryIds.length > 0) {
      await trx.insertInto('product_categories').values(input.categoryIds.map((categoryId) => ({ product_id: savedId, category_id: categoryId }))).execute();
    }
    await applyImageChanges(trx, savedId, changes);
    if (changes.translations) await saveTranslations(trx, 'product', savedId, changes.translations);
    await touchContentVersion(trx);
    return savedId;
  });
  return { ok: true, value: { id: productId, slug } };
}

async function applyImageChanges(db: Db, productId: number, changes: ProductChanges): Promise<void> {
  for (const change of changes.imageChanges ?? []) {
    if (change.remove) {
      await db.deleteFrom('product_images').where('id', '=', change.id).where('product_id', '=', productId).execute();
    } else {
      await db.updateTable('product_images').set({ alt: change.alt, position: change.position }).where('id', '=', change.id).where('product_id', '=', productId).execute();
    }
  }
  const newImages = changes.newImages ?? [];
  if (newImages.length === 0) return;
  const last = await db
    .selectFrom('product_images')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const start = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  await db
    .insertInto('product_images')
    .values(
      newImages.map((image, index) => ({
        product_id: productId,
        position: start + index,
        file: image.file,
        alt: image.alt,
        width: image.width,
        height: image.height,
        sizes: JSON.stringify(image.sizes),
      })),
    )
    .execute();
}

export interface EditableProduct {
  product: Product;
  categoryIds: number[];
  images: ProductImage[];
}

export async function getEditableProduct(db: Db, id: number): Promise<EditableProduct | null> {
  if (!isRowId(id)) return null;
  const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!product) return null;
  const [categories, images] = await Promise.all([
    db.selectFrom('product_categories').select('category_id').where('product_id', '=', id).execute(),
    db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
  ]);
  return { product, categoryIds: categories.map((row) => row.category_id), images };
}

/** Deletes a product; order lines keep their snapshot (their product link becomes empty). */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const deleted = await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) > 0) await touchContentVersion(trx);
    return Number(result.numDeletedRows) > 0;
  });
  return deleted;
}
