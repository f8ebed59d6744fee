import { z } from 'zod';
import type { ProductFormValues } from '../../../core/catalog/product-form.ts';
import { imageView } from '../../../core/catalog/products.ts';
import { MAX_ATTRIBUTE_OPTIONS, type ProductAttributeInput, type ProductAttributeView } from '../../../core/catalog/product-attributes.ts';
import { EDITABLE_PRODUCT_TYPES, MAX_GROUPED_CHILDREN, parseProductKind, type ProductKind } from '../../../core/catalog/product-kind.ts';
import { STOCK_STATUSES } from '../../../core/catalog/stock-status.ts';
import type { Category, Product } from '../../../db/schema.ts';
import type { NumberedImage } from '../../../core/media/library-pictures.ts';
import type { ImageListPlan } from '../../../core/catalog/product-image-list.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import { itemLinks, wcDates, wcPrices, type WcLinkBase } from './wc-format.ts';
import { shippingBodyFields, shippingJson } from './shipping-json.ts';
import { shippingOf } from '../../../core/catalog/product-shipping.ts';
import { saleDateBodyFields, saleDateTexts } from './sale-dates-json.ts';
import { TAX_STATUSES } from '../../../core/catalog/product-tax.ts';

export const PRODUCTS_ROUTE = '/wc/v3/products';

export interface ProductWithRelations {
  product: Product;
  categories: Pick<Category, 'id' | 'name' | 'slug'>[];
  images: NumberedImage[];
  attributes?: ProductAttributeView[];
  /** A variable product's variations, in menu order. */
  variationIds?: number[];
  /** A grouped product's children, in the owner's order. */
  groupedIds?: number[];
}

/** A product's attributes as WooCommerce lists them: `options` are the values' names. */
export function productAttributesJson(attributes: readonly ProductAttributeView[]) {
  return attributes.map((attribute) => ({
    id: attribute.id,
    name: attribute.name,
    position: attribute.position,
    visible: attribute.visible,
    variation: attribute.variation,
    options: attribute.options.map((option) => option.label),
  }));
}

/**
 * One image as WooCommerce lists a product's images: `id` is the media library's (WordPress's attachment
 * id), 0 for a picture whose library item was deleted; the largest stored size as `src`.
 */
export function productImageJson(image: NumberedImage, product: Product, base: WcLinkBase) {
  return {
    id: image.library_id ?? 0,
    ...wcDates('created', product.created_at),
    ...wcDates('modified', product.updated_at),
    src: imageView(image, `${base.siteOrigin}${base.uploadsUrl}`).src,
    name: image.file,
    alt: image.alt,
  };
}

/**
 * A product in WooCommerce's `wc/v3/products` shape. Every product here is physical and visible in the
 * catalog; fields the shop does not keep carry WooCommerce's defaults for such a product.
 */
export function productJson({ product, categories, images, attributes = [], variationIds = [], groupedIds = [] }: ProductWithRelations, base: WcLinkBase) {
  const managed = product.stock !== null;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    permalink: `${base.siteOrigin}/product/${product.slug}/`,
    ...wcDates('created', product.created_at),
    ...wcDates('modified', product.updated_at),
    type: product.type,
    status: product.status,
    featured: false,
    catalog_visibility: 'visible',
    description: product.description,
    short_description: product.short_description,
    sku: product.sku ?? '',
    ...wcPrices(product, base.currency),
    purchasable: product.status === 'publish',
    total_sales: product.total_sales,
    virtual: false,
    downloadable: false,
    external_url: product.external_url ?? '',
    button_text: product.button_text ?? '',
    tax_status: product.tax_status,
    tax_class: product.tax_class,
    manage_stock: managed,
    stock_quantity: product.stock,
    stock_status: product.stock_status,
    backorders: product.stock_status === 'onbackorder' ? 'notify' : 'no',
    backorders_allowed: product.stock_status === 'onbackorder',
    backordered: product.stock_status === 'onbackorder' && managed && (product.stock ?? 0) <= 0,
    sold_individually: false,
    ...shippingJson(shippingOf(product)),
    shipping_required: true,
    reviews_allowed: false,
    average_rating: Number(product.average_rating).toFixed(2),
    rating_count: product.rating_count,
    parent_id: product.parent_id ?? 0,
    categories: categories.map(({ id, name, slug }) => ({ id, name, slug })),
    tags: [],
    images: images.map((image) => productImageJson(image, product, base)),
    attributes: productAttributesJson(attributes),
    default_attributes: [],
    variations: variationIds,
    grouped_products: groupedIds,
    menu_order: product.menu_order,
    meta_data: [],
    _links: itemLinks(base, PRODUCTS_ROUTE, product.id),
  };
}

