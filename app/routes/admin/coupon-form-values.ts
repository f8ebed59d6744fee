import type { CouponRow } from '../../../db/schema.ts';
import { readCouponFields, type CouponFieldsResult } from '../../../core/coupons/coupon-fields.ts';
import { couponFromRow } from '../../../core/coupons/coupon-rows.ts';
import { majorAmountText } from '../../../core/shared/money.ts';
import { textFields, type FieldErrors } from '../../../core/shared/validation.ts';
import type { CouponFormValues } from '../../components/admin/CouponForm.tsx';

/** The coupon form's single-valued fields (the categories are ticked boxes, several of a name). */
const TEXT_FIELDS = [
  'code',
  'description',
  'discount_type',
  'amount',
  'free_shipping',
  'date_expires',
  'minimum_amount',
  'maximum_amount',
  'individual_use',
  'exclude_sale_items',
  'product_ids',
  'excluded_product_ids',
  'email_restrictions',
  'usage_limit',
  'limit_usage_to_x_items',
  'usage_limit_per_user',
  'status',
] as const;

/** The names of the fields, as the form's labels word them, for the messages. */
const LABELS: Record<string, string> = {
  code: 'Coupon code',
  description: 'Description',
  discount_type: 'Discount type',
  amount: 'Coupon amount',
  free_shipping: 'Allow free shipping',
  date_expires: 'Coupon expiry date',
  minimum_amount: 'Minimum spend',
  maximum_amount: 'Maximum spend',
  individual_use: 'Individual use only',
  exclude_sale_items: 'Exclude sale items',
  product_ids: 'Products',
  excluded_product_ids: 'Exclude products',
  product_categories: 'Product categories',
  excluded_product_categories: 'Exclude categories',
  email_restrictions: 'Allowed e-mails',
  usage_limit: 'Usage limit per coupon',
  limit_usage_to_x_items: 'Limit usage to X items',
  usage_limit_per_user: 'Usage limit per user',
  status: 'Status',
};

const MONEY_FIELDS = new Set(['amount', 'minimum_amount', 'maximum_amount']);

/** The UTC day of an instant (`2026-12-31`), as a date input holds it. */
export function expiryDay(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** A saved expiry that is not at the start of its day, as "2026-12-31 15:30"; null when it is (or there is none). */
export function expiryInstantText(instant: string | null): string | null {
  if (!instant) return null;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? null : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** The form's values of a saved coupon (or a new one's defaults): amounts as typed in the shop's currency. */
export function couponFormValues(row: CouponRow | null, currency: string): CouponFormValues {
  if (!row) {
    return {
      code: '',
      description: '',
      // WooCommerce's default type for a new coupon.
      discount_type: 'fixed_cart',
      amount: '',
      free_shipping: '',
      date_expires: '',
      minimum_amount: '',
      maximum_amount: '',
      individual_use: '',
      exclude_sale_items: '',
      product_ids: '',
      excluded_product_ids: '',
      product_categories: [],
      excluded_product_categories: [],
      email_restrictions: '',
      usage_limit: '',
      limit_usage_to_x_items: '',
      usage_limit_per_user: '',
      status: 'publish',
    };
  }
  const coupon = couponFromRow(row);
  const money = (minor: number | null) => (minor === null ? '' : majorAmountText(minor, currency));
  const limit = (value: number | null) => (value === null ? '' : String(value));
  const flag = (value: boolean) => (value ? 'yes' : '');
  return {
    code: coupon.code,
    description: row.description,
    discount_type: coupon.discountType,
    amount: coupon.discountType === 'percent' ? percentText(coupon.amount) : majorAmountText(coupon.amount, currency),
    free_shipping: flag(coupon.freeShipping),
    date_expires: expiryDay(coupon.expiresAt),
    minimum_amount: money(coupon.minimumAmount),
    maximum_amount: money(coupon.maximumAmount),
    individual_use: flag(coupon.individualUse),
    exclude_sale_items: flag(coupon.excludeSaleItems),
    product_ids: coupon.productIds.join(', '),
    excluded_product_ids: coupon.excludedProductIds.join(', '),
    product_categories: coupon.categoryIds.map(String),
    excluded_product_categories: coupon.excludedCategoryIds.map(String),
    email_restrictions: coupon.emailRestrictions.join('\n'),
    usage_limit: limit(coupon.usageLimit),
    limit_usage_to_x_items: limit(coupon.limitUsageToXItems),
    usage_limit_per_user: limit(coupon.usageLimitPerUser),
    status: row.status,
  };
}

/** A percent in hundredths as one would type it: 1250 → "12.5", 1000 → "10". */
function percentText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** What a posted coupon form holds (what was typed, kept to show again). */
export function readCouponForm(form: FormData): CouponFormValues {
  const ids = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string').slice(0, 1000);
  return { ...textFields(form, TEXT_FIELDS), product_categories: ids('product_categories'), excluded_product_categories: ids('excluded_product_categories') };
}

/** Reads the typed coupon as the shop's coupons take it; its mistakes are sentences by field. */
export function parseCouponForm(values: CouponFormValues, currency: string, amountExample: string): CouponFieldsResult {
  const read = readCouponFields(
    { ...values, product_categories: values.product_categories.join(','), excluded_product_categories: values.excluded_product_categories.join(',') },
    currency,
  );
  return read.ok ? read : { ok: false, errors: couponFormErrors(read.errors, amountExample) };
}

/** The coupon fields' messages ("must be an amount") as sentences for the form ("Enter the minimum spend as an amount such as 19.99."). */
function couponFormErrors(errors: FieldErrors, amountExample: string): FieldErrors {
  const worded: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const label = LABELS[field];
    if (!label) worded.form = message;
    else if (field === 'amount' && message.startsWith('must be a percentage')) worded[field] = 'Enter the percentage as a number from 0 to 100, such as 10 or 12.5.';
    else if (MONEY_FIELDS.has(field) && message === 'must be an amount') worded[field] = `Enter the ${label.toLowerCase()} as an amount such as ${amountExample}.`;
    else worded[field] = `${label} ${message}.`;
  }
  return worded;
}
