import { exampleAmount, majorAmountText, parseMoney } from '../shared/money.ts';
import type { FieldErrors } from '../shared/validation.ts';
import type { VariationChanges, VariationView } from './variations.ts';
import { parseShipping, shippingTextOf, type ShippingText } from './product-shipping.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from './shipping-units.ts';
import { TAX_CLASS_SLUG, taxClassSlugOf } from './product-tax.ts';
import { CURRENT_IMAGE, NO_IMAGE } from './variation-image-choice.ts';
import { parseSaleDateValues, saleDateValues, type SaleDateValues } from './sale-schedule-form.ts';

/**
 * A variation's row in the admin's variations form, and the changes it asks for. Field names are
 * `variation_<id>_<field>`, so every variation of a product is edited in one form.
 */

export interface VariationRowValues {
  /** Value per attribute key; '' is "any". */
  values: Record<string, string>;
  sku: string;
  regular_price: string;
  sale_price: string;
  /** The sale's dates (`datetime-local` values); absent: not in the form, kept as they are. */
  date_on_sale_from?: string;
  date_on_sale_to?: string;
  manage_stock: boolean;
  stock: string;
  enabled: boolean;
  /** The fields below are left alone when a form does not send them. */
  description?: string;
  /** Blank: the product's. */
  shipping?: ShippingText;
  /** `current`, '' (none), `product:<image id>` or `media:<media id>` (core/catalog/variation-image.ts). */
  image?: string;
  /** A shipping class's id; '': the product's. */
  shipping_class_id?: string;
  /** `parent` (the product's), '' standard, or a tax class's slug. */
  tax_class?: string;
}

export function variationFieldName(id: number, field: string): string {
  return `variation_${id}_${field}`;
}

/** The form row of a saved variation (money as "19.99", in the currency's decimals). */
export function variationRowOf({ row, values, images }: VariationView, currency: string): VariationRowValues {
  const money = (minor: number | null) => (minor === null ? '' : majorAmountText(minor, currency));
  return {
    values: { ...values },
    sku: row.sku ?? '',
    // A variation made from all attributes starts unpriced: its 0 shows as a blank to fill.
    regular_price: row.regular_price === 0 && row.status !== 'publish' ? '' : money(row.regular_price),
    sale_price: money(row.sale_price),
    ...saleDateValues(row),
    manage_stock: row.stock !== null,
    stock: row.stock === null ? '' : String(row.stock),
    enabled: row.status === 'publish',
    description: row.description,
    shipping: shippingTextOf(row),
    image: images.length > 0 ? CURRENT_IMAGE : NO_IMAGE,
    shipping_class_id: row.shipping_class_id === null ? '' : String(row.shipping_class_id),
    tax_class: row.tax_class,
  };
}

const STOCK = /^\d{1,7}$/;