const money = z.union([z.string(), z.number().nonnegative('must be an amount of 0 or more')], { error: 'must be a decimal amount such as "19.99"' });
const text = z.string({ error: 'must be a string' });
const id = z.int({ error: 'must be a whole number' }).positive('must be a whole number of at least 1');
// What a client echoes of an image it read: WooCommerce ignores these on a write.
const readOnlyDate = z.string({ error: 'must be a string' }).nullable().optional();

/** The fields of `wc/v3/products` this shop stores; any other is refused by name, never dropped silently. */
export const productBodySchema = z.strictObject(
  {
    name: text,
    slug: text,
    sku: text,
    type: z.enum(EDITABLE_PRODUCT_TYPES, { error: `must be one of ${EDITABLE_PRODUCT_TYPES.join(', ')}` }),
    external_url: text,
    button_text: text,
    grouped_products: z.array(id, { error: 'must be a list of product ids' }).max(MAX_GROUPED_CHILDREN, `must list at most ${MAX_GROUPED_CHILDREN} products`),
    attributes: z
      .array(
        z.strictObject(
          {
            id: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').optional(),
            name: text.optional(),
            position: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').max(1000, 'must be at most 1000').optional(),
            visible: z.boolean({ error: 'must be true or false' }).optional(),
            variation: z.boolean({ error: 'must be true or false' }).optional(),
            options: z.array(text, { error: 'must be a list of values' }).max(MAX_ATTRIBUTE_OPTIONS).optional(),
          },
          { error: 'must be { id, name, position, visible, variation, options }' },
        ),
        { error: 'must be a list of attributes' },
      )
      .max(100, 'must list at most 100 attributes'),
    status: z.enum(['publish', 'draft'], { error: 'must be publish or draft' }),
    description: text,
    short_description: text,
    regular_price: money,
    sale_price: money.nullable(),
    ...saleDateBodyFields,
    manage_stock: z.boolean({ error: 'must be true or false' }),
    stock_quantity: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').nullable(),
    stock_status: z.enum(STOCK_STATUSES, { error: `must be one of ${STOCK_STATUSES.join(', ')}` }),
    // WooCommerce clients echo each category's name and slug: only the id counts.
    categories: z.array(z.strictObject({ id, name: text.optional(), slug: text.optional() }), { error: 'must be a list of { id }' }).max(200),
    // The product's images in their new order, each a media library id (or, with no id, the address of an
    // image the shop has); the ones left out are removed.
    images: z
      .array(
        z.strictObject(
          {
            id: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').optional(),
            src: text.optional(),
            name: text.optional(),
            alt: text.optional(),
            position: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').max(1000, 'must be at most 1000').optional(),
            date_created: readOnlyDate,
            date_created_gmt: readOnlyDate,
            date_modified: readOnlyDate,
            date_modified_gmt: readOnlyDate,
          },
          { error: 'must be { id } of a media library image, or { src }' },
        ),
        { error: 'must be a list of { id, alt }' },
      )
      .max(100, 'must list at most 100 images'),
    ...shippingBodyFields,
    tax_status: z.enum(TAX_STATUSES, { error: `must be one of ${TAX_STATUSES.join(', ')}` }),
    // '' or "standard" for standard, else a tax class's slug.
    tax_class: text,
  },
  { error: 'must be a JSON object' },
).partial();

