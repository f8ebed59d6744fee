import { z } from 'zod';
import { parseMoney } from '../shared/money.ts';
import { fieldErrorsFrom, type FieldErrors } from '../shared/validation.ts';
import { DISCOUNT_TYPES, normaliseCouponCode, PERCENT_SCALE, type DiscountType } from '../pricing/coupon.ts';

/** A coupon as the owner writes it: the admin's form and `wc/v3/coupons` both come here, in WooCommerce's field names. */
export interface CouponInput {
  code: string;
  description: string;
  discountType: DiscountType;
  /** Minor units, or hundredths of a percent for `percent`. */
  amount: number;
  expiresAt: string | null;
  minimumAmount: number | null;
  maximumAmount: number | null;
  individualUse: boolean;
  excludeSaleItems: boolean;
  productIds: number[];
  excludedProductIds: number[];
  categoryIds: number[];
  excludedCategoryIds: number[];
  emailRestrictions: string[];
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  limitUsageToXItems: number | null;
  freeShipping: boolean;
  status: 'publish' | 'draft';
}

export const COUPON_CODE_MAX_LENGTH = 200;

/** A text or number as a form or JSON sends it; `''` and null are "not set". */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);

/** `yes`/`no`, `true`/`false`, `on` (a ticked checkbox), `1`/`0`, or a JSON boolean. */
const flag = z.preprocess((value) => {
  if (typeof value === 'boolean') return value;
  if (blank(value)) return false;
  const word = String(value).trim().toLowerCase();
  if (['yes', 'true', 'on', '1'].includes(word)) return true;
  if (['no', 'false', 'off', '0'].includes(word)) return false;
  return value;
}, z.boolean({ error: 'must be yes or no' }));

/** A whole number of at least 1, or nothing (no limit). */
const limit = z.preprocess((value) => (blank(value) ? null : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value), z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(1_000_000_000).nullable());

/** Ids as a JSON list or a comma-separated text. */
const ids = z.preprocess(
  (value) => {
    if (blank(value)) return [];
    if (typeof value === 'string') return value.split(',').map((part) => (/^\s*\d{1,15}\s*$/.test(part) ? Number(part) : part));
    return value;
  },
  z.array(z.number({ error: 'must be ids (whole numbers)' }).int('must be ids (whole numbers)').positive('must be ids (whole numbers)'), { error: 'must be a list of ids' }).max(1000, 'must list at most 1,000 ids'),
);

/** E-mails, or patterns with `*`, as a list or one per line or comma. */
const emails = z.preprocess(
  (value) => (blank(value) ? [] : typeof value === 'string' ? value.split(/[\n,]/).map((part) => part.trim()).filter(Boolean) : value),
  z.array(z.string().trim().toLowerCase().max(254).regex(/^[^\s@]*@[^\s@]+$|^\*$/, 'must be e-mail addresses (a * stands for any characters)'), { error: 'must be a list of e-mail addresses' }).max(500),
);

/** A day (`2026-12-31`) or an instant; the coupon stops applying at its start (00:00 UTC), as WooCommerce's date does. */
const expiry = z.preprocess(
  (value) => (blank(value) ? null : text(value)),
  z
    .string({ error: 'must be a date (YYYY-MM-DD)' })
    .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), 'must be a date (YYYY-MM-DD)')
    .transform((value) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString())
    .nullable(),
);

function schemaFor(currency: string) {
  const money = (message: string) =>
    z.preprocess((value) => (blank(value) ? null : text(value)), z.string({ error: message }).transform((value, context) => {
      const minor = parseMoney(value, currency);
      if (minor === null) context.addIssue({ code: 'custom', message });
      return minor ?? 0;
    }).nullable());
  return z.object({
    code: z.preprocess(text, z.string({ error: 'is required' }).transform(normaliseCouponCode).pipe(z.string().min(1, 'is required').max(COUPON_CODE_MAX_LENGTH, `must be at most ${COUPON_CODE_MAX_LENGTH} characters`))),
    description: z.preprocess((value) => (blank(value) ? '' : value), z.string({ error: 'must be text' }).max(2000, 'must be at most 2,000 characters')),
    discount_type: z.preprocess((value) => (blank(value) ? 'fixed_cart' : text(value)), z.enum(DISCOUNT_TYPES, { error: 'must be percent, fixed_cart or fixed_product' })),
    amount: z.preprocess((value) => (blank(value) ? '0' : text(value)), z.string({ error: 'must be an amount' })),
    date_expires: expiry,
    minimum_amount: money('must be an amount'),
    maximum_amount: money('must be an amount'),
    individual_use: flag,
    exclude_sale_items: flag,
    product_ids: ids,
    excluded_product_ids: ids,
    product_categories: ids,
    excluded_product_categories: ids,
    email_restrictions: emails,
    usage_limit: limit,
    usage_limit_per_user: limit,
    limit_usage_to_x_items: limit,
    free_shipping: flag,
    status: z.preprocess((value) => (blank(value) ? 'publish' : text(value)), z.enum(['publish', 'draft'], { error: 'must be publish or draft' })),
  });
}

/** A percent as typed ("10", "12.5") in hundredths; null when it is none between 0 and 100. */
export function parsePercent(value: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= PERCENT_SCALE ? hundredths : null;
}

/** A coupon's amount as WooCommerce writes it: "10.00" for ten units of money or ten percent. */
export function couponAmountText(discountType: DiscountType, amount: number, currency: string, majorText: (minor: number, currency: string) => string): string {
  if (discountType !== 'percent') return majorText(amount, currency);
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

export type CouponFieldsResult = { ok: true; value: CouponInput } | { ok: false; errors: FieldErrors };

/**
 * Reads a coupon from WooCommerce's field names (`code`, `discount_type`, `amount`, `date_expires`, …):
 * texts as a form posts them, or JSON values as `wc/v3/coupons` sends them. Amounts of money are in the
 * shop's currency; a percent is at most 100. Every problem is named by its field.
 */
export function readCouponFields(raw: Readonly<Record<string, unknown>>, currency: string): CouponFieldsResult {
  const parsed = schemaFor(currency).safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error) };
  const fields = parsed.data;
  const amount = fields.discount_type === 'percent' ? parsePercent(fields.amount) : parseMoney(fields.amount, currency);
  if (amount === null) return { ok: false, errors: { amount: fields.discount_type === 'percent' ? 'must be a percentage from 0 to 100' : 'must be an amount' } };
  if (fields.minimum_amount !== null && fields.maximum_amount !== null && fields.maximum_amount > 0 && fields.minimum_amount > fields.maximum_amount) {
    return { ok: false, errors: { maximum_amount: 'must be at least the minimum spend' } };
  }
  return {
    ok: true,
    value: {
      code: fields.code,
      description: fields.description,
      discountType: fields.discount_type,
      amount,
      expiresAt: fields.date_expires,
      minimumAmount: fields.minimum_amount || null,
      maximumAmount: fields.maximum_amount || null,
      individualUse: fields.individual_use,
      excludeSaleItems: fields.exclude_sale_items,
      productIds: [...new Set(fields.product_ids)],
      excludedProductIds: [...new Set(fields.excluded_product_ids)],
      categoryIds: [...new Set(fields.product_categories)],
      excludedCategoryIds: [...new Set(fields.excluded_product_categories)],
      emailRestrictions: [...new Set(fields.email_restrictions)],
      usageLimit: fields.usage_limit,
      usageLimitPerUser: fields.usage_limit_per_user,
      limitUsageToXItems: fields.limit_usage_to_x_items,
      freeShipping: fields.free_shipping,
      status: fields.status,
    },
  };
}
