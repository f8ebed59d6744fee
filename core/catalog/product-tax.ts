import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import type { FieldErrors } from '../shared/validation.ts';

/**
 * How a product is taxed, as WooCommerce keeps it: its tax status (the product and its shipping, its
 * shipping only, or nothing) and its tax class (`''` standard, or a class's slug); a variation's class
 * may be `parent`, "Same as parent". The admin, wc/v3 and the product CSV read them through here.
 */
export const TAX_STATUSES = ['taxable', 'shipping', 'none'] as const;
export type TaxStatus = Product['tax_status'];

export const TAX_STATUS_LABELS: Record<TaxStatus, string> = { taxable: 'Taxable', shipping: 'Shipping only', none: 'None' };

/** The shape of a class's slug as stored ('' standard). */
export const TAX_CLASS_SLUG = /^[a-z0-9-]{0,190}$/;

/** A variation's class that is its product's. */
export const SAME_AS_PARENT = 'parent';

export function isTaxStatus(value: string): value is TaxStatus {
  return (TAX_STATUSES as readonly string[]).includes(value);
}

/** Whether a class's slug names one of the shop's classes (standard is `''`); a variation may also say `parent`. */
export async function taxClassExists(db: Db, slug: string, { variation = false } = {}): Promise<boolean> {
  if (slug === '' || (variation && slug === SAME_AS_PARENT)) return true;
  return (await db.selectFrom('tax_classes').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

/** A class as written (`standard` and blank are standard); the slug as stored, for `taxClassExists` to check. */
export function taxClassSlugOf(text: string): string {
  const slug = text.trim().toLowerCase();
  return slug === 'standard' ? '' : slug;
}

/** The class a variation is taxed by: its own, or its product's when it says `parent`. */
export const effectiveTaxClass = (variation: Pick<Product, 'tax_class'>, parent: Pick<Product, 'tax_class'>): string =>
  variation.tax_class === SAME_AS_PARENT ? parent.tax_class : variation.tax_class;

/**
 * A product's tax status and class as typed (a form's `tax_status`, `tax_class`; a class as its slug,
 * `standard` or blank for standard), or their mistakes by field. Whether the class exists is the
 * editor's to check. A variation's class is read by `parseVariationRow` (it may also be `parent`).
 */
export function readProductTax(text: { status?: string; taxClass?: string }): { ok: true; value: { taxStatus?: TaxStatus; taxClass?: string } } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value: { taxStatus?: TaxStatus; taxClass?: string } = {};
  if (text.status !== undefined) {
    const status = text.status.trim();
    if (isTaxStatus(status)) value.taxStatus = status;
    else errors.tax_status = 'Choose a tax status from the list: Taxable, Shipping only or None.';
  }
  if (text.taxClass !== undefined) {
    const taxClass = taxClassSlugOf(text.taxClass);
    if (TAX_CLASS_SLUG.test(taxClass) && taxClass !== SAME_AS_PARENT) value.taxClass = taxClass;
    else errors.tax_class = 'Choose a tax class from the list.';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
