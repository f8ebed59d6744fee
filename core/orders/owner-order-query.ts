import type { Db } from '../../db/connect.ts';
import type { Order, OrderAttributionRow, OrderRefund } from '../../db/schema.ts';
import { refundsOfOrders } from '../refunds/refund-store.ts';
import type { OrderDetail } from './order-details.ts';
import type { OrderStatus } from './status.ts';
import { pageWindow } from '../shared/paged-query.ts';
import { countOrders } from './order-list.ts';
import { isRowId } from '../shared/row-id.ts';

export interface OwnerOrderQuery {
  /** Only these statuses; absent means every status. */
  statuses?: readonly OrderStatus[];
  /** Only this customer's orders; 0 for guests' orders, as WooCommerce reads `customer=0`. */
  customerId?: number;
  include?: readonly number[];
  /** ISO 8601 bounds on the creation time (exclusive, as WooCommerce's `after` and `before`). */
  after?: string;
  before?: string;
  orderBy: 'date' | 'id' | 'modified';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const ORDER_COLUMN = { date: 'created_at', id: 'id', modified: 'updated_at' } as const;

/** Orders as the owner lists them over the API, with the total across pages. */
export async function listOwnerOrders(db: Db, options: OwnerOrderQuery): Promise<{ orders: Order[]; total: number }> {
  let query = db.selectFrom('orders');
  if (options.statuses) {
    if (options.statuses.length === 0) return { orders: [], total: 0 };
    query = query.where('status', 'in', [...options.statuses]);
  }
  if (options.include) {
    if (options.include.length === 0) return { orders: [], total: 0 };
    query = query.where('id', 'in', [...options.include]);
  }
  if (options.customerId === 0) query = query.where('customer_id', 'is', null);
  else if (options.customerId !== undefined) query = query.where('customer_id', '=', options.customerId);
  if (options.after) query = query.where('created_at', '>', options.after);
  if (options.before) query = query.where('created_at', '<', options.before);
  // Filtered by status alone (or not at all), the total is read from the counts the database keeps.
  const byStatusOnly = options.include === undefined && options.customerId === undefined && !options.after && !options.before;
  const total = byStatusOnly
    ? await countOrders(db, options.statuses)
    : Number((await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst())?.total ?? 0);
  // A deep page is read from the nearer end of the list, so it skips few rows whichever page it is.
  const window = pageWindow(total, options);
  const order = window.reversed ? (options.order === 'asc' ? 'desc' : 'asc') : options.order;
  if (window.limit === 0) return { orders: [], total };
  const found = await query.selectAll().orderBy(ORDER_COLUMN[options.orderBy], order).orderBy('id', order).limit(window.limit).offset(window.offset).execute();
  return { orders: window.reversed ? found.reverse() : found, total };
}

/** An order with everything the API shows of it. */
export interface OwnerOrder extends OrderDetail {
  attribution: OrderAttributionRow | null;
  /** Its refunds, newest first (absent: none). */
  refunds?: Pick<OrderRefund, 'id' | 'reason' | 'amount'>[];
}

/** These orders' lines, addresses, attribution, coupons, shipping and refunds, read in seven queries, in the orders' order. */
export async function withOrderDetails(db: Db, orders: readonly Order[]): Promise<OwnerOrder[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, addresses, attributions, coupons, shippingLines, refunds, taxLines] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_addresses').selectAll().where('order_id', 'in', ids).execute(),
    db.selectFrom('order_attribution').selectAll().where('order_id', 'in', ids).execute(),
    db.selectFrom('order_coupon_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_shipping_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    refundsOfOrders(db, ids),
    db.selectFrom('order_tax_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
  ]);
  return orders.map((order) => ({
    order,
    lines: lines.filter((line) => line.order_id === order.id),
    coupons: coupons.filter((coupon) => coupon.order_id === order.id),
    shippingLines: shippingLines.filter((line) => line.order_id === order.id),
    taxLines: taxLines.filter((line) => line.order_id === order.id),
    billing: addresses.find((address) => address.order_id === order.id && address.type === 'billing') ?? null,
    shipping: addresses.find((address) => address.order_id === order.id && address.type === 'shipping') ?? null,
    attribution: attributions.find((row) => row.order_id === order.id) ?? null,
    refunds: refunds.get(order.id) ?? [],
  }));
}

/** One order with everything the API shows of it, or null when there is none. */
export async function getOwnerOrder(db: Db, id: number): Promise<OwnerOrder | null> {
  if (!isRowId(id)) return null;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  return order ? ((await withOrderDetails(db, [order]))[0] ?? null) : null;
}
