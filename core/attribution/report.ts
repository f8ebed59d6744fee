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

/** Orders that never became a sale. */
export const REPORT_EXCLUDED_STATUSES: readonly OrderStatus[] = ['cancelled', 'failed'];

/** The label of orders that have no value for the chosen grouping (no attribution, or no such field). */
export const NOT_SET = '(not set)';

export interface AttributionReportQuery extends DateRange {
  group: ReportGroup;
}

export interface AttributionReportRow {
  label: string;
  orders: number;
  /** Sum of the orders' totals less their refunds, minor units. */
  revenue: number;
}

export interface AttributionReport extends AttributionReportQuery {
  /** Highest revenue first. */
  rows: AttributionReportRow[];
  total: { orders: number; revenue: number };
}

/**
 * Orders and revenue per origin, source, medium or campaign for orders placed in a date range.
 * Orders without attribution are counted too ("Unknown" origin, "(not set)" otherwise), so the total
 * matches the shop's orders for the range.
 */
export async function attributionReport(db: Db, query: AttributionReportQuery): Promise<AttributionReport> {
  const column = GROUP_COLUMNS[query.group];
  // Grouped by the bare column: PostgreSQL would not match two separately bound coalesce() expressions.
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('order_attribution as a', 'a.order_id', 'o.id')
    .select((eb) => [eb.ref(column).as('label'), eb.fn.countAll<number | string>().as('orders'), eb.fn.sum<number | string>(eb('o.total', '-', eb.ref('o.refunded_total'))).as('revenue')])
    // Timestamps are ISO-8601 UTC text of one shape, so text order is time order.
    .where('o.created_at', '>=', `${query.from}T00:00:00.000Z`)
    .where('o.created_at', '<=', `${query.to}T23:59:59.999Z`)
    .where('o.status', 'not in', REPORT_EXCLUDED_STATUSES)
    .groupBy(column)
    .execute();

  const fallback = query.group === 'origin' ? UNKNOWN_ORIGIN : NOT_SET;
  const byLabel = new Map<string, AttributionReportRow>();
  for (const row of rows) {
    const label = row.label ?? fallback;
    const entry = byLabel.get(label) ?? { label, orders: 0, revenue: 0 };
    entry.orders += Number(row.orders);
    entry.revenue += Number(row.revenue ?? 0);
    byLabel.set(label, entry);
  }
  const sorted = [...byLabel.values()].sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const total = sorted.reduce((sum, row) => ({ orders: sum.orders + row.orders, revenue: sum.revenue + row.revenue }), { orders: 0, revenue: 0 });
  return { ...query, rows: sorted, total };
}
