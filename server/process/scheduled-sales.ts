import type { Db } from '../../db/connect.ts';
import { changeOverScheduledPrices, type ScheduledPriceReport } from '../../core/catalog/scheduled-prices.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

export const SCHEDULED_SALES_DEFAULTS = {
  /** How often sale starts and ends are looked for: a price changes over within this of its boundary. */
  intervalMs: 60_000,
};

export interface ScheduledSalesOptions extends Partial<typeof SCHEDULED_SALES_DEFAULTS> {
  db: Db;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

/**
 * Changes prices over by themselves when a scheduled sale starts or ends: every minute, in the one
 * process that keeps house (server/process/boot.ts), on a timer that never keeps the process alive.
 * The first round looks at every scheduled row (the shop may have been down across a boundary); later
 * rounds at the boundaries passed since the previous one. What a shopper is charged never waits for
 * this: the cart reads prices through the same rule with the current time.
 */
export function startScheduledSales(options: ScheduledSalesOptions): PeriodicJob<ScheduledPriceReport> {
  const settings = { ...SCHEDULED_SALES_DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  let since: Date | null = null;
  const round = async () => {
    const at = now();
    const report = await changeOverScheduledPrices(settings.db, at, since);
    since = at;
    return report;
  };
  return startPeriodicJob(round, settings.intervalMs, options.onError ?? logError);
}

function logError(error: unknown): void {
  console.error(`Scheduled sales: changing prices over failed (${error instanceof Error ? error.message : String(error)}); trying again in the next run.`);
}
