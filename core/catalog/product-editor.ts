import { boundChunks } from '../../db/bound-values.ts';
import type { Db } from '../../db/connect.ts';
import type { Product, ProductImage, ProductType } from '../../db/schema.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { saveTranslations, type ItemTranslations } from '../i18n/content-translations.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { priceInForce, scheduleOf, scheduleProblems } from './sale-schedule.ts';
import type { ProductInput } from './product-form.ts';
import { slugify } from './slug.ts';
import { deriveStockStatus } from './stock-status.ts';
import { isRowId } from '../shared/row-id.ts';
import { resolveProductAttributes, writeProductAttributes, type ProductAttributeInput, type ResolvedProductAttribute } from './product-attributes.ts';
import { groupedChildrenProblem, hasOwnPrice, writeGroupedChildren, type ProductKind } from './product-kind.ts';
import { syncVariableParent } from './variable-parent.ts';
import { syncGroupedPrices } from './grouped-prices.ts';
import { renameVariations } from './variation-names.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ShippingColumns } from './product-shipping.ts';
import { getShippingClass } from '../shipping/class-store.ts';
import { taxClassExists, type TaxStatus } from './product-tax.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';
import { addPicturesToLibrary } from '../media/library.ts';

export interface NewImage {
  file: string;
  width: number;
  height: number;
  sizes: number[];
  alt: string;
  /** Its place among the product's images; after those it has when absent. */
  position?: number | undefined;
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
  /** What the product is (simple, variable, grouped, external); absent keeps its type (a new product is simple). */
  kind?: ProductKind;
  /** Its attributes, replacing those it had; absent keeps them. */
  attributes?: ProductAttributeInput[];
  /** Weight and dimensions, checked (`parseShipping`); the fields left out keep their values. */
  shipping?: Partial<ShippingColumns>;
  /** Its shipping class's id, null for none; absent keeps it. */
  shippingClassId?: number | null;
  /** Its tax status and tax class (`''` standard, a class's slug); each absent keeps it. */
  taxStatus?: TaxStatus;
  taxClass?: string;
}

/**
 * Why the product cannot take this kind: a variation is changed through its product; a variable product
 * with variations stays variable; a grouped product's children must be simple or external products.
 */
async function findKindConflicts(db: Db, id: number | null, currentType: ProductType | null, kind: ProductKind | undefined): Promise<FieldErrors> {
  if (currentType === 'variation') return { type: "This is a variation: change it through its product's variations." };
  if (!kind) return {};
  if (currentType === 'variable' && kind.type !== 'variable' && id !== null) {
    const variation = await db.selectFrom('products').select('id').where('parent_id', '=', id).where('type', '=', 'variation').executeTakeFirst();
    if (variation) return { type: 'Delete its variations before making it another type of product.' };
  }
  if (kind.type === 'grouped') {
    const problem = await groupedChildrenProblem(db, id, kind.childIds);
    if (problem) return { grouped_products: problem };
  }
  return {};
}

