import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { applyTaxClassChanges, taxClassChanges } from './tax-class-list.ts';
import { saveTaxSettings, type TaxSettings } from './tax-settings.ts';
import { readTaxClasses, type TaxClass } from './tax-store.ts';

/**
 * Saves the owner's tax options and additional classes together, all or nothing: classes whose line was
 * removed go with their rates, new lines become classes, then the options are stored.
 */
export async function saveTaxOptions(db: Db, settings: TaxSettings, classes: readonly TaxClass[]): Promise<{ created: number; deleted: number }> {
  return inTransaction(db, async (trx) => {
    const changes = taxClassChanges(await readTaxClasses(trx), classes);
    await applyTaxClassChanges(trx, changes);
    await saveTaxSettings(trx, settings);
    return { created: changes.created.length, deleted: changes.deleted.length };
  });
}
