import { z } from 'zod';
import type { Product } from '../../db/schema.ts';
import { fieldErrorsFrom, type FormFailure } from '../shared/validation.ts';
import { parseProductFields, PRODUCT_TEXT_FIELDS, type ProductFieldOptions, type ProductFields } from './product-fields.ts';
import { parseSaleDateValues, SALE_DATE_FIELDS, saleDateValues, type SaleDateField, type SaleDates, type SaleDateValues } from './sale-schedule-form.ts';
import { majorAmountText, parseMoney } from '../shared/money.ts';
import { STOCK_STATUSES, type StockStatus } from './stock-status.ts';

export const PRODUCT_FIELDS = [...PRODUCT_TEXT_FIELDS, 'stock_status', 'status', ...SALE_DATE_FIELDS] as const;
/** The sale's dates may be left out (blank). */
export type ProductFormValues = Record<Exclude<(typeof PRODUCT_FIELDS)[number], SaleDateField>, string> & Partial<SaleDateValues> & { categories: string[] };

/** The form adds the product's status, stock status and categories to the fields every product has. */
const productFormOnlySchema = z.object({
  stock_status: z.enum(STOCK_STATUSES, 'Choose a stock status.'),
  status: z.enum(['publish', 'draft'], 'Choose Published or Draft.'),
  categories: z.array(z.string().regex(/^\d{1,9}$/, 'Choose categories from the list.').transform(Number)).max(200),
});

export interface ProductInput extends ProductFields, Partial<SaleDates> {
  stockStatus: StockStatus;
  status: 'publish' | 'draft';
  categoryIds: number[];
}

/** Validates the product form's fields; the messages are keyed by field name. */
export function parseProductForm(values: ProductFormValues, options: ProductFieldOptions): { ok: true; value: ProductInput } | FormFailure<ProductFormValues> {
  const fields = parseProductFields(values, options);
  const formOnly = productFormOnlySchema.safeParse(values);
  // The dates are checked against the sale price as typed, so both mistakes show at once.
  const dates = parseSaleDateValues(values, fields.ok ? fields.value.salePrice : values.sale_price.trim() ? (parseMoney(values.sale_price, options.currency) ?? 0) : null);
  if (!fields.ok || !formOnly.success || !dates.ok) {
    return { ok: false, errors: { ...(fields.ok ? {} : fields.errors), ...(formOnly.success ? {} : fieldErrorsFrom(formOnly.error)), ...(dates.ok ? {} : dates.errors) }, values };
  }
  return {
    ok: true,
    value: { ...fields.value, ...dates.value, stockStatus: formOnly.data.stock_status, status: formOnly.data.status, categoryIds: [...new Set(formOnly.data.categories)] },
  };
}

/** The form's values for an existing product (money as "19.99", in the currency's decimals). */
export function productFormValues(editable: { product: Product; categoryIds: number[] } | null, currency: string): ProductFormValues {
  const product = editable?.product;
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '' : majorAmountText(minor, currency));
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
    ...saleDateValues(product),
  };
}