export type ProductBody = z.infer<typeof productBodySchema>;

export type ParsedProductBody = { ok: true; body: ProductBody } | { ok: false; params: FieldErrors };

export function parseProductBody(json: unknown): ParsedProductBody {
  const parsed = productBodySchema.safeParse(json);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
}

const amountText = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * The admin form's values after this change: what the body names replaces what the product has, so a
 * PATCH of one field keeps the rest, and the form's own rules then judge the result.
 */
export function productFormValuesWith(current: ProductFormValues, body: ProductBody): ProductFormValues {
  const values: ProductFormValues = { ...current };
  for (const field of ['name', 'slug', 'sku', 'description', 'short_description', 'status', 'stock_status'] as const) {
    const value = body[field];
    if (value !== undefined) values[field] = value;
  }
  if (body.regular_price !== undefined) values.regular_price = amountText(body.regular_price);
  if (body.sale_price !== undefined) values.sale_price = amountText(body.sale_price);
  const dates = saleDateTexts(body);
  // A sale price removed takes its dates with it, unless the body sets them (then the form says what is wrong).
  const saleRemoved = values.sale_price.trim() === '';
  if (dates.from !== undefined) values.date_on_sale_from = dates.from;
  else if (saleRemoved) values.date_on_sale_from = '';
  if (dates.to !== undefined) values.date_on_sale_to = dates.to;
  else if (saleRemoved) values.date_on_sale_to = '';
  if (body.manage_stock === false) values.stock = '';
  else if (body.stock_quantity !== undefined) values.stock = body.stock_quantity === null ? '' : String(body.stock_quantity);
  else if (body.manage_stock === true && values.stock === '') values.stock = '0';
  if (body.categories !== undefined) values.categories = body.categories.map((category) => String(category.id));
  return values;
}

/** A refused image list's reasons by the body's paths (`images.<index>.id` or `.src`). */
export function imageListParams(plan: Extract<ImageListPlan, { ok: false }>): FieldErrors {
  return Object.fromEntries(plan.problems.map(({ index, field, problem }) => [`images.${index}.${field}`, problem]));
}

/** The form's field names as the API names them. */
export function productParams(errors: FieldErrors): FieldErrors {
  const renamed: Record<string, string> = { stock: 'stock_quantity', form: 'body' };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [renamed[field] ?? field, message]));
}

/** A body's `attributes` as the editor takes them: `id` 0 or absent is the product's own, named by `name`. */
export function attributeInputsFrom(body: ProductBody): ProductAttributeInput[] | undefined {
  return body.attributes?.map((attribute, index) => ({
    attributeId: attribute.id ? attribute.id : null,
    name: attribute.name ?? '',
    options: attribute.options ?? [],
    position: attribute.position ?? index,
    visible: attribute.visible ?? true,
    variation: attribute.variation ?? false,
  }));
}

/**
 * The kind a body asks for (type, external URL and button, grouped children), merged with what the
 * product is; undefined when the body names none of them, so the product stays what it is.
 */
export function productKindFrom(body: ProductBody, current: { product: Product; groupedIds: number[] } | null): { ok: true; kind: ProductKind | undefined } | { ok: false; params: FieldErrors } {
  const asked = body.type !== undefined || body.external_url !== undefined || body.button_text !== undefined || body.grouped_products !== undefined;
  if (!asked) return { ok: true, kind: current ? undefined : { type: 'simple' } };
  const type = body.type ?? current?.product.type ?? 'simple';
  // A variation is refused by the editor with its reason.
  if (type === 'variation') return { ok: true, kind: undefined };
  const parsed = parseProductKind({
    type,
    externalUrl: body.external_url ?? current?.product.external_url ?? '',
    buttonText: body.button_text ?? current?.product.button_text ?? '',
    groupedIds: body.grouped_products ?? current?.groupedIds ?? [],
  });
  return parsed.ok ? { ok: true, kind: parsed.value } : { ok: false, params: parsed.errors };
}
