import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { priceInForce, scheduleOf } from './sale-schedule.ts';
import { syncVariableParent } from './variable-parent.ts';
import { syncGroupedPrices } from './grouped-prices.ts';

/** What one change-over did: rows whose price changed, and the variable products brought in line. */
export interface ScheduledPriceReport {
  changed: number[];
  parents: number[];
}

/**
 * A writer committing while a round runs may have judged its price just before a boundary the round has
 * already passed: each round looks this far back, so such a row is still seen by the next one.
 */
export const SCHEDULE_LOOKBACK_MS = 5 * 60_000;

/**
 * Stores the price in force at `now` for the rows whose sale started or ended since `since` (every row
 * with a schedule when `since` is null: the first round after a start, which also covers the time the
 * shop was down), brings their variable products' ranges in line, and marks cached pages stale when a
 * price changed. Only the two indexed date columns are searched. Idempotent: a row already at its price
 * in force is left alone.
 */
export async function changeOverScheduledPrices(db: Db, now: Date, since: Date | null): Promise<ScheduledPriceReport> {
  const nowIso = now.toISOString();
  let query = db
    .selectFrom('products')
    .select(['id', 'type', 'parent_id', 'price', 'regular_price', 'sale_price', 'date_on_sale_from', 'date_on_sale_to'])
    .where('type', 'in', ['simple', 'external', 'variation']);
  if (since === null) {
    query = query.where((eb) => eb.or([eb('date_on_sale_from', 'is not', null), eb('date_on_sale_to', 'is not', null)]));
  } else {
    const from = new Date(since.getTime() - SCHEDULE_LOOKBACK_MS).toISOString();
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('date_on_sale_from', '>', from), eb('date_on_sale_from', '<=', nowIso)]),
        // An end is inclusive of its last second, so a sale "to" a moment just before now may have ended.
        eb.and([eb('date_on_sale_to', '>', new Date(Date.parse(from) - 1000).toISOString()), eb('date_on_sale_to', '<', nowIso)]),
      ]),
    );
  }
  const rows = await query.execute();
  const stale = rows.filter((row) => priceInForce(scheduleOf(row), now) !== row.price);
  if (stale.length === 0) return { changed: [], parents: [] };
  return inTransaction(db, async (trx) => {
    const parents = new Set<number>();
    for (const row of stale) {
      await trx.updateTable('products').set({ price: priceInForce(scheduleOf(row), now) }).where('id', '=', row.id).execute();
      if (row.type === 'variation' && row.parent_id !== null) parents.add(row.parent_id);
    }
    for (const parentId of parents) await syncVariableParent(trx, parentId, now);
    // Groups listing a product whose price changed over follow it (a variable product's did, above).
    await syncGroupedPrices(
      trx,
      stale.filter((row) => row.type !== 'variation').map((row) => row.id),
    );
    await touchContentVersion(trx);
    return { changed: stale.map((row) => row.id), parents: [...parents] };
  });
}
