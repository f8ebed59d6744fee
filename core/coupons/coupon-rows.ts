import type { Db } from '../../db/connect.ts';
import type { CouponRow } from '../../db/schema.ts';
import { normaliseCouponCode, type Coupon } from '../pricing/coupon.ts';

/** A JSON list of ids or e-mails as stored; anything else reads as empty. */
function listOf<T extends number | string>(json: string, kind: 'number' | 'string'): T[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed.filter((value) => typeof value === kind) as T[]) : [];
  } catch {
    return [];
  }
}

/** A stored coupon as pricing reads it. */
export function couponFromRow(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type,
    amount: Number(row.amount),
    expiresAt: row.expires_at,
    minimumAmount: row.minimum_amount === null ? null : Number(row.minimum_amount),
    maximumAmount: row.maximum_amount === null ? null : Number(row.maximum_amount),
    individualUse: Boolean(row.individual_use),
    excludeSaleItems: Boolean(row.exclude_sale_items),
    productIds: listOf<number>(row.product_ids, 'number'),
    excludedProductIds: listOf<number>(row.excluded_product_ids, 'number'),
    categoryIds: listOf<number>(row.product_categories, 'number'),
    excludedCategoryIds: listOf<number>(row.excluded_product_categories, 'number'),
    emailRestrictions: listOf<string>(row.email_restrictions, 'string'),
    usageLimit: row.usage_limit,
    usageLimitPerUser: row.usage_limit_per_user,
    limitUsageToXItems: row.limit_usage_to_x_items,
    freeShipping: Boolean(row.free_shipping),
    usageCount: Number(row.usage_count),
  };
}

/** The published coupons among these codes (any case), by their lower-case code. */
export async function publishedCoupons(db: Db, codes: readonly string[]): Promise<Map<string, Coupon>> {
  const wanted = [...new Set(codes.map(normaliseCouponCode).filter((code) => code !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('coupons').selectAll().where('code', 'in', wanted).where('status', '=', 'publish').execute();
  return new Map(rows.map((row) => [row.code, couponFromRow(row)]));
}

/** Orders of this shopper (by account, or by billing e-mail) that used the coupon, cancelled ones not counted. */
export async function shopperUses(db: Db, couponId: number, shopper: { customerId: number | null; email: string | null }): Promise<number> {
  const email = shopper.email?.trim().toLowerCase() ?? null;
  if (shopper.customerId === null && !email) return 0;
  const row = await db
    .selectFrom('order_coupon_lines')
    .innerJoin('orders', 'orders.id', 'order_coupon_lines.order_id')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('order_coupon_lines.coupon_id', '=', couponId)
    // A cancelled order gave its use back.
    .where('orders.status', '!=', 'cancelled')
    .where((eb) => {
      const either = [];
      if (shopper.customerId !== null) either.push(eb('order_coupon_lines.customer_id', '=', shopper.customerId));
      if (email) either.push(eb('order_coupon_lines.email', '=', email));
      return eb.or(either);
    })
    .executeTakeFirst();
  return Number(row?.uses ?? 0);
}
