import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { CouponApplied } from '../pricing/price-cart.ts';
import { shopperUses } from './coupon-rows.ts';

/** Thrown inside an order's transaction when a coupon can no longer be used: everything rolls back. */
export class CouponRefusedError extends Error {
  /** The coupon's code, to take it off the cart. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export interface CouponUser {
  orderId: number;
  customerId: number | null;
  /** The billing e-mail. */
  email: string;
}

/**
 * Counts the order's use of each coupon inside its transaction and writes its coupon lines. The count
 * is a conditional update (never past the limit, whatever runs at the same time: PostgreSQL re-checks
 * the condition once another order's update of the row commits); that update also holds the coupon's
 * row, so the shopper's own uses are counted after any other order of theirs with it has committed.
 * `usedUp` words the refusal; a coupon over a limit throws CouponRefusedError.
 */
export async function takeCouponUses(trx: Db, applied: readonly CouponApplied[], user: CouponUser, usedUp: (code: string) => string): Promise<void> {
  const email = user.email.trim().toLowerCase();
  // Rows in one order (by id) so two orders with the same coupons cannot deadlock each other.
  for (const { coupon, discount } of [...applied].sort((a, b) => a.coupon.id - b.coupon.id)) {
    const taken = await trx
      .updateTable('coupons')
      .set({ usage_count: sql<number>`usage_count + 1` })
      .where('id', '=', coupon.id)
      .where('status', '=', 'publish')
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new CouponRefusedError(coupon.code, usedUp(coupon.code));
    if (coupon.usageLimitPerUser !== null && (await shopperUses(trx, coupon.id, { customerId: user.customerId, email })) >= coupon.usageLimitPerUser) {
      throw new CouponRefusedError(coupon.code, usedUp(coupon.code));
    }
    await trx.insertInto('order_coupon_lines').values({ order_id: user.orderId, coupon_id: coupon.id, code: coupon.code, discount, customer_id: user.customerId, email }).execute();
  }
}
