import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage } from '../../db/schema.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { isRowId } from '../shared/row-id.ts';
import { hasControlCharacters, type FieldErrors } from '../shared/validation.ts';
import type { SaveResult } from './attributes.ts';
import { priceInForce, scheduleOf, scheduleProblems } from './sale-schedule.ts';
import { readProductAttributes, readProductsAttributes, type ProductAttributeView } from './product-attributes.ts';
import { uniqueProductSlug } from './product-editor.ts';
import { cleanMultilineText } from './product-fields.ts';
import { productDescriptionHtml } from './product-description.ts';
import { deriveStockStatus, type StockStatus } from './stock-status.ts';
import { syncVariableParent } from './variable-parent.ts';
import { variationName } from './variation-names.ts';
import { findVariation, missingCombinations, type VariationAxis, type VariationCandidate, type VariationMatch } from './variation-rules.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NO_SHIPPING, parseShipping, SHIPPING_FIELDS, type ShippingColumns } from './product-shipping.ts';
import { replaceVariationImage, type VariationImageChange } from './variation-image.ts';
import { getShippingClass } from '../shipping/class-store.ts';
import { SAME_AS_PARENT, TAX_CLASS_SLUG, taxClassExists } from './product-tax.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';

/** A variation with its value per attribute key ('' = any) and its own images. */
export interface VariationView {
  row: Product;
  values: Record<string, string>;
  images: ProductImage[];
}

/** The attributes a product's variations choose among, with the values it offers. */
export function variationAxes(attributes: readonly ProductAttributeView[]): VariationAxis[] {
  return attributes.filter((attribute) => attribute.variation).map((attribute) => ({ key: attribute.key, values: attribute.options.map((option) => option.value) }));
}

export function candidateOf({ row, values }: VariationView): VariationCandidate {
  return {
    id: row.id,
    status: row.status,
    price: row.price,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    stock: row.stock,
    stockStatus: row.stock_status,
    menuOrder: row.menu_order,
    values,
  };
}

/** A variable product's variations in menu order, or of several products at once. */
export async function listVariations(db: Db, parentId: number): Promise<VariationView[]> {
  if (!isRowId(parentId)) return [];
  const rows = await db.selectFrom('products').selectAll().where('parent_id', '=', parentId).where('type', '=', 'variation').orderBy('menu_order').orderBy('id').execute();
  return withValuesAndImages(db, rows);
}

export async function getVariation(db: Db, parentId: number, id: number): Promise<VariationView | null> {
  if (!isRowId(parentId) || !isRowId(id)) return null;
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).where('parent_id', '=', parentId).where('type', '=', 'variation').executeTakeFirst();
  return row ? ((await withValuesAndImages(db, [row]))[0] ?? null) : null;
}

/** The ids of each product's variations, in menu order (the `variations` of a product's JSON). */
export async function variationIdsOf(db: Db, parentIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return result;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'parent_id'])
    .where('parent_id', 'in', [...new Set(parentIds)])
    .where('type', '=', 'variation')
    .orderBy('menu_order')
    .orderBy('id')
    .execute();
  for (const row of rows) result.get(row.parent_id as number)?.push(row.id);
  return result;
}

async function withValuesAndImages(db: Db, rows: Product[]): Promise<VariationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [values, images] = await Promise.all([
    db.selectFrom('variation_attributes').selectAll().where('variation_id', 'in', ids).execute(),
    db.selectFrom('product_images').selectAll().where('product_id', 'in', ids).orderBy('position').orderBy('id').execute(),
  ]);
  return rows.map((row) => ({
    row,
    values: Object.fromEntries(values.filter((value) => value.variation_id === row.id).map((value) => [value.name, value.value])),
    images: images.filter((image) => image.product_id === row.id),
  }));
}

/** A variable product with what a shopper's choice is matched against. */
export interface VariableProduct {
  parent: Product;
  attributes: ProductAttributeView[];
  axes: VariationAxis[];
  variations: VariationView[];
}

