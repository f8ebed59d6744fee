import type { Db } from '../../db/connect.ts';
import type { OrderStatus } from '../orders/status.ts';
import type { DateRange } from '../shared/date-range.ts';
import { UNKNOWN_ORIGIN } from './origin.ts';
import type { ReportGroup } from './report-groups.ts';

const GROUP_COLUMNS = {
  origin: 'a.origin',
  source: 'a.utm_source',
  medium: 'a.utm_medium',
  campaign: 'a.utm_campaign',
} as const satisfies Record<ReportGroup, string>;

/** Orders that never became a sale, and orders in the trash. */
export const REPORT_EXCLUDED_STATUSES: readonly OrderStatus[] = ['cancelled', 'failed', 'trash'];

/** The label of orders that have no value for the chosen grouping (no attribution, or no such field). */
export const NOT_SET = '(not set)';

export interface AttributionReportQuery extends DateRange {
  group: ReportGroup;
}

export interface AttributionReportRow {
  label: string;
  /** Orders placed in the range. */
  orders: number;
  /** What the orders placed in the range were paid, less the refunds made in the range (of any order), minor units. */
  revenue: number;
}

export interface AttributionReport extends AttributionReportQuery {
  /** Highest revenue first. */
  rows: AttributionReportRow[];
  total: { orders: number; revenue: number };
}

/**
 * Orders and revenue per origin, source, medium or campaign for a date range: the orders placed in it,
 * less the refunds made in it, each refund counted on its own day under its order's origin (as
 * WooCommerce Analytics counts them), so a refund made after the range leaves the range's revenue alone.
 * Orders without attribution are counted too ("Unknown" origin, "(not set)" otherwise), so the total
 * matches the shop's orders for the range.
 */
export async function attributionReport(db: Db, query: AttributionReportQuery): Promise<AttributionReport> {
  const column = GROUP_COLUMNS[query.group];
  // Timestamps are ISO-8601 UTC text of one shape, so text order is time order.
  const from = `${query.from}T00:00:00.000Z`;
  const to = `${query.to}T23:59:59.999Z`;
  // Grouped by the bare column: PostgreSQL would not match two separately bound coalesce() expressions.
  const [placed, refunded] = await Promise.all([
    db
      .selectFrom('orders as o')
      .leftJoin('order_attribution as a', 'a.order_id', 'o.id')
      .select((eb) => [eb.ref(column).as('label'), eb.fn.countAll<number | string>().as('orders'), eb.fn.sum<number | string>('o.total').as('amount')])
      .where('o.created_at', '>=', from)
      .where('o.created_at', '<=', to)
      .where('o.status', 'not in', REPORT_EXCLUDED_STATUSES)
      .groupBy(column)
      .execute(),
    db
      .selectFrom('order_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .leftJoin('order_attribution as a', 'a.order_id', 'o.id')
      .select((eb) => [eb.ref(column).as('label'), eb.fn.sum<number | string>('r.amount').as('amount')])
      .where('r.created_at', '>=', from)
      .where('r.created_at', '<=', to)
      .where('o.status', 'not in', REPORT_EXCLUDED_STATUSES)
      .groupBy(column)
      .execute(),
  ]);

  const fallback = query.group === 'origin' ? UNKNOWN_ORIGIN : NOT_SET;
  const byLabel = new Map<string, AttributionReportRow>();
  const entry = (label: string | null) => {
    const key = label ?? fallback;
    const found = byLabel.get(key) ?? { label: key, orders: 0, revenue: 0 };
    byLabel.set(key, found);
    return found;
  };
  for (const row of placed) {
    const found = entry(row.label);
    found.orders += Number(row.orders);
    found.revenue += Number(row.amount ?? 0);
  }
  for (const row of refunded) entry(row.label).revenue -= Number(row.amount ?? 0);
  const sorted = [...byLabel.values()].sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const total = sorted.reduce((sum, row) => ({ orders: sum.orders + row.orders, revenue: sum.revenue + row.revenue }), { orders: 0, revenue: 0 });
  return { ...query, rows: sorted, total };
}
