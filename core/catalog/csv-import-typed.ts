import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { getTranslations, type ItemTranslations } from '../i18n/content-translations.ts';
import { attributeSlug, saveAttribute, saveAttributeTerm } from './attributes.ts';
import { customAttributeKey, globalAttributeKey } from './attribute-keys.ts';
import { ensureCategory } from './csv-import-categories.ts';
import { checkImage, loadImages, type ImageOptions } from './csv-import-images.ts';
import { attributeColumn, type CsvAttribute } from './csv-import-kinds.ts';
import { CSV_COLUMNS, shown, type CsvProduct, type CsvRowKind } from './csv-import-row.ts';
import { shippingClassIdOf, TAX_COLUMNS } from './csv-tax-columns.ts';
import { getEditableProduct, saveProduct, type NewImage } from './product-editor.ts';
import { readProductAttributes, type ProductAttributeInput } from './product-attributes.ts';
import type { ProductInput } from './product-form.ts';
import type { ProductKind } from './product-kind.ts';
import { slugify } from './slug.ts';
import { loadVariableProduct, saveVariationOf, type VariableProduct, type VariationChanges, type VariationView } from './variations.ts';

/** A row that cannot be imported, for a reason its file can fix: reported as "Row N (…): <message>". */
export class RowProblem extends Error {}

export type RowOutcome = { outcome: 'created' | 'updated'; id: number | null };

/** A checked row of the file, without its raw cells. */
export interface CheckedRow {
  product: CsvProduct;
  row: CsvRowKind;
  translations: Record<string, Partial<Record<'name' | 'short_description' | 'description', string>>>;
}

export interface TypedImportContext {
  db: Db;
  options: ImageOptions & { dryRun?: boolean };
  warnings: string[];
  categoryCache: Map<string, number>;
  /** Global attributes met so far, by lower-cased name: their id and terms (lower-cased name and slug → slug). */
  attributeCache: Map<string, { id: number; terms: Map<string, string> }>;
  /** Shipping classes met so far, by the lower-cased text that named them. */
  shippingClassCache: Map<string, number>;
}

/** The columns the editors' error keys stand for, so a message names what to fix in the file. */
function columnOf(field: string): string {
  const attribute = /^attributes\.(\d+)\.(\w+)$/.exec(field);
  if (attribute) return attributeColumn(Number(attribute[1]) + 1, attribute[2] === 'options' ? 'value(s)' : 'name');
  const columns: Record<string, string> = {
    name: CSV_COLUMNS.name,
    slug: CSV_COLUMNS.name,
    sku: CSV_COLUMNS.sku,
    regular_price: CSV_COLUMNS.regularPrice,
    sale_price: CSV_COLUMNS.salePrice,
    stock_quantity: CSV_COLUMNS.stock,
    description: CSV_COLUMNS.description,
    menu_order: CSV_COLUMNS.position,
    categories: CSV_COLUMNS.categories,
    grouped_products: CSV_COLUMNS.grouped,
    external_url: CSV_COLUMNS.externalUrl,
    button_text: CSV_COLUMNS.buttonText,
    type: CSV_COLUMNS.type,
    date_on_sale_from: CSV_COLUMNS.saleFrom,
    date_on_sale_to: CSV_COLUMNS.saleTo,
    tax_status: TAX_COLUMNS.taxStatus,
    tax_class: TAX_COLUMNS.taxClass,
    shipping_class_id: TAX_COLUMNS.shippingClass,
  };
  return columns[field] ?? 'Row';
}

export function problemOf(errors: Record<string, string | undefined>): RowProblem {
  const parts = Object.entries(errors).flatMap(([field, message]) => (message ? [field === 'form' ? message.replace(/\.$/, '') : `${columnOf(field)}: ${message.replace(/\.$/, '')}`] : []));
  return new RowProblem(parts.join('; '));
}

export function warnLeftOutImages(product: CsvProduct, warnings: string[], max: number): void {
  if (product.imagesLeftOut === 0) return;
  const more = product.imagesLeftOut === 1 ? '1 more image' : `${product.imagesLeftOut} more images`;
  warnings.push(`${product.label}: ${more} not imported (a row brings at most ${max}; add the rest in the admin)`);
}