export async function loadVariableProduct(db: Db, parentId: number): Promise<VariableProduct | null> {
  if (!isRowId(parentId)) return null;
  const parent = await db.selectFrom('products').selectAll().where('id', '=', parentId).where('type', '=', 'variable').executeTakeFirst();
  if (!parent) return null;
  const [attributes, variations] = await Promise.all([readProductAttributes(db, parentId), listVariations(db, parentId)]);
  return { parent, attributes, axes: variationAxes(attributes), variations };
}

/** `loadVariableProduct` for several products at once (an import's batch of variations), by id; those that are not variable products are left out. */
export async function loadVariableProducts(db: Db, parentIds: readonly number[]): Promise<Map<number, VariableProduct>> {
  const ids = [...new Set(parentIds.filter((id) => isRowId(id)))];
  const result = new Map<number, VariableProduct>();
  if (ids.length === 0) return result;
  const parents = await db.selectFrom('products').selectAll().where('id', 'in', ids).where('type', '=', 'variable').execute();
  if (parents.length === 0) return result;
  const found = parents.map((parent) => parent.id);
  const [attributes, rows] = await Promise.all([
    readProductsAttributes(db, found),
    db.selectFrom('products').selectAll().where('parent_id', 'in', found).where('type', '=', 'variation').orderBy('menu_order').orderBy('id').execute(),
  ]);
  const variations = await withValuesAndImages(db, rows);
  for (const parent of parents) {
    const own = attributes.get(parent.id) ?? [];
    result.set(parent.id, { parent, attributes: own, axes: variationAxes(own), variations: variations.filter((variation) => variation.row.parent_id === parent.id) });
  }
  return result;
}

/** The variation of a variable product a shopper's choice names, or why none can be sold. */
export function chooseVariation(product: VariableProduct, chosen: Readonly<Record<string, string>>): VariationMatch {
  return findVariation({ axes: product.axes, variations: product.variations.map(candidateOf) }, chosen);
}

/** What may be set on a variation; absent fields keep their value (a new one starts blank and enabled). */
export interface VariationChanges {
  sku?: string | null;
  regularPrice?: number;
  /** Null removes the sale (and its dates, unless they are given too). */
  salePrice?: number | null;
  /** When the sale starts and ends (UTC ISO instants); null for no bound. */
  saleFrom?: string | null;
  saleTo?: string | null;
  /** Null: stock not counted. */
  stock?: number | null;
  stockStatus?: StockStatus;
  status?: Product['status'];
  /** HTML, stored sanitised (scripts, styles, frames, forms and `on*` handlers removed) with its paragraphs made. */
  description?: string;
  menuOrder?: number;
  /** Value per attribute key (`pa_colour`, `gift-wrap`); '' is "any". Keys not given keep theirs (new: any). */
  values?: Record<string, string>;
  /** Weight and dimensions (null: the product's); fields left out keep theirs. */
  shipping?: Partial<ShippingColumns>;
  /** Its one image: another picture, or none; absent keeps it. */
  image?: VariationImageChange;
  /** Its shipping class's id (null: the product's); absent keeps it. */
  shippingClassId?: number | null;
  /** Its tax class: `parent` (the product's, a new variation's), `''` standard, or a class's slug; absent keeps it. */
  taxClass?: string;
}