/** The changes a row asks for, or its mistakes keyed by field name. An enabled variation needs a price. */
export function parseVariationRow(id: number, row: VariationRowValues, currency: string, units: ShippingUnits = DEFAULT_SHIPPING_UNITS): { ok: true; value: VariationChanges } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const field = (name: string) => variationFieldName(id, name);
  const regular = row.regular_price.trim() ? parseMoney(row.regular_price, currency) : null;
  if (row.regular_price.trim() && regular === null) errors[field('regular_price')] = `Enter the regular price as an amount such as ${exampleAmount(currency)}.`;
  else if (regular === null && row.enabled) errors[field('regular_price')] = 'Enter the regular price of an enabled variation.';
  const sale = row.sale_price.trim() ? parseMoney(row.sale_price, currency) : null;
  if (row.sale_price.trim() && sale === null) errors[field('sale_price')] = `Enter the sale price as an amount such as ${exampleAmount(currency)}.`;
  const stock = row.stock.trim();
  if (row.manage_stock && !STOCK.test(stock)) errors[field('stock')] = 'Enter a whole number of 0 or more.';
  const shipping = parseShipping(row.shipping ?? {}, units);
  if (!shipping.ok) for (const [name, message] of Object.entries(shipping.errors)) errors[field(name)] = message;
  const shippingClass = row.shipping_class_id?.trim();
  if (shippingClass && !/^\d{1,9}$/.test(shippingClass)) errors[field('shipping_class_id')] = 'Choose a shipping class from the list.';
  const taxClass = row.tax_class === undefined ? undefined : taxClassSlugOf(row.tax_class);
  if (taxClass !== undefined && !TAX_CLASS_SLUG.test(taxClass)) errors[field('tax_class')] = 'Choose a tax class from the list.';
  if (row.description !== undefined && row.description.length > 50_000) errors[field('description')] = 'Keep the description under 50,000 characters.';
  const dateValues: Partial<SaleDateValues> = { date_on_sale_from: row.date_on_sale_from ?? '', date_on_sale_to: row.date_on_sale_to ?? '' };
  const dates = parseSaleDateValues(dateValues, row.sale_price.trim() ? (sale ?? 0) : null, field);
  if (!dates.ok) Object.assign(errors, dates.errors);
  if (Object.keys(errors).length > 0 || !shipping.ok || !dates.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      values: row.values,
      sku: row.sku.trim() || null,
      regularPrice: regular ?? 0,
      salePrice: sale,
      // A row without the date fields (an older page's form) leaves the dates as they are.
      ...(row.date_on_sale_from !== undefined || row.date_on_sale_to !== undefined ? dates.value : {}),
      stock: row.manage_stock ? Number(stock) : null,
      status: row.enabled ? 'publish' : 'draft',
      ...(row.description !== undefined ? { description: row.description } : {}),
      ...(row.shipping ? { shipping: shipping.value } : {}),
      ...(shippingClass !== undefined ? { shippingClassId: shippingClass === '' ? null : Number(shippingClass) } : {}),
      ...(taxClass !== undefined ? { taxClass } : {}),
    },
  };
}

const API_FIELDS: Record<string, { field: string; subject: string }> = {
  sku: { field: 'sku', subject: 'The SKU' },
  regular_price: { field: 'regular_price', subject: 'The regular price' },
  sale_price: { field: 'sale_price', subject: 'The sale price' },
  date_on_sale_from: { field: 'date_on_sale_from', subject: "The sale's start" },
  date_on_sale_to: { field: 'date_on_sale_to', subject: "The sale's end" },
  stock_quantity: { field: 'stock', subject: 'The stock quantity' },
  description: { field: 'description', subject: 'The description' },
  weight: { field: 'weight', subject: 'The weight' },
  length: { field: 'length', subject: 'The length' },
  width: { field: 'width', subject: 'The width' },
  height: { field: 'height', subject: 'The height' },
  shipping_class_id: { field: 'shipping_class_id', subject: 'The shipping class' },
  tax_class: { field: 'tax_class', subject: 'The tax class' },
  attributes: { field: 'attributes', subject: '' },
};

/** The catalogue's refusals of a variation (API field names and wording) as sentences by the row's fields. */
export function variationErrorsByField(id: number, errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const target = API_FIELDS[name];
    if (target) result[variationFieldName(id, target.field)] = target.subject ? `${target.subject} ${message}.` : `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
    else result[variationFieldName(id, 'form')] = `${name} ${message}.`;
  }
  return result;
}

/** The change "set regular prices" or "set stock quantities" asks of every variation, or its mistake by field. */
export function parseBulkVariationChange(action: string, value: string, currency: string): { ok: true; value: VariationChanges } | { ok: false; errors: FieldErrors } {
  if (action === 'set_regular_price') {
    const price = parseMoney(value, currency);
    return price === null ? { ok: false, errors: { bulk_value: `Enter the regular price as an amount such as ${exampleAmount(currency)}.` } } : { ok: true, value: { regularPrice: price } };
  }
  if (action === 'set_stock') {
    return STOCK.test(value.trim()) ? { ok: true, value: { stock: Number(value.trim()) } } : { ok: false, errors: { bulk_value: 'Enter a whole number of 0 or more.' } };
  }
  return { ok: false, errors: { bulk_action: 'Choose a change from the list.' } };
}
