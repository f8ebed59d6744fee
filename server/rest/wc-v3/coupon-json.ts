import { z } from 'zod';
import { couponAmountText } from '../../../core/coupons/coupon-fields.ts';
import { couponFromRow } from '../../../core/coupons/coupon-rows.ts';
import { fieldErrorsFrom, type FieldErrors } from '../../../core/shared/validation.ts';
import type { CouponRow } from '../../../db/schema.ts';
import { itemLinks, wcDates, wcMoney, type WcLinkBase } from './wc-format.ts';

export const COUPONS_ROUTE = '/wc/v3/coupons';

/** Who used a coupon, as WooCommerce lists it in `used_by`: the customer's id, or a guest's billing e-mail. */
export interface CouponUse {
  customer_id: number | null;
  email: string;
}

export const usedByEntry = (use: CouponUse) => (use.customer_id === null ? use.email : String(use.customer_id));

/**
 * A coupon in WooCommerce's `wc/v3/coupons` shape: `amount` a percentage with two decimals for `percent`,
 * else an amount of the shop's currency with its decimals, as are the minimum and maximum spends ("0.00"
 * when there is none); limits null when there is none; `used_by` one entry per order that used it.
 */
export function couponJson(row: CouponRow, uses: readonly CouponUse[], base: WcLinkBase) {
  const coupon = couponFromRow(row);
  return {
    id: row.id,
    code: row.code,
    amount: couponAmountText(coupon.discountType, coupon.amount, base.currency, wcMoney),
    status: row.status,
    ...wcDates('created', row.created_at),
    ...wcDates('modified', row.updated_at),
    discount_type: coupon.discountType,
    description: row.description,
    ...wcDates('expires', coupon.expiresAt),
    usage_count: coupon.usageCount,
    individual_use: coupon.individualUse,
    product_ids: [...coupon.productIds],
    excluded_product_ids: [...coupon.excludedProductIds],
    usage_limit: coupon.usageLimit,
    usage_limit_per_user: coupon.usageLimitPerUser,
    limit_usage_to_x_items: coupon.limitUsageToXItems,
    free_shipping: coupon.freeShipping,
    product_categories: [...coupon.categoryIds],
    excluded_product_categories: [...coupon.excludedCategoryIds],
    exclude_sale_items: coupon.excludeSaleItems,
    minimum_amount: wcMoney(coupon.minimumAmount ?? 0, base.currency),
    maximum_amount: wcMoney(coupon.maximumAmount ?? 0, base.currency),
    email_restrictions: [...coupon.emailRestrictions],
    used_by: uses.map(usedByEntry),
    meta_data: [],
    _links: itemLinks(base, COUPONS_ROUTE, row.id),
  };
}

/**
 * A stored coupon's fields by WooCommerce's names, as `readCouponFields` reads them back to the same
 * coupon: the base a partial update lays the body's fields over.
 */
export function couponFieldsOf(row: CouponRow, currency: string): Record<string, unknown> {
  const coupon = couponFromRow(row);
  return {
    code: row.code,
    description: row.description,
    discount_type: coupon.discountType,
    amount: couponAmountText(coupon.discountType, coupon.amount, currency, wcMoney),
    date_expires: coupon.expiresAt,
    minimum_amount: coupon.minimumAmount === null ? null : wcMoney(coupon.minimumAmount, currency),
    maximum_amount: coupon.maximumAmount === null ? null : wcMoney(coupon.maximumAmount, currency),
    individual_use: coupon.individualUse,
    exclude_sale_items: coupon.excludeSaleItems,
    product_ids: [...coupon.productIds],
    excluded_product_ids: [...coupon.excludedProductIds],
    product_categories: [...coupon.categoryIds],
    excluded_product_categories: [...coupon.excludedCategoryIds],
    email_restrictions: [...coupon.emailRestrictions],
    usage_limit: coupon.usageLimit,
    usage_limit_per_user: coupon.usageLimitPerUser,
    limit_usage_to_x_items: coupon.limitUsageToXItems,
    free_shipping: coupon.freeShipping,
    status: row.status,
  };
}

/** The fields of `wc/v3/coupons` the shop keeps; their values are judged by `readCouponFields`. */
const WRITABLE_FIELDS = [
  'code',
  'amount',
  'status',
  'discount_type',
  'description',
  'date_expires',
  'date_expires_gmt',
  'individual_use',
  'product_ids',
  'excluded_product_ids',
  'usage_limit',
  'usage_limit_per_user',
  'limit_usage_to_x_items',
  'free_shipping',
  'product_categories',
  'excluded_product_categories',
  'exclude_sale_items',
  'minimum_amount',
  'maximum_amount',
  'email_restrictions',
] as const;

/** Any other field is refused by name, never dropped silently. */
const couponBodySchema = z
  .strictObject(Object.fromEntries(WRITABLE_FIELDS.map((field) => [field, z.unknown()])) as Record<(typeof WRITABLE_FIELDS)[number], z.ZodUnknown>, { error: 'must be a JSON object' })
  .partial();

export type ParsedCouponBody = { ok: true; fields: Record<string, unknown>; expiresGmt: boolean } | { ok: false; params: FieldErrors };

/**
 * A body's fields by WooCommerce's names, `date_expires_gmt` read as `date_expires` (the shop's time zone
 * is UTC, so they are the same; the `_gmt` form wins when both are sent).
 */
export function parseCouponBody(json: unknown): ParsedCouponBody {
  const parsed = couponBodySchema.safeParse(json);
  if (!parsed.success) return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const { date_expires_gmt, ...fields } = parsed.data;
  const sent = Object.fromEntries(Object.entries(fields).filter(([field]) => Object.hasOwn(json as object, field)));
  const expiresGmt = Object.hasOwn(json as object, 'date_expires_gmt');
  if (expiresGmt) sent.date_expires = date_expires_gmt;
  return { ok: true, fields: sent, expiresGmt };
}

/** `readCouponFields`'s messages by the names the body used. */
export function couponParams(errors: FieldErrors, expiresGmt: boolean): FieldErrors {
  const renamed: Record<string, string> = { form: 'body', ...(expiresGmt ? { date_expires: 'date_expires_gmt' } : {}) };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [renamed[field] ?? field, message]));
}
