import type { Db } from './connect.ts';

/**
 * Runs `work` in a transaction: the caller's, when `db` already is one (a seed or an import writing many
 * things at once), else a new one. Writers that must be whole use this, so they compose.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
