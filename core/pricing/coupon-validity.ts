import { couponCoversLine, excludedCategoriesOf, isExcludedProduct, isInCouponCategories, isNamedByCoupon, type Coupon, type CouponTarget } from './coupon.ts';

/** A line as the checks read it: its product, its price, and a name to give in a refusal. */
export interface CheckedLine {
  unitPrice: number;
  quantity: number;
  name: string;
  target: CouponTarget;
}

/** What the checks know of the shopper: an e-mail only once checkout has one, and how often they used the coupon. */
export interface CouponShopper {
  email: string | null;
  /** Orders of this shopper (account or billing e-mail) that used the coupon; 0 when not known. */
  uses: number;
}

/** Why a coupon cannot be used, WooCommerce's reasons (WC_Discounts::is_coupon_valid), in its order. */
export type CouponRefusal =
  | { code: 'usage_limit' }
  | { code: 'expired' }
  | { code: 'minimum_spend'; amount: number }
  | { code: 'maximum_spend'; amount: number }
  | { code: 'not_applicable' }
  | { code: 'sale_items' }
  | { code: 'excluded_products'; names: string[] }
  | { code: 'excluded_categories'; names: string[] }
  | { code: 'not_yours' };

/**
 * Whether a coupon may be used on these lines now, or why not. A percent or per-product coupon needs a
 * line it covers; a fixed cart coupon refuses a cart holding anything it excludes. The e-mail is checked
 * once there is one (at checkout), as are the per-shopper uses.
 */
export function couponRefusal(coupon: Coupon, lines: readonly CheckedLine[], shopper: CouponShopper, now: Date): CouponRefusal | null {
  const standing = couponStandingRefusal(coupon, shopper, now);
  if (standing) return standing;
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (coupon.minimumAmount !== null && coupon.minimumAmount > 0 && subtotal < coupon.minimumAmount) return { code: 'minimum_spend', amount: coupon.minimumAmount };
  if (coupon.maximumAmount !== null && coupon.maximumAmount > 0 && subtotal > coupon.maximumAmount) return { code: 'maximum_spend', amount: coupon.maximumAmount };
  if (coupon.productIds.length > 0 && !lines.some((line) => isNamedByCoupon(coupon, line.target))) return { code: 'not_applicable' };
  if (coupon.categoryIds.length > 0 && !lines.some((line) => isInCouponCategories(coupon, line.target))) return { code: 'not_applicable' };
  const refusal = coupon.discountType === 'fixed_cart' ? cartCouponRefusal(coupon, lines) : lines.some((line) => couponCoversLine(coupon, line.target)) ? null : ({ code: 'not_applicable' } as const);
  if (refusal) return refusal;
  if (shopper.email !== null && coupon.emailRestrictions.length > 0 && !coupon.emailRestrictions.some((pattern) => emailMatches(pattern, shopper.email as string))) {
    return { code: 'not_yours' };
  }
  return null;
}

/** What refuses a coupon whatever the cart holds: its uses, the shopper's, its expiry. */
export function couponStandingRefusal(coupon: Coupon, shopper: CouponShopper, now: Date): CouponRefusal | null {
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return { code: 'usage_limit' };
  if (coupon.usageLimitPerUser !== null && shopper.uses >= coupon.usageLimitPerUser) return { code: 'usage_limit' };
  if (coupon.expiresAt !== null && now.getTime() >= Date.parse(coupon.expiresAt)) return { code: 'expired' };
  return null;
}

/** A cart coupon discounts the whole cart, so it refuses a cart with a sale item it excludes, or an excluded product. */
function cartCouponRefusal(coupon: Coupon, lines: readonly CheckedLine[]): CouponRefusal | null {
  if (coupon.excludeSaleItems && lines.some((line) => line.target.onSale)) return { code: 'sale_items' };
  const excluded = [...new Set(lines.filter((line) => isExcludedProduct(coupon, line.target)).map((line) => line.name))];
  if (excluded.length > 0) return { code: 'excluded_products', names: excluded };
  const categories = [...new Set(lines.flatMap((line) => excludedCategoriesOf(coupon, line.target).map((category) => category.name)))];
  if (categories.length > 0) return { code: 'excluded_categories', names: categories };
  return null;
}

/** An allowed e-mail, or a pattern with `*` for any run of characters (`*@example.com`), matched without regard to case. */
export function emailMatches(pattern: string, email: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  const given = email.trim().toLowerCase();
  if (!wanted.includes('*')) return wanted === given;
  const parts = wanted.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(given);
}