const skuSchema = z
  .string()
  .trim()
  .max(64, 'must be at most 64 characters')
  .refine((sku) => !/[<>"]/.test(sku) && !hasControlCharacters(sku), 'may not contain quotes, angle brackets or control characters');

export type VariationFields = Pick<
  Product,
  'sku' | 'regular_price' | 'sale_price' | 'date_on_sale_from' | 'date_on_sale_to' | 'stock' | 'stock_status' | 'status' | 'description' | 'menu_order' | 'weight' | 'length' | 'width' | 'height' | 'shipping_class_id' | 'tax_class'
>;

/** The sale's dates after the changes: a sale price removed takes its dates with it unless they are given. */
function mergeSaleDates(existing: VariationFields | null, changes: VariationChanges): { from: string | null; to: string | null } {
  const dropped = changes.salePrice === null;
  const keep = (given: string | null | undefined, stored: string | null | undefined) => (given !== undefined ? given : dropped ? null : (stored ?? null));
  return { from: keep(changes.saleFrom, existing?.date_on_sale_from), to: keep(changes.saleTo, existing?.date_on_sale_to) };
}

/** The variation's fields after the changes, or the reasons they cannot be saved (keyed by API field). */
export function mergeVariationFields(existing: VariationFields | null, changes: VariationChanges): { ok: true; value: VariationFields } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let sku = existing?.sku ?? null;
  if (changes.sku !== undefined) {
    const parsed = skuSchema.safeParse(changes.sku ?? '');
    if (parsed.success) sku = parsed.data || null;
    else errors.sku = parsed.error.issues[0]?.message ?? 'is not a valid SKU';
  }
  const status = changes.status ?? existing?.status ?? 'publish';
  if (!existing && changes.regularPrice === undefined && status === 'publish') errors.regular_price = 'must be given for an enabled variation';
  const regular = changes.regularPrice ?? existing?.regular_price ?? 0;
  const sale = changes.salePrice !== undefined ? changes.salePrice : (existing?.sale_price ?? null);
  for (const [field, amount] of [['regular_price', regular], ['sale_price', sale]] as const) {
    if (amount !== null && (!Number.isSafeInteger(amount) || amount < 0)) errors[field] = 'must be an amount of 0 or more';
  }
  if (!errors.sale_price && sale !== null && sale >= regular) errors.sale_price = 'must be lower than the regular price';
  const dates = mergeSaleDates(existing, changes);
  Object.assign(errors, scheduleProblems({ salePrice: sale, ...dates }));
  const stock = changes.stock !== undefined ? changes.stock : (existing?.stock ?? null);
  if (stock !== null && (!Number.isSafeInteger(stock) || stock < 0 || stock > 9_999_999)) errors.stock_quantity = 'must be a whole number from 0 to 9999999';
  // HTML, as a product's: the text given is checked as typed, then stored sanitised with its paragraphs
  // (core/catalog/product-description.ts); the stored one is kept as it is.
  const given = changes.description === undefined ? null : cleanMultilineText(changes.description);
  if (given !== null && given.length > 50_000) errors.description = 'must be at most 50,000 characters';
  const description = given === null ? (existing?.description ?? '') : productDescriptionHtml(given);
  const menuOrder = changes.menuOrder ?? existing?.menu_order ?? 0;
  if (!Number.isSafeInteger(menuOrder) || Math.abs(menuOrder) > 1_000_000) errors.menu_order = 'must be a whole number from -1000000 to 1000000';
  const shipping = mergeShipping(existing, changes.shipping, errors);
  const taxClass = changes.taxClass ?? existing?.tax_class ?? SAME_AS_PARENT;
  if (!TAX_CLASS_SLUG.test(taxClass)) errors.tax_class = 'must be parent, standard or the slug of one of the shop’s tax classes';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      sku,
      regular_price: regular,
      sale_price: sale,
      date_on_sale_from: dates.from,
      date_on_sale_to: dates.to,
      stock,
      stock_status: deriveStockStatus(stock, changes.stockStatus ?? existing?.stock_status ?? 'instock'),
      status,
      description,
      menu_order: menuOrder,
      ...shipping,
      shipping_class_id: changes.shippingClassId !== undefined ? changes.shippingClassId : (existing?.shipping_class_id ?? null),
      tax_class: taxClass,
    },
  };
}

/** The weight and dimensions after the changes; a value that is no plain decimal is refused by its field. */
function mergeShipping(existing: Pick<Product, (typeof SHIPPING_FIELDS)[number]> | null, changes: Partial<ShippingColumns> | undefined, errors: FieldErrors): ShippingColumns {
  const merged: ShippingColumns = { ...NO_SHIPPING };
  for (const field of SHIPPING_FIELDS) {
    const wanted = changes?.[field];
    if (wanted === undefined) {
      merged[field] = existing?.[field] ?? null;
      continue;
    }
    const checked = parseShipping({ [field]: wanted ?? '' });
    if (checked.ok) merged[field] = checked.value[field] ?? null;
    else errors[field] = 'must be a decimal number of 0 or more with at most 3 decimals, or empty';
  }
  return merged;
}

