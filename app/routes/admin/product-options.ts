import type { Db } from '../../../db/connect.ts';
import type { Product } from '../../../db/schema.ts';
import { listAttributes, listAttributeTerms } from '../../../core/catalog/attributes.ts';
import { listOwnerProducts } from '../../../core/catalog/owner-product-query.ts';
import { attributeRowsOf, type AttributeRowValues } from '../../../core/catalog/product-attribute-form.ts';
import { readProductAttributes } from '../../../core/catalog/product-attributes.ts';
import { EDITABLE_PRODUCT_TYPES, groupedChildIds, type EditableProductType } from '../../../core/catalog/product-kind.ts';
import { variationRowOf, variationFieldName, type VariationRowValues } from '../../../core/catalog/variation-form.ts';
import { loadVariableProduct } from '../../../core/catalog/variations.ts';
import { imageView } from '../../../core/catalog/products.ts';
import { SHIPPING_FIELDS, shippingTextOf } from '../../../core/catalog/product-shipping.ts';
import { listShippingClasses } from '../../../core/shipping/class-store.ts';
import { readTaxClasses } from '../../../core/tax/tax-store.ts';
import type { GlobalAttributeChoice, KindFormValues, VariationsPanelData } from '../../components/admin/product-options-types.ts';

/**
 * What the product editor reads and sends about a product's options: its type, external address,
 * grouped children, attributes and variations. The fields' names are the admin form's.
 */

/** How many products a grouped product's list of possible children offers. */
const GROUPABLE_LIMIT = 500;

export async function globalAttributeChoices(db: Db): Promise<GlobalAttributeChoice[]> {
  const attributes = await listAttributes(db);
  return Promise.all(
    attributes.map(async (attribute) => ({
      id: attribute.id,
      name: attribute.name,
      terms: (await listAttributeTerms(db, attribute)).map((term) => ({ value: term.slug, label: term.name })),
    })),
  );
}

/** Term slugs of each global attribute, as the attribute rows' parser wants them. */
export function termsById(globals: readonly GlobalAttributeChoice[]): Map<number, string[]> {
  return new Map(globals.map((global) => [global.id, global.terms.map((term) => term.value)]));
}

/** The shop's shipping classes as a select offers them: the id, by name. */
export async function shippingClassOptions(db: Db): Promise<{ value: string; label: string }[]> {
  return (await listShippingClasses(db)).map((shippingClass) => ({ value: String(shippingClass.id), label: shippingClass.name }));
}

/** The shop's tax classes as a select offers them: standard (`''`) first, then the owner's, by slug. */
export async function taxClassOptions(db: Db): Promise<{ value: string; label: string }[]> {
  return (await readTaxClasses(db)).map((taxClass) => ({ value: taxClass.slug, label: taxClass.name }));
}

/** The simple and external products a grouped product may list, by name (never itself). */
export async function groupableProducts(db: Db, productId: number | null): Promise<{ id: number; name: string }[]> {
  const result = await listOwnerProducts(db, { types: ['simple', 'external'], orderBy: 'title', order: 'asc', page: 1, perPage: GROUPABLE_LIMIT });
  return result.ok ? result.page.rows.filter((row) => row.id !== productId).map((row) => ({ id: row.id, name: row.name })) : [];
}

export async function kindFormValues(db: Db, product: Product | null): Promise<KindFormValues> {
  const children = product ? ((await groupedChildIds(db, [product.id])).get(product.id) ?? []) : [];
  return {
    type: product && (EDITABLE_PRODUCT_TYPES as readonly string[]).includes(product.type) ? (product.type as EditableProductType) : 'simple',
    external_url: product?.external_url ?? '',
    button_text: product?.button_text ?? '',
    grouped_products: children.map(String),
  };
}

export async function savedAttributeRows(db: Db, productId: number | null): Promise<AttributeRowValues[]> {
  return productId === null ? [] : attributeRowsOf(await readProductAttributes(db, productId));
}

/** The kind fields a form sent; null when it sent no type (a form that does not edit it keeps it). */
export function readKindForm(form: FormData): KindFormValues | null {
  const type = form.get('type');
  if (typeof type !== 'string') return null;
  return {
    type: (EDITABLE_PRODUCT_TYPES as readonly string[]).includes(type) ? (type as EditableProductType) : 'simple',
    external_url: String(form.get('external_url') ?? ''),
    button_text: String(form.get('button_text') ?? ''),
    grouped_products: form
      .getAll('grouped_products')
      .map(String)
      .slice(0, 1000),
  };
}

