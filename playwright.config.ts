import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, workerShopDatabase, workerShopDir, workerShopPort } from './e2e/support/worker-shop.ts';

const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // CI (`.ci/run`) gives a test one more try where the shared host stalls a worker's shop; a test that
  // passes only on its retry is named as flaky in `npm test`'s last lines. Locally: no retries.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: `${DATA_DIR}/playwright-output`,
  use: {
    // The config is read again in every worker: each gets the address of its own shop.
    baseURL: `http://127.0.0.1:${workerShopPort()}`,
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // A country without a cookie law, as a CDN would say: the consent banner stays out of the journeys
    // that are not about it. The consent specs set their own country.
    extraHTTPHeaders: { 'CF-IPCountry': 'US' },
    launchOptions: {
      // Debian's headless shell (scripts/ensure-chromium.ts installs it).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    // A fresh shop on its own SQLite file for every worker of every run, its uploads a copy of the drawn demo pictures.
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${workerShopPort(index)}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(workerShopPort(index)),
      HOST: '127.0.0.1',
      SQLITE_PATH: workerShopDatabase(index),
      UPLOADS_DIR: `${workerShopDir(index)}/uploads`,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // One process, so a page right after an edit never comes from another process's cache (test/reliability/cluster.test.ts covers several).
      WEB_CONCURRENCY: '1',
    },
  })),
});
