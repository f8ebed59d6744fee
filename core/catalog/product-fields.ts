import { z } from 'zod';
import { fieldErrorsFrom, hasControlCharacters, type FieldErrors } from '../shared/validation.ts';
import { exampleAmount, parseMoney } from '../shared/money.ts';
import { slugify } from './slug.ts';
import { productDescriptionHtml } from './product-description.ts';

/**
 * The rules for a product's own fields, shared by every way a product gets in: the admin form and the
 * CSV import call `parseProductFields`, so text one of them refuses the other refuses too.
 */
export const PRODUCT_TEXT_FIELDS = ['name', 'slug', 'sku', 'regular_price', 'sale_price', 'stock', 'short_description', 'description'] as const;
export type ProductFieldName = (typeof PRODUCT_TEXT_FIELDS)[number];
export type ProductFieldValues = Record<ProductFieldName, string>;

export interface ProductFields {
  name: string;
  /** Blank: made from the name. */
  slug: string;
  sku: string | null;
  regularPrice: number;
  salePrice: number | null;
  stock: number | null;
  shortDescription: string;
  description: string;
}

/** An opening HTML tag, closing tag, comment or processing instruction ("<b", "</", "<!", "<?"). */
const HTML_TAG = /<[a-z!/?]/i;

/** C0 controls and DEL (`hasControlCharacters`), and the C1 controls, which no product text needs either. */
function hasAnyControlCharacter(text: string): boolean {
  return hasControlCharacters(text) || /[\u0080-\u009f]/.test(text);
}

/** Why a one-line name (of a product or category) cannot be used as it is, or null when it can. */
export function nameProblem(text: string): string | null {
  if (hasAnyControlCharacter(text)) return 'may not contain control characters (such as tabs or line breaks)';
  if (HTML_TAG.test(text)) return 'may not contain HTML tags; it is shown as plain text';
  return null;
}

/**
 * Descriptions are multi-line text: tabs and line breaks stay (line breaks as "\n"), other control
 * characters (NUL, escape, backspace…) are invisible leftovers of pasting, so they are dropped rather
 * than refused; the owner could not see what to fix.
 */
export function cleanMultilineText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

function moneyField(label: string, currency: string) {
  return z.string().transform((text, ctx): number | null => {
    if (!text.trim()) return null;
    const value = parseMoney(text, currency);
    if (value === null) ctx.addIssue({ code: 'custom', message: `Enter the ${label} as an amount such as ${exampleAmount(currency)}.` });
    return value;
  });
}

const multiline = (label: string, max: number, maxText: string) =>
  z
    .string()
    .transform(cleanMultilineText)
    .pipe(z.string().max(max, `Keep the ${label} under ${maxText} characters.`));

/** A description: multi-line HTML, stored sanitised (core/catalog/product-description.ts). */
export const descriptionHtmlField = (label: string, max: number, maxText: string) => multiline(label, max, maxText).transform(productDescriptionHtml);

/** The fields' schema in a currency (its prices' decimals); made once per currency. */
const productFieldsSchema = (currency: string) => z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the product name.')
    .max(200, 'Keep the name under 200 characters.')
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: `The name ${problem}.` });
    }),
  slug: z
    .string()
    .trim()
    .max(120, 'Keep the slug under 120 characters.')
    .refine((slug) => !hasAnyControlCharacter(slug), 'The slug may not contain control characters.'),
  sku: z
    .string()
    .trim()
    .max(64, 'Keep the SKU under 64 characters.')
    .refine((sku) => !/[<>"]/.test(sku) && !hasAnyControlCharacter(sku), 'The SKU may not contain quotes, angle brackets or control characters.')
    .transform((sku) => sku || null),
  // Required for products sold at their own price (`parseProductFields`); a variable product's comes from its variations.
  regular_price: moneyField('regular price', currency),
  sale_price: moneyField('sale price', currency),
  stock: z
    .string()
    .trim()
    .regex(/^(\d{1,7})?$/, 'Enter a whole number of 0 or more, or leave it blank to not track stock.')
    .transform((stock) => (stock ? Number(stock) : null)),
  short_description: descriptionHtmlField('short description', 2000, '2,000'),
  description: descriptionHtmlField('description', 50_000, '50,000'),
});
const schemas = new Map<string, ReturnType<typeof productFieldsSchema>>();
function fieldsSchemaIn(currency: string): ReturnType<typeof productFieldsSchema> {
  let schema = schemas.get(currency);
  if (!schema) schemas.set(currency, (schema = productFieldsSchema(currency)));
  return schema;
}

export interface ProductFieldOptions {
  /** The shop's currency: prices are typed with its decimals. */
  currency: string;
  /** False for products whose price is not their own (variable, grouped): a blank regular price is 0. */
  priceRequired?: boolean;
}

/** Validates a product's own fields; the messages are keyed by field name, one per field. */
export function parseProductFields(values: ProductFieldValues, { currency, priceRequired = true }: ProductFieldOptions): { ok: true; value: ProductFields } | { ok: false; errors: FieldErrors } {
  const parsed = fieldsSchemaIn(currency).safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  if (priceRequired && !errors.regular_price && !values.regular_price.trim()) errors.regular_price = 'Enter the regular price.';
  const regular = parseMoney(values.regular_price, currency);
  const sale = values.sale_price.trim() ? parseMoney(values.sale_price, currency) : null;
  if (!errors.sale_price && regular !== null && sale !== null && sale >= regular) {
    errors.sale_price = 'The sale price must be lower than the regular price.';
  }
  if (values.slug.trim() && !slugify(values.slug) && !errors.slug) errors.slug = 'Use letters and digits in the slug.';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const data = parsed.data;
  return {
    ok: true,
    value: {
      name: data.name,
      slug: slugify(data.slug),
      sku: data.sku,
      regularPrice: data.regular_price ?? 0,
      salePrice: data.sale_price,
      stock: data.stock,
      shortDescription: data.short_description,
      description: data.description,
    },
  };
}
