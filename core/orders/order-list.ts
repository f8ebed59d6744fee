import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { ListSort } from '../shared/owner-list.ts';
import { readPage, whereSearched } from '../shared/paged-query.ts';
import { isOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from './status.ts';

export interface OrderListRow {
  id: number;
  status: OrderStatus;
  createdAt: string;
  total: number;
  currency: string;
  billingEmail: string;
  /** "Jane Doe" from the billing address; empty when there is none. */
  billingName: string;
  itemCount: number;
}

export interface OrderListOptions {
  status?: string | null;
  /** Order number ("42" or "#42"), e-mail or name. */
  search?: string | null;
  /** Only this customer's orders (My account). */
  customerId?: number;
  /** Newest first unless said. */
  sort?: ListSort<OrderListSort> | null;
  page: number;
  perPage: number;
}

/** The order list sorts by number, date and total (the admin's column headers), and starts newest first. */
export const ORDER_LIST_SORTS = ['id', 'date', 'total'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const ORDER_LIST_DEFAULT_SORT: ListSort<OrderListSort> = { by: 'date', order: 'desc' };
const SORT_COLUMN = { id: 'o.id', date: 'o.created_at', total: 'o.total' } as const satisfies Record<OrderListSort, string>;

/** Statuses whose orders count as revenue. */
export const PAID_STATUSES: readonly OrderStatus[] = ['processing', 'on-hold', 'completed'];

function filtered(db: Db, options: Omit<OrderListOptions, 'page' | 'perPage'>) {
  let query = db
    .selectFrom('orders as o')
    .leftJoin('order_addresses as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.type', '=', 'billing'));
  if (options.customerId !== undefined) query = query.where('o.customer_id', '=', options.customerId);
  if (isOrderStatus(options.status)) query = query.where('o.status', '=', options.status);
  return whereSearched(query, options.search, [sql`o.billing_email`, sql`coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')`], {
    also: (eb, search) => {
      const number = /^#?(\d{1,9})$/.exec(search)?.[1];
      return number ? [eb('o.id', '=', Number(number))] : [];
    },
  });
}

/** Orders newest first (or as sorted), filtered by status and searched by number, e-mail or name. */
export async function listOrders(db: Db, options: OrderListOptions): Promise<{ rows: OrderListRow[]; total: number }> {
  const sort = options.sort ?? ORDER_LIST_DEFAULT_SORT;
  const { rows, total } = await readPage(
    filtered(db, options),
    (query) =>
      query
        .select([
          'o.id',
          'o.status',
          'o.created_at',
          'o.total',
          'o.currency',
          'o.billing_email',
          'a.first_name',
          'a.last_name',
          (eb) =>
            eb
              .selectFrom('order_lines as l')
              .whereRef('l.order_id', '=', 'o.id')
              .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('l.quantity'), sql<number>`0`).as('n'))
              .as('item_count'),
        ])
        .orderBy(SORT_COLUMN[sort.by], sort.order)
        .orderBy('o.id', sort.order),
    options,
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.created_at,
      total: Number(row.total),
      currency: row.currency,
      billingEmail: row.billing_email,
      billingName: [row.first_name, row.last_name].filter(Boolean).join(' '),
      itemCount: Number(row.item_count ?? 0),
    })),
  };
}

/** How many orders have each status (for the filter links). */
export async function countOrdersByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('status').execute();
  const counts = Object.fromEntries(Object.keys(ORDER_STATUS_LABELS).map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) if (isOrderStatus(row.status)) counts[row.status] = Number(row.count);
  return counts;
}

export interface OrderStats {
  ordersToday: number;
  /** Sum of paid orders' totals since the first of this month (UTC), minor units. */
  revenueThisMonth: number;
}

export async function orderStats(db: Db, now: Date = new Date()): Promise<OrderStats> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [today, month] = await Promise.all([
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', dayStart).executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('total').as('sum'))
      .where('created_at', '>=', monthStart)
      .where('status', 'in', PAID_STATUSES)
      .executeTakeFirst(),
  ]);
  return { ordersToday: Number(today?.n ?? 0), revenueThisMonth: Number(month?.sum ?? 0) };
}