/** The values after the changes, checked against the parent's variation attributes. */
export function mergeVariationValues(axes: readonly VariationAxis[], existing: Record<string, string>, changes: Record<string, string> | undefined): { ok: true; value: Record<string, string> } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(changes ?? {})) {
    const axis = axes.find((candidate) => candidate.key === key);
    if (!axis) errors.attributes = `${key} is not an attribute this product's variations choose among`;
    else if (value !== '' && !axis.values.includes(value)) errors.attributes = `${value} is not a value the product offers for ${key}`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: Object.fromEntries(axes.map((axis) => [axis.key, changes?.[axis.key] ?? existing[axis.key] ?? ''])) };
}

export type VariationSaveResult = SaveResult<VariationView> | { ok: false; notVariable: true };

/**
 * Creates (id null) or updates a variation of a variable product, then brings the parent's price and
 * availability in line, in one transaction. Errors are keyed by the API's field names.
 */
export async function saveVariation(db: Db, parentId: number, id: number | null, changes: VariationChanges): Promise<VariationSaveResult> {
  return inTransaction(db, async (trx): Promise<VariationSaveResult> => {
    const product = await loadVariableProduct(trx, parentId);
    if (!product) return (await trx.selectFrom('products').select('id').where('id', '=', parentId).executeTakeFirst()) ? { ok: false, notVariable: true } : { ok: false, notFound: true };
    const saved = await saveVariationOf(trx, product, id, changes);
    if (!saved.ok) return saved;
    await syncVariableParent(trx, parentId);
    await touchContentVersion(trx);
    return { ok: true, value: (await getVariation(trx, parentId, saved.value)) as VariationView };
  });
}

/**
 * `saveVariation`'s checks and writes for a variable product already read in the transaction `trx` (an
 * import that has just read it to match the file's values), returning the variation's id. The product's
 * own row is left for the caller to bring in line (`syncVariableParent`), once for all the variations it
 * saves, and so is the content version.
 */
export async function saveVariationOf(trx: Db, product: VariableProduct, id: number | null, changes: VariationChanges): Promise<SaveResult<number>> {
  return inTransaction(trx, async (trx): Promise<SaveResult<number>> => {
    const existing = id === null ? null : (product.variations.find((variation) => variation.row.id === id) ?? null);
    if (id !== null && !existing) return { ok: false, notFound: true };
    const fields = mergeVariationFields(existing?.row ?? null, changes);
    const values = mergeVariationValues(product.axes, existing?.values ?? {}, changes.values);
    const errors = { ...(fields.ok ? {} : fields.errors), ...(values.ok ? {} : values.errors) };
    if (fields.ok && fields.value.sku !== null && (await skuTaken(trx, fields.value.sku, id))) errors.sku = 'is already used by another product';
    if (changes.shippingClassId != null && !(await getShippingClass(trx, changes.shippingClassId))) errors.shipping_class_id = 'no longer exists';
    if (fields.ok && changes.taxClass !== undefined && !(await taxClassExists(trx, fields.value.tax_class, { variation: true }))) errors.tax_class = 'is not one of the shop’s tax classes';
    if (!fields.ok || !values.ok || Object.keys(errors).length > 0) return { ok: false, errors };
    const savedId = await writeVariation(trx, product, id, fields.value, values.value);
    if (changes.image !== undefined) await replaceVariationImage(trx, savedId, changes.image);
    return { ok: true, value: savedId };
  });
}

async function skuTaken(db: Db, sku: string, id: number | null): Promise<boolean> {
  let query = db.selectFrom('products').select('id').where('sku', '=', sku);
  if (id !== null) query = query.where('id', '!=', id);
  return Boolean(await query.executeTakeFirst());
}

