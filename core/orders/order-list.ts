import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { pageWindow, type PageWindow } from '../shared/paged-query.ts';
import { searchText, type ListSort } from '../shared/owner-list.ts';
import { ordersHolding } from './order-search.ts';
import { isOrderStatus, LISTED_ORDER_STATUSES, ORDER_STATUS_LABELS, TRASH_STATUS, type OrderStatus } from './status.ts';

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
/** Statuses whose orders count as sales: the paid ones, and the refunded ones (their refunds are taken off). */
export const SALES_STATUSES: readonly OrderStatus[] = [...PAID_STATUSES, 'refunded'];

/** The orders the list's filters and search match (no address joined: counting them needs none). */
async function matching(db: Db, options: Omit<OrderListOptions, 'page' | 'perPage'>) {
  let query = db.selectFrom('orders as o');
  if (options.customerId !== undefined) query = query.where('o.customer_id', '=', options.customerId);
  // Without a status, every order but the trashed ones (WordPress's "All"); a customer's list never holds those.
  const trashShown = options.customerId === undefined && options.status === TRASH_STATUS;
  if (isOrderStatus(options.status) && (options.status !== TRASH_STATUS || trashShown)) query = query.where('o.status', '=', options.status);
  else query = query.where('o.status', '!=', TRASH_STATUS);
  const text = searchText(options.search);
  if (!text) return query;
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  // The number joins the texts' matches in one list of ids: an OR beside a subquery would read every order.
  const byNumber = number ? sql`select cast(${Number(number)} as integer) union all ` : sql``;
  return query.where(sql<SqlBool>`o.id in (${byNumber}${await ordersHolding(db, text)})`);
}

type Matched = Awaited<ReturnType<typeof matching>>;

/**
 * How many orders the list holds: without a search or a customer, read from the counts per status the
 * database keeps (db/migrations/024_owner_list_indexes.ts) rather than counted.
 */
async function countListed(db: Db, options: Omit<OrderListOptions, 'page' | 'perPage'>, matched: Matched): Promise<number> {
  if (options.customerId === undefined && !searchText(options.search)) {
    return countOrders(db, isOrderStatus(options.status) ? [options.status] : LISTED_ORDER_STATUSES);
  }
  const counted = await matched.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  return Number(counted?.total ?? 0);
}

/** A window of the list's rows in this order, with what a row shows. */
function readRows(matched: Matched, by: OrderListSort, order: 'asc' | 'desc', window: PageWindow) {
  return matched
    .leftJoin('order_addresses as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.type', '=', 'billing'))
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
    .orderBy(SORT_COLUMN[by], order)
    .orderBy('o.id', order)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** Orders newest first (or as sorted), filtered by status and searched by number, e-mail or name. */
export async function listOrders(db: Db, options: OrderListOptions): Promise<{ rows: OrderListRow[]; total: number }> {
  const sort = options.sort ?? ORDER_LIST_DEFAULT_SORT;
  const matched = await matching(db, options);
  const total = await countListed(db, options, matched);
  // A deep page is read from the nearer end of the list, so it skips few rows whichever page it is.
  const window = pageWindow(total, options);
  const order = window.reversed ? (sort.order === 'asc' ? 'desc' : 'asc') : sort.order;
  const found = window.limit === 0 ? [] : await readRows(matched, sort.by, order, window);
  const rows = window.reversed ? found.reverse() : found;
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

/** How many orders have each status (for the filter links), from the counts the database keeps. */
export async function countOrdersByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await db.selectFrom('order_status_counts').select(['status', 'count']).execute();
  const counts = Object.fromEntries(Object.keys(ORDER_STATUS_LABELS).map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) if (isOrderStatus(row.status)) counts[row.status] = Number(row.count);
  return counts;
}

/** How many orders have one of these statuses (every order when absent), from the counts the database keeps. */
export async function countOrders(db: Db, statuses?: readonly OrderStatus[]): Promise<number> {
  if (statuses?.length === 0) return 0;
  let query = db.selectFrom('order_status_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('count'), sql<number>`0`).as('total'));
  if (statuses) query = query.where('status', 'in', [...statuses]);
  return Number((await query.executeTakeFirst())?.total ?? 0);
}

export interface OrderStats {
  ordersToday: number;
  /** Net sales: what this month's orders (since the first, UTC) were paid, less the refunds made this month, minor units. */
  revenueThisMonth: number;
  /** What this month's orders were paid, before refunds. */
  grossThisMonth: number;
  /** What was refunded this month, of orders placed this month or before (a refund counts on the day it is made, as in WooCommerce Analytics). */
  refundsThisMonth: number;
}

export async function orderStats(db: Db, now: Date = new Date()): Promise<OrderStats> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [today, month, refunds] = await Promise.all([
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', dayStart).where('status', '!=', TRASH_STATUS).executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number | string>('total').as('gross'))
      .where('created_at', '>=', monthStart)
      .where('status', 'in', SALES_STATUSES)
      .executeTakeFirst(),
    db
      .selectFrom('order_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select((eb) => eb.fn.sum<number | string>('r.amount').as('refunded'))
      .where('r.created_at', '>=', monthStart)
      .where('o.status', 'in', SALES_STATUSES)
      .executeTakeFirst(),
  ]);
  const gross = Number(month?.gross ?? 0);
  const refunded = Number(refunds?.refunded ?? 0);
  return { ordersToday: Number(today?.n ?? 0), revenueThisMonth: gross - refunded, grossThisMonth: gross, refundsThisMonth: refunded };
}
