import type { Db } from '../../db/connect.ts';
import type { Order, OrderAddress, OrderCouponLine, OrderLine, OrderShippingLine, OrderTaxLine } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';

/** One billing or shipping address of an order, as pages show it (components read this, not the schema). */
export type OrderAddressView = OrderAddress;

export interface OrderDetail {
  order: Order;
  lines: OrderLine[];
  /** The coupons the order used, each with what it took off. */
  coupons: OrderCouponLine[];
  /** How it was shipped (none for an order placed before shipping zones). */
  shippingLines: OrderShippingLine[];
  /** One line per tax rate charged, as charged (none for an order without tax). */
  taxLines: OrderTaxLine[];
  billing: OrderAddress | null;
  shipping: OrderAddress | null;
}

/** An order with its lines and addresses, or null when there is no such order. */
export async function getOrderDetail(db: Db, id: number): Promise<OrderDetail | null> {
  if (!isRowId(id)) return null;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) return null;
  const [lines, addresses, coupons, shippingLines, taxLines] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('order_addresses').selectAll().where('order_id', '=', id).execute(),
    db.selectFrom('order_coupon_lines').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('order_shipping_lines').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('order_tax_lines').selectAll().where('order_id', '=', id).orderBy('id').execute(),
  ]);
  return {
    order,
    lines,
    coupons,
    shippingLines,
    taxLines,
    billing: addresses.find((address) => address.type === 'billing') ?? null,
    shipping: addresses.find((address) => address.type === 'shipping') ?? null,
  };
}
