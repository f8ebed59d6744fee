/**
 * A write that could not get the database's lock in time: another process holds it. The request is
 * answered 503 with Retry-After (server/http/database-busy.ts), never 500, and nothing is logged.
 */

/** What marks the error; a property, not the class, because the built app bundle has its own copy of this module. */
export const DATABASE_BUSY_CODE = 'VITRINE_DATABASE_BUSY';

/** How long a client is told to wait before trying again. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

export class DatabaseBusyError extends Error {
  readonly code = DATABASE_BUSY_CODE;
  constructor(message = 'The database stayed locked by another writer.', options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseBusyError';
  }
}

// PostgreSQL's lock_not_available (lock_timeout, NOWAIT), serialization_failure and deadlock_detected:
// the same "busy, try again" when one can surface.
const POSTGRES_BUSY_CODES = new Set(['55P03', '40001', '40P01']);
const SQLITE_BUSY = 5;

export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 3; depth += 1) {
    const { code, errcode, cause } = current as { code?: unknown; errcode?: unknown; cause?: unknown };
    if (code === DATABASE_BUSY_CODE) return true;
    if (typeof code === 'string' && POSTGRES_BUSY_CODES.has(code)) return true;
    // node:sqlite reports SQLITE_BUSY and its extended codes (BUSY_RECOVERY, BUSY_SNAPSHOT…) in `errcode`.
    if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && (errcode & 0xff) === SQLITE_BUSY) return true;
    current = cause;
  }
  return false;
}
