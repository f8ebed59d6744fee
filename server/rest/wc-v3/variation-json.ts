import { z } from 'zod';
import type { ProductAttributeView } from '../../../core/catalog/product-attributes.ts';
import type { VariationChanges, VariationView } from '../../../core/catalog/variations.ts';
import { STOCK_STATUSES } from '../../../core/catalog/stock-status.ts';
import { exampleAmount, parseMoney } from '../../../core/shared/money.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import type { Product } from '../../../db/schema.ts';
import type { NumberedImage } from '../../../core/media/library-pictures.ts';
import { productImageJson, PRODUCTS_ROUTE } from './product-json.ts';
import { restUrl, wcDates, wcPrices, type WcLinkBase } from './wc-format.ts';
import { shippingBodyFields, shippingChangesFrom, shippingJson } from './shipping-json.ts';
import { inheritedShipping } from '../../../core/catalog/product-shipping.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import { saleDateBodyFields, saleDatesOf } from './sale-dates-json.ts';
import { effectiveTaxClass, TAX_CLASS_SLUG, taxClassSlugOf } from '../../../core/catalog/product-tax.ts';

export const variationsRoute = (parentId: number) => `${PRODUCTS_ROUTE}/${parentId}/variations`;

/** The variation's chosen values as WooCommerce lists them: `[{id, name, option}]`, "any" values left out. */
function variationAttributesJson(attributes: readonly ProductAttributeView[], values: Readonly<Record<string, string>>) {
  return attributes.flatMap((attribute) => {
    const value = values[attribute.key];
    if (!attribute.variation || !value) return [];
    return [{ id: attribute.id, name: attribute.name, option: attribute.options.find((option) => option.value === value)?.label ?? value }];
  });
}

/** The product page with the variation chosen, as WooCommerce links a variation. */
function variationPermalink(parent: Product, values: Readonly<Record<string, string>>, base: WcLinkBase): string {
  const query = new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value ? [[`attribute_${key}`, value]] : [])));
  const search = query.size > 0 ? `?${query}` : '';
  return `${base.siteOrigin}/product/${parent.slug}/${search}`;
}

/** A variation whose image carries its media library id, the id the API names it by. */
export type NumberedVariation = Omit<VariationView, 'images'> & { images: NumberedImage[] };

/**
 * A variation in WooCommerce's `wc/v3/products/<id>/variations` shape. A disabled variation is
 * `private`, as WooCommerce reports an unticked "Enabled".
 */
export function variationJson(variation: NumberedVariation, parent: Product, attributes: readonly ProductAttributeView[], base: WcLinkBase) {
  const { row, values, images } = variation;
  const managed = row.stock !== null;
  const first = images[0];
  return {
    id: row.id,
    ...wcDates('created', row.created_at),
    ...wcDates('modified', row.updated_at),
    description: row.description,
    permalink: variationPermalink(parent, values, base),
    sku: row.sku ?? '',
    ...wcPrices(row, base.currency),
    status: row.status === 'publish' ? 'publish' : 'private',
    purchasable: row.status === 'publish',
    virtual: false,
    downloadable: false,
    // As WooCommerce reads a variation: its product's tax status, and its product's class when it is "Same as parent".
    tax_status: parent.tax_status,
    tax_class: effectiveTaxClass(row, parent),
    manage_stock: managed,
    stock_quantity: row.stock,
    stock_status: row.stock_status,
    backorders: row.stock_status === 'onbackorder' ? 'notify' : 'no',
    backorders_allowed: row.stock_status === 'onbackorder',
    backordered: row.stock_status === 'onbackorder' && managed && (row.stock ?? 0) <= 0,
    // As WooCommerce reads a variation: a blank weight or dimension is its product's.
    ...shippingJson(inheritedShipping(row, parent)),
    image: first ? productImageJson(first, row, base) : null,
    attributes: variationAttributesJson(attributes, values),
    menu_order: row.menu_order,
    meta_data: [],
    _links: {
      self: [{ href: restUrl(base, `${variationsRoute(parent.id)}/${row.id}`) }],
      collection: [{ href: restUrl(base, variationsRoute(parent.id)) }],
      up: [{ href: restUrl(base, `${PRODUCTS_ROUTE}/${parent.id}`) }],
    },
  };
}

const money = z.union([z.string(), z.number().nonnegative('must be an amount of 0 or more')], { error: 'must be a decimal amount such as "19.99"' });
const text = z.string({ error: 'must be a string' });
// What a client echoes of an image it read: WooCommerce ignores these on a write.
const readOnlyDate = z.string({ error: 'must be a string' }).nullable().optional();

