import type { Db } from '../db/connect.ts';
import { readCouponFields } from '../core/coupons/coupon-fields.ts';
import { createCoupon, updateCoupon } from '../core/coupons/coupon-store.ts';
import { DEMO_CURRENCY } from '../core/settings/money-digits.ts';

/**
 * The demo store's coupons, in WooCommerce's fields as an owner types them. Shares and free shipping only:
 * no amount of money, so they read the same in whatever currency the shop runs.
 */
const DEMO_COUPONS = [
  { code: 'welcome10', description: '10 % off a first order, once per customer.', discount_type: 'percent', amount: '10', usage_limit_per_user: '1' },
  { code: 'freeship', description: 'Free shipping on any order.', discount_type: 'fixed_cart', amount: '0', free_shipping: 'yes' },
  { code: 'kitchen15', description: '15 % off Kitchen & Dining.', discount_type: 'percent', amount: '15', categorySlug: 'kitchen-dining' },
] as const;

/**
 * Creates the demo coupons through the owner's own path. A coupon of the same code is kept if the owner
 * made or changed it; one still as the demo wrote it (a fresh demo store over an old one) follows the
 * new categories.
 */
export async function insertDemoCoupons(db: Db, categoryId: (slug: string) => number): Promise<void> {
  for (const { categorySlug, ...fields } of DEMO_COUPONS.map((coupon) => ({ categorySlug: undefined as string | undefined, ...coupon }))) {
    const read = readCouponFields({ ...fields, product_categories: categorySlug ? String(categoryId(categorySlug)) : '' }, DEMO_CURRENCY);
    if (!read.ok) throw new Error(`The demo coupon ${fields.code} does not read: ${JSON.stringify(read.errors)}`);
    const created = await createCoupon(db, read.value);
    if (created.ok) continue;
    if (created.error.code !== 'code_taken') throw new Error(created.error.message);
    const existing = await db.selectFrom('coupons').select(['id', 'description']).where('code', '=', read.value.code).executeTakeFirstOrThrow();
    if (existing.description === read.value.description) await updateCoupon(db, existing.id, read.value);
  }
}