/** A variation's row from its fields and values, named after its product and values. */
function variationRow(product: VariableProduct, fields: VariationFields, values: Record<string, string>, now: string) {
  return {
    ...fields,
    name: variationName(product.parent.name, product.attributes, values),
    // The price in force now; the scheduled-sales job changes it over at the sale's start and end.
    price: priceInForce(scheduleOf(fields), new Date()),
    updated_at: now,
  };
}

/** The slug a new variation of the product is given, when free (else numbered: `uniqueProductSlug`). */
export function variationSlugBase(product: VariableProduct): string {
  return `${product.parent.slug.slice(0, 100)}-variation`;
}

/** A new variation's whole `products` row, its free slug found by the caller. */
export function newVariationRow(product: VariableProduct, fields: VariationFields, values: Record<string, string>, slug: string, now: string) {
  return { ...variationRow(product, fields, values, now), slug, type: 'variation' as const, parent_id: product.parent.id, short_description: '', created_at: now };
}

async function writeVariation(trx: Db, product: VariableProduct, id: number | null, fields: VariationFields, values: Record<string, string>): Promise<number> {
  const now = nowIso();
  let savedId = id;
  if (savedId === null) {
    const slug = await uniqueProductSlug(trx, variationSlugBase(product), null);
    savedId = (await trx.insertInto('products').values(newVariationRow(product, fields, values, slug, now)).returning('id').executeTakeFirstOrThrow()).id;
  } else {
    await trx.updateTable('products').set(variationRow(product, fields, values, now)).where('id', '=', savedId).execute();
  }
  await trx.deleteFrom('variation_attributes').where('variation_id', '=', savedId).execute();
  const entries = Object.entries(values);
  if (entries.length > 0) {
    await trx
      .insertInto('variation_attributes')
      .values(entries.map(([name, value]) => ({ variation_id: savedId, name, value })))
      .execute();
  }
  // As WooCommerce's: a variation is a product of its own to the product topics.
  await enqueueWebhookEvent(trx, 'product', id === null ? 'created' : 'updated', savedId);
  return savedId;
}

/** Deletes a variation and brings its parent in line. Returns it as it was, or null. */
export async function deleteVariation(db: Db, parentId: number, id: number): Promise<VariationView | null> {
  return inTransaction(db, async (trx) => {
    const variation = await getVariation(trx, parentId, id);
    if (!variation) return null;
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await syncVariableParent(trx, parentId);
    await touchContentVersion(trx);
    await enqueueWebhookEvent(trx, 'product', 'deleted', id);
    return variation;
  });
}

/** WooCommerce makes at most 50 variations a run from all attributes. */
export const MAX_GENERATED_VARIATIONS = 50;

/**
 * WooCommerce's "Create variations from all attributes": one variation per combination of the variation
 * attributes' values that no variation has yet. They start disabled and unpriced, for the owner to price.
 */
export async function createVariationsFromAttributes(db: Db, parentId: number, limit = MAX_GENERATED_VARIATIONS): Promise<{ ok: true; created: number[] } | { ok: false; notFound: true }> {
  return inTransaction(db, async (trx) => {
    const product = await loadVariableProduct(trx, parentId);
    if (!product) return { ok: false as const, notFound: true as const };
    const combinations = missingCombinations(
      product.axes,
      product.variations.map((variation) => variation.values),
      limit,
    );
    const fields: VariationFields = { sku: null, regular_price: 0, sale_price: null, date_on_sale_from: null, date_on_sale_to: null, stock: null, stock_status: 'instock', status: 'draft', description: '', menu_order: 0, ...NO_SHIPPING, shipping_class_id: null, tax_class: SAME_AS_PARENT };
    const created: number[] = [];
    for (const values of combinations) created.push(await writeVariation(trx, product, null, fields, values));
    await syncVariableParent(trx, parentId);
    if (created.length > 0) await touchContentVersion(trx);
    return { ok: true as const, created };
  });
}