export async function dryRunImages(product: CsvProduct, context: TypedImportContext): Promise<void> {
  for (const ref of product.images) {
    await checkImage(ref, context.options).catch((error: Error) => {
      context.warnings.push(`${product.label}: image '${shown(ref)}' would not be imported (${error.message})`);
    });
  }
}

/** A global attribute by its name (or the slug it makes), created with the terms it lacks. */
async function ensureGlobalAttribute(context: TypedImportContext, attribute: CsvAttribute): Promise<number> {
  const { db } = context;
  const key = attribute.name.toLowerCase();
  let known = context.attributeCache.get(key);
  if (!known) {
    const slug = attributeSlug('', attribute.name);
    const found = await db
      .selectFrom('attributes')
      .select('id')
      .where((eb) => eb.or([eb('slug', '=', slug), eb(eb.fn('lower', ['name']), '=', key)]))
      .orderBy('id')
      .executeTakeFirst();
    let id = found?.id;
    if (id === undefined) {
      const saved = await saveAttribute(db, null, { name: attribute.name });
      if (!saved.ok) throw new RowProblem(`${attribute.name}: ${'errors' in saved ? Object.values(saved.errors).join('; ') : 'could not be created'}`);
      id = saved.value.id;
    }
    const terms = await db.selectFrom('attribute_terms').select(['slug', 'name']).where('attribute_id', '=', id).execute();
    known = { id, terms: new Map(terms.flatMap((term) => [[term.name.toLowerCase(), term.slug] as const, [term.slug, term.slug] as const])) };
    context.attributeCache.set(key, known);
  }
  for (const value of attribute.values) {
    if (known.terms.has(value.toLowerCase()) || known.terms.has(slugify(value))) continue;
    const saved = await saveAttributeTerm(db, known.id, null, { name: value });
    if (!saved.ok) throw new RowProblem(`${attribute.name} '${shown(value)}': ${'errors' in saved ? Object.values(saved.errors).join('; ') : 'could not be created'}`);
    known.terms.set(value.toLowerCase(), saved.value.slug).set(saved.value.slug, saved.value.slug);
  }
  return known.id;
}

/**
 * The row's attributes as the editor takes them. An attribute is one the product's variations choose
 * among when a variation row of the file names it, or when it already was (as WooCommerce's importer does).
 */
export async function attributeInputs(context: TypedImportContext, productId: number | null, attributes: readonly CsvAttribute[], variationNames: ReadonlySet<string>): Promise<ProductAttributeInput[]> {
  const current = productId === null ? [] : await readProductAttributes(context.db, productId);
  const inputs: ProductAttributeInput[] = [];
  for (const [position, attribute] of attributes.entries()) {
    const name = attribute.name.toLowerCase();
    const variation = variationNames.has(name) || current.some((view) => view.variation && view.name.toLowerCase() === name);
    const attributeId = attribute.global ? await ensureGlobalAttribute(context, attribute) : null;
    inputs.push({ attributeId, name: attribute.name, options: attribute.values, position, visible: attribute.visible, variation });
  }
  return inputs;
}

/** The file's translations over the stored ones: a locale's fields without a column keep what they had. */
async function mergedTranslations(db: Db, id: number | null, translations: CheckedRow['translations']): Promise<ItemTranslations<'product'> | undefined> {
  if (Object.keys(translations).length === 0) return undefined;
  const stored = id === null ? {} : await getTranslations(db, 'product', id);
  const empty = { name: '', short_description: '', description: '' };
  return Object.fromEntries(Object.entries(translations).map(([locale, fields]) => [locale, { ...empty, ...stored[locale], ...fields }]));
}

/**
 * Imports a simple, variable, grouped or external product through the product editor, so its rules
 * (kinds, grouped children, attributes, a variable product's prices from its variations) hold as in
 * the admin. Columns the file lacks keep the product's values.
 */
