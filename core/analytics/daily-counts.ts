import type { Db } from '../../db/connect.ts';
import type { AnalyticsEvent } from '../contract/analytics/events.ts';
import { utcDay } from '../shared/time.ts';

interface CountRow {
  day: string;
  kind: AnalyticsEvent['type'];
  path: string;
  product_id: number;
  count: number;
  quantity: number;
}

/** The rows a batch adds to, one per key: PostgreSQL refuses to update one row twice in a statement. */
export function countRows(events: readonly AnalyticsEvent[], day: string): CountRow[] {
  const rows = new Map<string, CountRow>();
  for (const event of events) {
    const productId = event.type === 'add_to_cart' ? event.productId : 0;
    const key = JSON.stringify([event.type, event.path, productId]);
    const row = rows.get(key) ?? { day, kind: event.type, path: event.path, product_id: productId, count: 0, quantity: 0 };
    row.count += 1;
    if (event.type === 'add_to_cart') row.quantity += event.quantity;
    rows.set(key, row);
  }
  // One order for every writer, so two batches upserting the same rows never wait on each other in a cycle.
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** Adds a batch to the day's counts (UTC day of `now`, the server's clock) in one statement. */
export async function recordAnalyticsEvents(db: Db, events: readonly AnalyticsEvent[], now: Date): Promise<void> {
  const rows = countRows(events, utcDay(now));
  if (rows.length === 0) return;
  await db
    .insertInto('analytics_daily')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['day', 'kind', 'path', 'product_id']).doUpdateSet((eb) => ({
        count: eb('analytics_daily.count', '+', eb.ref('excluded.count')),
        quantity: eb('analytics_daily.quantity', '+', eb.ref('excluded.quantity')),
      })),
    )
    .execute();
}