/** The fields of a variation this shop stores; any other is refused by name, never dropped silently. */
export const variationBodySchema = z
  .strictObject(
    {
      sku: text,
      description: text,
      regular_price: money,
      sale_price: money.nullable(),
      ...saleDateBodyFields,
      status: z.enum(['publish', 'private', 'draft'], { error: 'must be publish, private or draft' }),
      manage_stock: z.boolean({ error: 'must be true or false' }),
      stock_quantity: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').nullable(),
      stock_status: z.enum(STOCK_STATUSES, { error: `must be one of ${STOCK_STATUSES.join(', ')}` }),
      menu_order: z.int({ error: 'must be a whole number' }),
      attributes: z
        .array(
          z.strictObject(
            { id: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').optional(), name: text.optional(), option: text },
            { error: 'must be { id, name, option }' },
          ),
          { error: 'must be a list of { id, option }' },
        )
        .max(100),
      ...shippingBodyFields,
      // `parent` (its product's), '' or "standard", or a tax class's slug.
      tax_class: text,
      // WooCommerce's image of a variation: a media library image by id, or an image the shop has by its
      // address; null or {} for none.
      image: z
        .strictObject(
          {
            id: z.int({ error: 'must be a whole number' }).min(0, 'must be 0 or more').optional(),
            src: text.optional(),
            name: text.optional(),
            alt: text.optional(),
            date_created: readOnlyDate,
            date_created_gmt: readOnlyDate,
            date_modified: readOnlyDate,
            date_modified_gmt: readOnlyDate,
          },
          { error: 'must be { id } of a media library image, { src } of an image the shop has, or null' },
        )
        .nullable(),
    },
    { error: 'must be a JSON object' },
  )
  .partial();

export type VariationBody = z.infer<typeof variationBodySchema>;

/** An amount as the API sends it ("19.99" or 19.99), in minor units of the currency; a field error when it is none. */
function amountOf(value: string | number, field: string, currency: string, errors: FieldErrors): number | undefined {
  const minor = parseMoney(String(value), currency);
  if (minor === null) errors[field] = `must be a decimal amount such as "${exampleAmount(currency)}"`;
  return minor ?? undefined;
}

/**
 * A body's `attributes` as values by key: each names one of the product's variation attributes by id
 * (global) or name, and its option by term name or slug or the custom value; an empty option is "any".
 * What names nothing the product offers is kept as sent, for the editor to refuse with its reason.
 */
export function variationValuesFrom(entries: NonNullable<VariationBody['attributes']>, attributes: readonly ProductAttributeView[], errors: FieldErrors): Record<string, string> {
  const values: Record<string, string> = {};
  entries.forEach((entry, index) => {
    const name = entry.name?.trim().toLowerCase();
    const attribute = entry.id
      ? attributes.find((candidate) => candidate.id === entry.id)
      : attributes.find((candidate) => name !== undefined && (candidate.key === name || candidate.name.toLowerCase() === name));
    if (!attribute) {
      errors[`attributes.${index}`] = `names no attribute of this product (${entry.id ? `id ${entry.id}` : (entry.name ?? 'no name')})`;
      return;
    }
    const wanted = entry.option.trim();
    const option = attribute.options.find((candidate) => candidate.value === wanted || candidate.label.toLowerCase() === wanted.toLowerCase());
    values[attribute.key] = option?.value ?? wanted;
  });
  return values;
}

/** A body as the changes the editor takes, or the reasons it cannot be one. */
export function parseVariationBody(
  json: unknown,
  attributes: readonly ProductAttributeView[],
  current: VariationView | null,
  currency: string,
  units: ShippingUnits = DEFAULT_SHIPPING_UNITS,
): { ok: true; changes: VariationChanges; image?: VariationImageAsk } | { ok: false; params: FieldErrors } {
  const parsed = variationBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const body = parsed.data;
  const errors: FieldErrors = {};
  const changes: VariationChanges = {};
  if (body.sku !== undefined) changes.sku = body.sku;
  if (body.description !== undefined) changes.description = body.description;
  if (body.regular_price !== undefined) changes.regularPrice = amountOf(body.regular_price, 'regular_price', currency, errors);
  if (body.sale_price !== undefined) changes.salePrice = body.sale_price === null || body.sale_price === '' ? null : amountOf(body.sale_price, 'sale_price', currency, errors);
  Object.assign(changes, saleDatesOf(body, errors));
  if (body.status !== undefined) changes.status = body.status === 'publish' ? 'publish' : 'draft';
  if (body.manage_stock === false) changes.stock = null;
  else if (body.stock_quantity !== undefined) changes.stock = body.stock_quantity;
  else if (body.manage_stock === true && (current?.row.stock ?? null) === null) changes.stock = 0;
  if (body.stock_status !== undefined) changes.stockStatus = body.stock_status;
  if (body.menu_order !== undefined) changes.menuOrder = body.menu_order;
  if (body.attributes !== undefined) changes.values = variationValuesFrom(body.attributes, attributes, errors);
  const shipping = shippingChangesFrom(body, units);
  if (shipping.ok) {
    if (Object.keys(shipping.value).length > 0) changes.shipping = shipping.value;
  } else Object.assign(errors, shipping.params);
  if (body.tax_class !== undefined) {
    const taxClass = taxClassSlugOf(body.tax_class);
    if (TAX_CLASS_SLUG.test(taxClass)) changes.taxClass = taxClass;
    else errors.tax_class = 'must be parent, standard (or "") or the slug of one of the shop’s tax classes';
  }
  const image = imageAsk(body.image, current, errors);
  if (Object.keys(errors).length > 0) return { ok: false, params: errors };
  return image ? { ok: true, changes, image } : { ok: true, changes };
}

/** What a body's `image` asks: none, the image with this id, or the image already at this address. */
export type VariationImageAsk = { remove: true } | { id: number } | { src: string };

function imageAsk(image: VariationBody['image'], current: VariationView | null, errors: FieldErrors): VariationImageAsk | undefined {
  if (image === undefined) return undefined;
  if (image === null || (!image.id && !image.src)) return { remove: true };
  if (image.id) return { id: image.id };
  const src = image.src ?? '';
  // New pictures go to the media library first (wp/v2/media), as the products' images do.
  if (!/^https?:\/\//i.test(src)) errors['image.src'] = 'must be the address of an image the shop has';
  else if (current?.images[0] && src.includes(current.images[0].file)) return undefined;
  return { src };
}