/** The columns a kind sets: the type, and an external product's address and button (cleared for the others). */
function kindColumns(kind: ProductKind) {
  const external = kind.type === 'external';
  return { type: kind.type, external_url: external ? kind.url : null, button_text: external ? kind.buttonText : null, ...(kind.type === 'variable' ? {} : { max_price: null }) };
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

/** Candidates looked up per query: the wanted slug alone first (mostly free), then more at a time. */
const SLUG_WINDOWS = [1, 8, 64, 1000] as const;
/** Numbered candidates go up to this one; past it a slug takes the time. */
const LAST_NUMBERED_SLUG = 999;

/** The `n`th candidate for a slug: "tee", then "tee-2", "tee-3"… */
function slugCandidate(base: string, n: number): string {
  return n === 1 ? base : `${base.slice(0, 112)}-${n}`;
}

/**
 * A slug nobody else uses, from the wanted one: "tee", "tee-2", "tee-3"… up to 999. Asked a window of
 * candidates a query, so the 40th variation of a product costs three queries, not forty.
 */
export async function uniqueProductSlug(db: Db, wanted: string, id: number | null): Promise<string> {
  const base = wanted || 'product';
  let from = 1;
  for (const to of SLUG_WINDOWS) {
    const window = Array.from({ length: to - from + 1 }, (_, index) => slugCandidate(base, from + index)).filter((_, index) => from + index <= LAST_NUMBERED_SLUG);
    let query = db.selectFrom('products').select('slug').where('slug', 'in', window);
    if (id !== null) query = query.where('id', '!=', id);
    const taken = new Set((await query.execute()).map((row) => row.slug));
    const free = window.find((slug) => !taken.has(slug));
    if (free !== undefined) return free;
    from = to + 1;
  }
  return `${base.slice(0, 100)}-${Date.now().toString(36)}`;
}

/**
 * Slugs for several new products at once, each as `uniqueProductSlug` would give it were they saved one
 * after the other in this order (the second "tee" is "tee-2"): the candidates of every wanted slug asked
 * together, a window a query. Throws when a slug has no numbered candidate left, for the caller to save
 * those products one at a time.
 */
export async function uniqueProductSlugs(db: Db, wanted: readonly string[]): Promise<string[]> {
  const bases = wanted.map((slug) => slug || 'product');
  const needed = new Map<string, number>();
  for (const base of bases) needed.set(base, (needed.get(base) ?? 0) + 1);
  const free = new Map<string, string[]>([...needed.keys()].map((base) => [base, []]));
  const given = new Set<string>();
  const next = new Map<string, number>([...needed.keys()].map((base) => [base, 1]));
  for (let pending = [...needed.keys()]; pending.length > 0; ) {
    const windows = pending.map((base) => {
      const from = next.get(base)!;
      const to = Math.min(LAST_NUMBERED_SLUG, from + needed.get(base)! - free.get(base)!.length + 7);
      next.set(base, to + 1);
      return { base, candidates: Array.from({ length: to - from + 1 }, (_, index) => slugCandidate(base, from + index)) };
    });
    const taken = new Set<string>();
    for (const part of boundChunks(windows.flatMap((window) => window.candidates), 1)) {
      for (const row of await db.selectFrom('products').select('slug').where('slug', 'in', part).execute()) taken.add(row.slug);
    }
    for (const { base, candidates } of windows) {
      for (const slug of candidates) {
        if (free.get(base)!.length === needed.get(base)) break;
        if (taken.has(slug) || given.has(slug)) continue;
        given.add(slug);
        free.get(base)!.push(slug);
      }
    }
    pending = pending.filter((base) => free.get(base)!.length < needed.get(base)!);
    const stuck = pending.find((base) => next.get(base)! > LAST_NUMBERED_SLUG);
    if (stuck !== undefined) throw new Error(`no numbered slug left for '${stuck}'`);
  }
  return bases.map((base) => free.get(base)!.shift()!);
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
  const existing = id === null ? null : await db.selectFrom('products').select(['id', 'type', 'date_on_sale_from', 'date_on_sale_to']).where('id', '=', id).executeTakeFirst();
  if (id !== null && !existing) return { ok: false, errors: { form: 'This product no longer exists.' } };
  const attributes = changes.attributes ? await resolveProductAttributes(db, changes.attributes) : null;
  const type = changes.kind?.type ?? existing?.type ?? 'simple';
  const sale = saleColumns(input, existing ?? null, hasOwnPrice(type));
  const errors = {
    ...scheduleProblems({ salePrice: input.salePrice, from: sale.date_on_sale_from, to: sale.date_on_sale_to }),
    ...(await findProductConflicts(db, id, input)),
    ...(await findKindConflicts(db, id, existing?.type ?? null, changes.kind)),
    ...(attributes && !attributes.ok ? attributes.errors : {}),
    ...(changes.shippingClassId != null && !(await getShippingClass(db, changes.shippingClassId)) ? { shipping_class_id: 'The chosen shipping class no longer exists.' } : {}),
    ...(changes.taxClass !== undefined && !(await taxClassExists(db, changes.taxClass)) ? { tax_class: 'Choose a tax class the shop has (Settings → Tax).' } : {}),
  };
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
    ...sale,
    // The price in force now; the scheduled-sales job changes it over at the sale's start and end.
    price: priceInForce(scheduleOf(sale), new Date()),
    stock: input.stock,
    stock_status: deriveStockStatus(input.stock, input.stockStatus),
    updated_at: now,
    ...(changes.kind ? kindColumns(changes.kind) : {}),
    ...changes.shipping,
    ...(changes.shippingClassId !== undefined ? { shipping_class_id: changes.shippingClassId } : {}),
    ...(changes.taxStatus !== undefined ? { tax_status: changes.taxStatus } : {}),
    ...(changes.taxClass !== undefined ? { tax_class: changes.taxClass } : {}),
  };
  const productId = await inTransaction(db, async (trx) => {
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
    await applyImageChanges(trx, savedId, changes, input.name);
    await applyKindChanges(trx, { id: savedId, name: input.name, type }, changes.kind, attributes?.ok ? attributes.value : null);
    if (changes.translations) await saveTranslations(trx, 'product', savedId, changes.translations);
    await touchContentVersion(trx);
    await enqueueWebhookEvent(trx, 'product', id === null ? 'created' : 'updated', savedId);
    return savedId;
  });
  return { ok: true, value: { id: productId, slug } };
}

