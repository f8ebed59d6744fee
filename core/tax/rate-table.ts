import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { rateFromRow, rateRow, readClassRates, type TaxRateFields } from './tax-store.ts';
import type { TaxRate } from './tax-rate.ts';

/**
 * One class's rate table as the owner edits it: every row's fields, and at most one row added, deleted
 * or moved, written together. The rows' order is then 0, 1, 2… in the table's order, as WooCommerce
 * numbers `tax_rate_order` when its table is saved.
 */
/** A row's fields: the table gives its class and order. */
export type RateRowFields = Omit<TaxRateFields, 'order' | 'taxClass'>;

export interface RateTableChanges {
  /** The rows' new fields by rate id (their order is the table's); rows not named keep theirs. */
  updates: ReadonlyMap<number, RateRowFields>;
  /** A new rate, put last. */
  added?: RateRowFields | null;
  /** A rate to delete. */
  deleted?: number | null;
  /** A rate moved one place up (-1) or down (1). */
  moved?: { id: number; by: -1 | 1 } | null;
}

/** The table after the changes, in order; ids of rates gone meanwhile are left out. */
export async function saveRateTable(db: Db, taxClass: string, changes: RateTableChanges): Promise<TaxRate[]> {
  return inTransaction(db, async (trx) => {
    const current = await readClassRates(trx, taxClass);
    const byId = new Map(current.map((rate) => [rate.id, rate]));
    const ids = current.map((rate) => rate.id).filter((id) => id !== changes.deleted);
    if (changes.deleted != null && byId.has(changes.deleted)) await trx.deleteFrom('tax_rates').where('id', '=', changes.deleted).execute();
    const moved = changes.moved;
    if (moved) {
      const at = ids.indexOf(moved.id);
      const to = at + moved.by;
      if (at !== -1 && to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    }
    const saved: TaxRate[] = [];
    for (const [order, id] of ids.entries()) {
      const rate = byId.get(id)!;
      const fields: TaxRateFields = { ...rate, ...changes.updates.get(id), order, taxClass };
      const row = await trx.updateTable('tax_rates').set(rateRow(fields)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      saved.push(rateFromRow(row));
    }
    if (changes.added) {
      const row = await trx
        .insertInto('tax_rates')
        .values(rateRow({ ...changes.added, order: ids.length, taxClass }))
        .returningAll()
        .executeTakeFirstOrThrow();
      saved.push(rateFromRow(row));
    }
    await touchContentVersion(trx);
    return saved;
  });
}
