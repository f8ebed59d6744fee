import type { Coupon, CouponTarget } from './coupon.ts';

/** A coupon with no restriction: tests set only what they check. */
export function couponOf(fields: Partial<Coupon> & Pick<Coupon, 'discountType' | 'amount'>): Coupon {
  return {
    id: 1,
    code: 'test',
    expiresAt: null,
    minimumAmount: null,
    maximumAmount: null,
    individualUse: false,
    excludeSaleItems: false,
    productIds: [],
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    emailRestrictions: [],
    usageLimit: null,
    usageLimitPerUser: null,
    limitUsageToXItems: null,
    freeShipping: false,
    usageCount: 0,
    ...fields,
  };
}

/** A product line's target: a simple product unless a variation is given, in no category unless given. */
export function targetOf(productId: number, fields: Partial<CouponTarget> = {}): CouponTarget {
  return { productId, variationId: null, categories: [], onSale: false, ...fields };
}
