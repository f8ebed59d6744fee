import { resolve } from 'node:path';

/**
 * Every Playwright worker tests a shop of its own (playwright.config.ts starts one per worker, each on its
 * own port and SQLite file), so what one test file changes never shows in a file running beside it.
 * Playwright numbers a worker's slot in `TEST_PARALLEL_INDEX`.
 */
const E2E_ROOT = process.env.E2E_DATA_DIR ?? 'data/e2e';

/** How many test files run at once, each against a shop of its own. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The port of each worker's shop: the free ones scripts/e2e.ts found (`E2E_PORTS`), else from 3210 up. */
export function workerShopPort(index = workerShopIndex()): number {
  const listed = process.env.E2E_PORTS?.split(',').map(Number);
  return listed?.[index] ?? 3210 + index;
}

export function workerShopIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The data directory (database and uploads) of the shop a worker tests. */
export function workerShopDir(index = workerShopIndex()): string {
  return resolve(E2E_ROOT, `worker-${index}`);
}

/** The SQLite file of the shop this worker tests. */
export function workerShopDatabase(index = workerShopIndex()): string {
  return resolve(workerShopDir(index), 'db/vitrine.sqlite');
}