export async function importWithEditor(
  context: TypedImportContext,
  checked: CheckedRow,
  existingId: number | null,
  kind: ProductKind,
  variationNames: ReadonlySet<string>,
): Promise<RowOutcome> {
  const { db, options } = context;
  const { product, row } = checked;
  if (options.dryRun) {
    await dryRunImages(product, context);
    return { outcome: existingId === null ? 'created' : 'updated', id: existingId };
  }
  const existing = existingId === null ? null : await getEditableProduct(db, existingId);
  const current = existing?.product;
  const attributes = row.attributes === undefined ? undefined : await attributeInputs(context, existingId, row.attributes, variationNames);
  const images: NewImage[] = await loadImages(product, options, context.warnings);
  const categoryIds: number[] = [];
  for (const name of product.categories ?? []) categoryIds.push(await ensureCategory(db, name, context.categoryCache));
  const ownPrice = kind.type === 'simple' || kind.type === 'external';
  const regularPrice = ownPrice ? product.regularPrice : 0;
  const wantedSale = ownPrice ? (product.salePrice !== undefined ? product.salePrice : (current?.sale_price ?? null)) : null;
  const input: ProductInput = {
    name: product.name,
    slug: current?.slug ?? '',
    sku: product.sku,
    regularPrice,
    // A kept sale price that is no longer below the new regular price would be a price rise: drop it.
    salePrice: wantedSale !== null && wantedSale < regularPrice ? wantedSale : null,
    // Dates without a sale price are dropped by the editor; the row's check refused a file that gave both.
    ...(product.saleFrom !== undefined && wantedSale !== null && wantedSale < regularPrice ? { saleFrom: product.saleFrom } : {}),
    ...(product.saleTo !== undefined && wantedSale !== null && wantedSale < regularPrice ? { saleTo: product.saleTo } : {}),
    stock: ownPrice ? (product.stock !== undefined ? product.stock : (current?.stock ?? null)) : null,
    stockStatus: product.stockStatus ?? current?.stock_status ?? 'instock',
    status: product.status ?? current?.status ?? 'publish',
    shortDescription: product.shortDescription ?? current?.short_description ?? '',
    description: product.description ?? current?.description ?? '',
    categoryIds: product.categories !== undefined ? [...new Set(categoryIds)] : (existing?.categoryIds ?? []),
  };
  const translations = await mergedTranslations(db, existingId, checked.translations);
  const shippingClassId = product.tax ? await shippingClassIdOf(db, product.tax, context.shippingClassCache) : undefined;
  const saved = await saveProduct(db, existingId, input, {
    kind,
    ...(attributes ? { attributes } : {}),
    ...(translations ? { translations } : {}),
    ...(product.shipping ? { shipping: product.shipping } : {}),
    ...(product.tax?.taxStatus !== undefined ? { taxStatus: product.tax.taxStatus } : {}),
    ...(product.tax?.taxClass !== undefined ? { taxClass: product.tax.taxClass } : {}),
    ...(shippingClassId !== undefined ? { shippingClassId } : {}),
    // The file's images replace the product's, as for simple products.
    ...(images.length > 0 ? { newImages: images, imageChanges: (existing?.images ?? []).map((image) => ({ id: image.id, alt: image.alt, position: image.position, remove: true })) } : {}),
  });
  if (!saved.ok) throw problemOf(saved.errors);
  // Position is the menu order, which the editor's form does not set.
  if (row.position !== undefined) await db.updateTable('products').set({ menu_order: row.position }).where('id', '=', saved.value.id).execute();
  return { outcome: existingId === null ? 'created' : 'updated', id: saved.value.id };
}

/** Does the parent's attribute answer to the file's name: its name, or the key the name makes? */
function attributeMatches(view: { name: string; key: string }, name: string): boolean {
  return view.name.toLowerCase() === name.toLowerCase() || view.key === customAttributeKey(name) || view.key === globalAttributeKey(attributeSlug('', name));
}

/**
 * What a variation row asks of its product's variation: its values, named as the file names them (a
 * term's name or slug, a custom value; blank for "any"), and its fields as `saveVariationOf` takes them.
 */