/**
 * The sale's columns a save writes: the dates given, else those kept (a sale price removed takes its
 * dates with it, so a caller that never names dates cannot leave dates without a sale).
 */
function saleColumns(input: ProductInput, existing: { date_on_sale_from: string | null; date_on_sale_to: string | null } | null, ownPrice: boolean) {
  // A variable or grouped product's sale is its variations' or children's: it keeps no dates of its own.
  const kept = (given: string | null | undefined, stored: string | null | undefined) => (!ownPrice ? null : given !== undefined ? given : input.salePrice === null ? null : (stored ?? null));
  return {
    regular_price: input.regularPrice,
    sale_price: input.salePrice,
    date_on_sale_from: kept(input.saleFrom, existing?.date_on_sale_from),
    date_on_sale_to: kept(input.saleTo, existing?.date_on_sale_to),
  };
}

/** A product's attributes and grouped children as asked, and a variable product's price from its variations. */
async function applyKindChanges(trx: Db, product: { id: number; name: string; type: ProductType }, kind: ProductKind | undefined, attributes: ResolvedProductAttribute[] | null): Promise<void> {
  if (attributes) await writeProductAttributes(trx, product.id, attributes);
  if (kind) await writeGroupedChildren(trx, product.id, kind.type === 'grouped' ? kind.childIds : []);
  if (product.type === 'variable') {
    await syncVariableParent(trx, product.id);
    await renameVariations(trx, product.id, product.name);
  }
  // A grouped product's price is its children's; a child's new price, status or stock moves its groups'.
  await syncGroupedPrices(trx, [product.id]);
}

async function applyImageChanges(db: Db, productId: number, changes: ProductChanges, productName: string): Promise<void> {
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
        position: image.position ?? start + index,
        file: image.file,
        alt: image.alt,
        width: image.width,
        height: image.height,
        sizes: JSON.stringify(image.sizes),
      })),
    )
    .execute();
  // Each new picture is an item of the media library too (those taken from it already are).
  await addPicturesToLibrary(db, newImages.map((image) => ({ ...image, title: productName })));
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
  const deleted = await inTransaction(db, async (trx) => {
    // The groups that listed it, found before its links go with it.
    const groups = await trx.selectFrom('product_links').select('product_id').where('kind', '=', 'grouped').where('linked_id', '=', id).execute();
    const result = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await syncGroupedPrices(
      trx,
      groups.map((group) => group.product_id),
    );
    await touchContentVersion(trx);
    await enqueueWebhookEvent(trx, 'product', 'deleted', id);
    return true;
  });
  return deleted;
}
