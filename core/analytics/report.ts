import type { Db } from '../../db/connect.ts';
import { daysOf, type DateRange } from '../shared/date-range.ts';
import { ANALYTICS_TOP_ROWS } from '../contract/analytics/limits.ts';

export interface AnalyticsReport extends DateRange {
  /** Every day of the range, days without views included (0). */
  days: { day: string; views: number }[];
  /** Most viewed first. */
  topPages: { path: string; views: number }[];
  /** Most units first; `name` is null when the product no longer exists. */
  products: { productId: number; name: string | null; adds: number; units: number }[];
  total: { views: number; adds: number; units: number };
}

/** Page views per day, top pages and adds to cart per product for a range of days (UTC). */
export async function analyticsReport(db: Db, query: DateRange): Promise<AnalyticsReport> {
  const inRange = db.selectFrom('analytics_daily as a').where('a.day', '>=', query.from).where('a.day', '<=', query.to);
  const [perDay, pages, products, adds] = await Promise.all([
    inRange
      .where('a.kind', '=', 'page_view')
      .select((eb) => ['a.day', eb.fn.sum<number | string>('a.count').as('views')])
      .groupBy('a.day')
      .execute(),
    inRange
      .where('a.kind', '=', 'page_view')
      .select((eb) => ['a.path', eb.fn.sum<number | string>('a.count').as('views')])
      .groupBy('a.path')
      .orderBy('views', 'desc')
      .orderBy('a.path')
      .limit(ANALYTICS_TOP_ROWS)
      .execute(),
    inRange
      .where('a.kind', '=', 'add_to_cart')
      .leftJoin('products as p', 'p.id', 'a.product_id')
      .select((eb) => ['a.product_id', 'p.name', eb.fn.sum<number | string>('a.count').as('adds'), eb.fn.sum<number | string>('a.quantity').as('units')])
      .groupBy(['a.product_id', 'p.name'])
      .orderBy('units', 'desc')
      .orderBy('a.product_id')
      .limit(ANALYTICS_TOP_ROWS)
      .execute(),
    inRange
      .where('a.kind', '=', 'add_to_cart')
      .select((eb) => [eb.fn.sum<number | string>('a.count').as('adds'), eb.fn.sum<number | string>('a.quantity').as('units')])
      .executeTakeFirst(),
  ]);

  // PostgreSQL sums integers as bigint, which node-postgres gives as text.
  const viewsByDay = new Map(perDay.map((row) => [row.day, Number(row.views)]));
  const days = daysOf(query).map((day) => ({ day, views: viewsByDay.get(day) ?? 0 }));
  return {
    ...query,
    days,
    topPages: pages.map((row) => ({ path: row.path, views: Number(row.views) })),
    products: products.map((row) => ({ productId: row.product_id, name: row.name ?? null, adds: Number(row.adds), units: Number(row.units) })),
    total: { views: days.reduce((sum, row) => sum + row.views, 0), adds: Number(adds?.adds ?? 0), units: Number(adds?.units ?? 0) },
  };
}