/** The attribute rows a form sent; null when it sent none (the product keeps its attributes). */
export function readAttributeRows(form: FormData): AttributeRowValues[] | null {
  if (form.get('attributes_present') !== '1') return null;
  const keys = [
    ...new Set(
      form
        .getAll('attribute_rows')
        .map(String)
        .filter((key) => /^(\d{1,3}|new)$/.test(key)),
    ),
  ].slice(0, 100);
  const text = (key: string, field: string) => String(form.get(`attribute_${key}_${field}`) ?? '').slice(0, 20_000);
  const ticked = (key: string, field: string) => form.get(`attribute_${key}_${field}`) === '1';
  return keys.map((key) => ({
    key,
    attribute: text(key, 'attribute'),
    name: text(key, 'name'),
    terms: form.getAll(`attribute_${key}_terms`).map(String).slice(0, 500),
    values: text(key, 'values'),
    visible: ticked(key, 'visible'),
    variation: ticked(key, 'variation'),
    remove: ticked(key, 'remove'),
  }));
}

/** A variable product's variations panel: its axes and each variation's row; null for other products. */
export async function variationsPanel(db: Db, productId: number | null, currency: string, uploadsUrl = ''): Promise<VariationsPanelData | null> {
  if (productId === null) return null;
  const product = await loadVariableProduct(db, productId);
  if (!product) return null;
  const names = new Map(product.attributes.map((attribute) => [attribute.key, attribute]));
  return {
    axes: product.axes.map((axis) => {
      const attribute = names.get(axis.key);
      return { key: axis.key, name: attribute?.name ?? axis.key, options: attribute?.options ?? [] };
    }),
    variations: product.variations.map((variation) => {
      const image = variation.images[0];
      const view = image ? imageView(image, uploadsUrl) : null;
      return { id: variation.row.id, row: variationRowOf(variation, currency), image: view ? { src: view.srcSet.split(' ')[0] ?? view.src, alt: view.alt } : null };
    }),
    parentShipping: shippingTextOf(product.parent),
    shippingClasses: await shippingClassOptions(db),
    taxClasses: await taxClassOptions(db),
    // A save stamps its variations with the time: the latest stamp and the count change with every edit.
    revision: `${product.variations.length}@${product.variations.reduce((latest, variation) => (variation.row.updated_at > latest ? variation.row.updated_at : latest), '')}`,
  };
}

/** The variations' rows as the variations form sent them, for the ids it names. */
export function readVariationRows(form: FormData, panel: VariationsPanelData): { id: number; row: VariationRowValues }[] {
  const sent = new Set(form.getAll('variation_ids').map(String));
  return panel.variations
    .filter((variation) => sent.has(String(variation.id)))
    .map(({ id }) => {
      const text = (field: string) => String(form.get(variationFieldName(id, field)) ?? '').slice(0, 200);
      return {
        id,
        row: {
          values: Object.fromEntries(panel.axes.map((axis) => [axis.key, text(`attr_${axis.key}`)])),
          sku: text('sku'),
          regular_price: text('regular_price'),
          sale_price: text('sale_price'),
          date_on_sale_from: text('date_on_sale_from'),
          date_on_sale_to: text('date_on_sale_to'),
          manage_stock: form.get(variationFieldName(id, 'manage_stock')) === '1',
          stock: text('stock'),
          enabled: form.get(variationFieldName(id, 'enabled')) === '1',
          // Sent by the full variations form; a form without them leaves them alone.
          ...(form.has(variationFieldName(id, 'description')) ? { description: String(form.get(variationFieldName(id, 'description')) ?? '').slice(0, 60_000) } : {}),
          ...(form.has(variationFieldName(id, 'weight')) ? { shipping: Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, text(field)])) as Record<(typeof SHIPPING_FIELDS)[number], string> } : {}),
          ...(form.has(variationFieldName(id, 'image')) ? { image: text('image') } : {}),
          ...(form.has(variationFieldName(id, 'shipping_class_id')) ? { shipping_class_id: text('shipping_class_id') } : {}),
          ...(form.has(variationFieldName(id, 'tax_class')) ? { tax_class: text('tax_class') } : {}),
        },
      };
    });
}
