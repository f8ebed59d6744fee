import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startShopProcess } from '../../scripts/shop-process.ts';
import { workerShopDir, workerShopIndex } from './worker-shop.ts';

/** A second shop with a config of its own, for behaviour that depends on the config file (banner types…). */
export interface ExtraShop {
  url: string;
  close(): Promise<void>;
}

const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');
/** The shop this worker tests, which an extra shop starts as a snapshot of. */
const WORKER_DIR = workerShopDir();
const START_TIMEOUT_MS = 60_000;
/** No extra shop outlives a test file by much, even when a test never reaches `close()`. */
const MAX_LIFETIME_MS = 10 * 60_000;

/**
 * Starts the built shop on a free loopback port with `config` as its `vitrine.config.json`, on a snapshot
 * of the main test shop's database (`VACUUM INTO`: consistent, and no second seeding). The process stops
 * with `close()`, when the test process exits, or after ten minutes at the latest.
 */
export async function startShop(name: string, config: object): Promise<ExtraShop> {
  const dir = resolve(DATA_DIR, `shop-${name}-${workerShopIndex()}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dbPath = resolve(dir, 'vitrine.sqlite');
  const source = new DatabaseSync(resolve(WORKER_DIR, 'db/vitrine.sqlite'), { readOnly: true });
  try {
    source.exec(`VACUUM INTO '${dbPath.replace(/'/g, "''")}'`);
  } finally {
    source.close();
  }
  const configPath = resolve(dir, 'vitrine.config.json');
  writeFileSync(configPath, JSON.stringify(config));
  const shop = await startShopProcess({
    env: { SQLITE_PATH: dbPath, UPLOADS_DIR: resolve(WORKER_DIR, 'uploads'), VITRINE_CONFIG: configPath, WEB_CONCURRENCY: '1' },
    startTimeoutMs: START_TIMEOUT_MS,
    maxLifetimeMs: MAX_LIFETIME_MS,
    stopGraceMs: 5_000,
  });
  return { url: shop.url, close: shop.stop };
}
