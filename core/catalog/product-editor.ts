import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import { fieldErrorsFrom, type FieldErrors, type FormFailure } from '../shared/validation.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { parseProductFields, PRODUCT_TEXT_FIELDS, type ProductFields } from './product-fields.ts';
import { slugify } from './slug.ts';

export type StockStatus = Product['stock_status'];
export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const satisfies readonly StockStatus[];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  instock: 'In stock',
  outofstock: 'Out of stock',
  onbackorder: 'On backorder',
};
export const LOW_STOCK_THRESHOLD = 3;

export { slugify } from './slug.ts';

/** With managed stock the count decides (none left → out of stock, unless backorders are taken). */
export function deriveStockStatus(stock: number | null, requested: StockStatus): StockStatus {
  if (stock === null) return requested;
  if (stock > 0) return 'instock';
  return requested === 'onbackorder' ? 'onbackorder' : 'outofstock';
}

/** The effective price: the sale price when there is one. */
export function effectivePrice(regularPrice: number, salePrice: number | null): number {
  return salePrice ?? regularPrice;
}

export const PRODUCT_FIELDS = [...PRODUCT_TEXT_FIELDS, 'stock_status', 'status'] as const;
export type ProductFormValues = Record<(typeof PRODUCT_FIELDS)[number], string> & { categories: string[] };

/** The form adds the product's status, stock status and categories to the fields every product has. */
const productFormOnlySchema = z.object({
  stock_status: z.enum(STOCK_STATUSES, 'Choose a stock status.'),
  status: z.enum(['publish', 'draft'], 'Choose Published or Draft.'),
  categories: z.array(z.string().regex(/^\d{1,9}$/, 'Choose categories from the list.').transform(Number)).max(200),
});

export interface ProductInput extends ProductFields {
  stockStatus: StockStatus;
  status: 'publish' | 'draft';
  categoryIds: number[];
}

/** Validates the product form's fields; the messages are keyed by field name. */
export function parseProductForm(values: ProductFormValues): { ok: true; value: ProductInput } | FormFailure<ProductFormValues> {
  const fields = parseProductFields(values);
  const formOnly = productFormOnlySchema.safeParse(values);
  if (!fields.ok || !formOnly.success) {
    return { ok: false, errors: { ...(fields.ok ? {} : fields.errors), ...(formOnly.success ? {} : fieldErrorsFrom(formOnly.error)) }, values };
  }
  return {
    ok: true,
    value: { ...fields.value, stockStatus: formOnly.data.stock_status, status: formOnly.data.status, categoryIds: [...new Set(formOnly.data.categories)] },
  };
}

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
 * Creates (id null) or updates a product with its categories and images in one transaction, keeps
 * `price` and `stock_status` consistent with the inputs, and marks cached pages stale.
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
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!product) return null;
  const [categories, images] = await Promise.all([
    db.selectFrom('product_categories').select('category_id').where('product_id', '=', id).execute(),
    db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
  ]);
  return { product, categoryIds: categories.map((row) => row.category_id), images };
}

/** The form's values for an existing product (money as "19.99"). */
export function productFormValues(editable: EditableProduct | null): ProductFormValues {
  const product = editable?.product;
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '' : (minor / 100).toFixed(2));
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    sku: product?.sku ?? '',
    regular_price: money(product?.regular_price),
    sale_price: money(product?.sale_price),
    stock: product?.stock === null || product?.stock === undefined ? '' : String(product.stock),
    stock_status: product?.stock_status ?? 'instock',
    status: product?.status ?? 'publish',
    short_description: product?.short_description ?? '',
    description: product?.description ?? '',
    categories: (editable?.categoryIds ?? []).map(String),
  };
}

/** Deletes a product; order lines keep their snapshot (their product link becomes empty). */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const deleted = await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) > 0) await touchContentVersion(trx);
    return Number(result.numDeletedRows) > 0;
  });
  return deleted;
}

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string | null;
  status: Product['status'];
  stock: number | null;
  stockStatus: StockStatus;
  price: number;
  regularPrice: number;
  salePrice: number | null;
  image: Pick<ProductImage, 'file' | 'alt' | 'width' | 'height' | 'sizes'> | null;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Products for the admin table, newest first, optionally searched by name or SKU. */
export async function listAdminProducts(
  db: Db,
  options: { search?: string; page: number; perPage: number },
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const search = options.search?.trim().slice(0, 100) ?? '';
  let query = db.selectFrom('products');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([sql<boolean>`lower(name) like ${pattern} escape '\\'`, sql<boolean>`lower(coalesce(sku, '')) like ${pattern} escape '\\'`]),
    );
  }
  const [{ count } = { count: 0 }] = await query.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const products = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .execute();
  const images = await firstImages(db, products.map((product) => product.id));
  return {
    total: Number(count),
    rows: products.map((product) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      status: product.status,
      stock: product.stock,
      stockStatus: product.stock_status,
      price: product.price,
      regularPrice: product.regular_price,
      salePrice: product.sale_price,
      image: images.get(product.id) ?? null,
    })),
  };
}

async function firstImages(db: Db, ids: number[]): Promise<Map<number, ProductImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('product_images').selectAll().where('product_id', 'in', ids).orderBy('position', 'desc').orderBy('id', 'desc').execute();
  // Ordered last-first, so the final write per product is its first image.
  return new Map(rows.map((row) => [row.product_id, row]));
}

/** Products whose managed stock is at or below the threshold, fewest first. */
export async function listLowStockProducts(db: Db, threshold = LOW_STOCK_THRESHOLD, limit = 10) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'stock', 'stock_status'])
    .where('stock', 'is not', null)
    .where('stock', '<=', threshold)
    .orderBy('stock')
    .orderBy('name')
    .limit(limit)
    .execute();
}
