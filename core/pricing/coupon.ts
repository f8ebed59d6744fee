/** WooCommerce's three kinds of coupon: a share of each line, an amount off each unit, an amount off the cart. */
export const DISCOUNT_TYPES = ['percent', 'fixed_cart', 'fixed_product'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A percent coupon's `amount` is in hundredths of a percent: 1250 is 12.5 %. */
export const PERCENT_SCALE = 10_000;

/** A coupon as pricing reads it. Amounts of money are in the currency's minor unit. */
export interface Coupon {
  id: number;
  /** Lower-case: codes are matched without regard to case, as WooCommerce matches them. */
  code: string;
  discountType: DiscountType;
  /** Minor units for the fixed types; hundredths of a percent for `percent` (see PERCENT_SCALE). */
  amount: number;
  /** The instant it stops applying (UTC ISO); null: never. */
  expiresAt: string | null;
  /** The cart subtotal it needs at least / at most; null: no bound. */
  minimumAmount: number | null;
  maximumAmount: number | null;
  /** Used alone: applying it removes the others, and nothing can join it. */
  individualUse: boolean;
  excludeSaleItems: boolean;
  productIds: readonly number[];
  excludedProductIds: readonly number[];
  categoryIds: readonly number[];
  excludedCategoryIds: readonly number[];
  /** Billing e-mails allowed to use it, lower-case; `*` stands for any run of characters. Empty: anyone. */
  emailRestrictions: readonly string[];
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  /** How many units (the dearest first) a percent or per-product discount covers at most; null: all. */
  limitUsageToXItems: number | null;
  freeShipping: boolean;
  /** Orders that used it so far. */
  usageCount: number;
}

/** What a coupon checks on a cart line: which product and variation, in which categories, whether on sale. */
export interface CouponTarget {
  productId: number;
  variationId: number | null;
  /** The product's categories; read only when a coupon names categories (empty otherwise). */
  categories: readonly { id: number; name: string }[];
  onSale: boolean;
}

/** A code as typed, as codes are stored: trimmed and lower-case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toLocaleLowerCase('en-US');
}

/** Whether any of these coupons restricts by category, so the cart's categories must be read. */
export function needsCategories(coupons: readonly Coupon[]): boolean {
  return coupons.some((coupon) => coupon.categoryIds.length > 0 || coupon.excludedCategoryIds.length > 0);
}

const isNamed = (ids: readonly number[], target: CouponTarget) => ids.includes(target.productId) || (target.variationId !== null && ids.includes(target.variationId));
const inCategories = (ids: readonly number[], target: CouponTarget) => target.categories.some((category) => ids.includes(category.id));

/**
 * Whether a percent or per-product coupon discounts this line: it names the product (or its variation)
 * or one of its categories, or names neither, and excludes neither nor, when asked, a sale.
 */
export function couponCoversLine(coupon: Coupon, target: CouponTarget): boolean {
  const open = coupon.productIds.length === 0 && coupon.categoryIds.length === 0;
  const included = open || isNamed(coupon.productIds, target) || inCategories(coupon.categoryIds, target);
  if (!included) return false;
  if (isNamed(coupon.excludedProductIds, target) || inCategories(coupon.excludedCategoryIds, target)) return false;
  return !(coupon.excludeSaleItems && target.onSale);
}

/** Whether the line is one of the products the coupon excludes (by product, variation or category). */
export const isExcludedProduct = (coupon: Coupon, target: CouponTarget) => isNamed(coupon.excludedProductIds, target);
export const excludedCategoriesOf = (coupon: Coupon, target: CouponTarget) => target.categories.filter((category) => coupon.excludedCategoryIds.includes(category.id));
export const isNamedByCoupon = (coupon: Coupon, target: CouponTarget) => isNamed(coupon.productIds, target);
export const isInCouponCategories = (coupon: Coupon, target: CouponTarget) => inCategories(coupon.categoryIds, target);
