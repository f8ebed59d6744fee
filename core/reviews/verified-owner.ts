import type { Db } from '../../db/connect.ts';

/** Orders whose buyer has the product in hand, or soon will: WooCommerce's "paid" statuses. */
const BOUGHT_STATUSES = ['completed', 'processing'] as const;

/**
 * Whether someone bought the product (or one of its variations) in a completed or processing order:
 * a signed-in customer by their account, a guest by the order's billing e-mail (WooCommerce's
 * `wc_customer_bought_product`).
 */
export async function isVerifiedOwner(db: Db, productId: number, buyer: { userId: number | null; email: string }): Promise<boolean> {
  const email = buyer.email.trim().toLowerCase();
  if (buyer.userId === null && !email) return false;
  const row = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select('l.id')
    .where('o.status', 'in', [...BOUGHT_STATUSES])
    .where((eb) =>
      eb.or([
        eb('l.product_id', '=', productId),
        eb('l.product_id', 'in', eb.selectFrom('products').select('id').where('parent_id', '=', productId)),
      ]),
    )
    .where((eb) => {
      const who = [];
      if (buyer.userId !== null) who.push(eb('o.customer_id', '=', buyer.userId));
      if (email) who.push(eb(eb.fn('lower', ['o.billing_email']), '=', email));
      return eb.or(who);
    })
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