export function variationChangesOf(checked: CheckedRow, parent: VariableProduct): { values: Record<string, string>; changes: VariationChanges } {
  const { product, row } = checked;
  const values: Record<string, string> = {};
  for (const attribute of row.attributes ?? []) {
    const view = parent.attributes.find((candidate) => attributeMatches(candidate, attribute.name));
    if (!view || !view.variation) throw new RowProblem(`Attribute '${shown(attribute.name)}' is not one its product's variations choose among`);
    const value = attribute.values[0] ?? '';
    const wanted = value.toLowerCase();
    const option = view.options.find((candidate) => candidate.label.toLowerCase() === wanted || candidate.value === value || candidate.value === slugify(value));
    values[view.key] = value === '' ? '' : (option?.value ?? value);
  }
  const changes: VariationChanges = {
    sku: product.sku,
    values,
    ...(row.priceGiven ? { regularPrice: product.regularPrice } : {}),
    ...(product.salePrice !== undefined ? { salePrice: product.salePrice } : {}),
    ...(product.saleFrom !== undefined ? { saleFrom: product.saleFrom } : {}),
    ...(product.saleTo !== undefined ? { saleTo: product.saleTo } : {}),
    ...(product.stock !== undefined ? { stock: product.stock } : {}),
    ...(product.stockStatus !== undefined ? { stockStatus: product.stockStatus } : {}),
    ...(product.status !== undefined ? { status: product.status } : {}),
    ...(product.description !== undefined ? { description: product.description } : {}),
    ...(row.position !== undefined ? { menuOrder: row.position } : {}),
    ...(product.shipping ? { shipping: product.shipping } : {}),
    ...(product.tax?.taxClass !== undefined ? { taxClass: product.tax.taxClass } : {}),
  };
  return { values, changes };
}

/** The product's variation with these values (blank for "any"), which a variation row without a SKU updates. */
export function sameValues(parent: VariableProduct, values: Readonly<Record<string, string>>): VariationView | undefined {
  return parent.variations.find((variation) => parent.axes.every((axis) => (variation.values[axis.key] ?? '') === (values[axis.key] ?? '')));
}

/**
 * Imports a variation of the variable product `parentId`: matched by its SKU, else by the same values
 * among the product's variations; its values are named as the file names them (a term's name or slug,
 * a custom value), blank for "any". Saved through `saveVariation`, which keeps the parent's prices in step.
 */
export async function importVariation(context: TypedImportContext, checked: CheckedRow, parentId: number): Promise<RowOutcome> {
  const { db, options } = context;
  const { product } = checked;
  const parent = await loadVariableProduct(db, parentId);
  if (!parent) throw new RowProblem('Parent: the product it names is not a variable product');
  const { values, changes } = variationChangesOf(checked, parent);
  let existingId: number | null;
  if (product.sku) {
    const owner = await db.selectFrom('products').select(['id', 'type', 'parent_id']).where('sku', '=', product.sku).executeTakeFirst();
    if (owner && (owner.type !== 'variation' || owner.parent_id !== parentId)) throw new RowProblem('SKU: another product already uses this SKU');
    existingId = owner?.id ?? null;
  } else {
    existingId = sameValues(parent, values)?.row.id ?? null;
  }
  if (options.dryRun) {
    await dryRunImages(product, context);
    return { outcome: existingId === null ? 'created' : 'updated', id: existingId };
  }
  const images = await loadImages({ ...product, slug: parent.parent.slug, name: parent.parent.name }, options, context.warnings);
  const shippingClassId = product.tax ? await shippingClassIdOf(db, product.tax, context.shippingClassCache) : undefined;
  if (shippingClassId !== undefined) changes.shippingClassId = shippingClassId;
  // The product read above, in this transaction, is the one saved against.
  const saved = await saveVariationOf(db, parent, existingId, changes);
  if (!saved.ok) {
    if ('errors' in saved) throw problemOf(saved.errors);
    throw new RowProblem('Parent: the product it names is not a variable product');
  }
  const id = saved.value;
  if (images.length > 0) {
    // A variation's own pictures: no editor writes them yet, so the import replaces them as it does a product's.
    await inTransaction(db, async (trx) => {
      await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
      await trx
        .insertInto('product_images')
        .values(images.map((image, position) => ({ product_id: id, position, file: image.file, alt: image.alt, width: image.width, height: image.height, sizes: JSON.stringify(image.sizes) })))
        .execute();
    });
  }
  return { outcome: existingId === null ? 'created' : 'updated', id };
}
