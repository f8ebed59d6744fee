import type { Db } from '../../db/connect.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';
import { deleteExpiredSessions } from '../../core/session/store.ts';
import { purgeStaleLoginAttempts } from '../../core/accounts/login-attempts-purge.ts';
import { purgeKnownLoginDevices } from '../../core/accounts/known-devices.ts';
import { purgePasswordResetTokens } from '../../core/accounts/password-reset.ts';
import { purgeRateLimits } from '../../core/shared/rate-limits.ts';
import { purgeExpiredCheckoutKeys } from '../../core/checkout/idempotency-keys.ts';

/** One kind of row the shop forgets: deletes at most `limit` rows that are stale at `now`, returns how many. */
export interface Purge {
  name: string;
  run(db: Db, now: Date, limit: number): Promise<number>;
}

/** What the housekeeping job deletes, in order. A table that grows with visitors gets its purge here. */
export const PURGES: readonly Purge[] = [
  { name: 'expired sessions', run: deleteExpiredSessions },
  { name: 'stale login attempts', run: purgeStaleLoginAttempts },
  // These delete every expired row in one statement: their tables hold one row per address, device or order.
  { name: 'expired rate limits', run: purgeRateLimits },
  { name: 'expired known devices', run: purgeKnownLoginDevices },
  { name: 'expired password reset links', run: purgePasswordResetTokens },
  { name: 'expired checkout idempotency keys', run: purgeExpiredCheckoutKeys },
];

export const HOUSEKEEPING_DEFAULTS = {
  /** How often the purges run. */
  intervalMs: 5 * 60_000,
  /** Rows per delete statement. */
  batch: 500,
  /** Batches per purge and run: a backlog goes over several runs, and no run holds the database for long. */
  maxBatchesPerRun: 20,
};

/** Rows deleted by each purge in one run, by name; a purge that failed is missing. */
export type HousekeepingReport = Record<string, number>;

/** The job's handle: `runOnce()` for a round now, `stop()` on shutdown. */
export type Housekeeping = PeriodicJob<HousekeepingReport>;

export interface HousekeepingOptions extends Partial<typeof HOUSEKEEPING_DEFAULTS> {
  db: Db;
  purges?: readonly Purge[];
  now?: () => Date;
  /** A purge failed (the database was down or busy): told here, tried again next run. */
  onError?: (purge: Purge, error: unknown) => void;
}

/**
 * Deletes what the shop no longer needs (expired sessions, stale login counts…) every few minutes, in
 * exactly one process (server/process/boot.ts: the cluster primary, or the single process). Each purge is
 * separate: one failing leaves the others running and the process serving.
 */
export function startHousekeeping(options: HousekeepingOptions): Housekeeping {
  const settings = { ...HOUSEKEEPING_DEFAULTS, ...options };
  const purges = options.purges ?? PURGES;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? logPurgeError;
  // runPurges catches each purge's failure itself, so a round never fails as a whole.
  return startPeriodicJob(() => runPurges(settings.db, purges, now(), settings, onError), settings.intervalMs, console.error);
}

async function runPurges(
  db: Db,
  purges: readonly Purge[],
  now: Date,
  settings: typeof HOUSEKEEPING_DEFAULTS,
  onError: (purge: Purge, error: unknown) => void,
): Promise<HousekeepingReport> {
  const report: HousekeepingReport = {};
  for (const purge of purges) {
    try {
      let deleted = 0;
      for (let batch = 0; batch < settings.maxBatchesPerRun; batch += 1) {
        const count = await purge.run(db, now, settings.batch);
        deleted += count;
        if (count < settings.batch) break;
      }
      report[purge.name] = deleted;
    } catch (error) {
      try {
        onError(purge, error);
      } catch {
        // A failing logger must not stop the other purges either.
      }
    }
  }
  return report;
}

/** One line, no stack: the next run tries again, and a database that is down shows in the requests' errors. */
function logPurgeError(purge: Purge, error: unknown): void {
  console.error(`Housekeeping: deleting ${purge.name} failed (${error instanceof Error ? error.message : String(error)}); trying again in the next run.`);
}
