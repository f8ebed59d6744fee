import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: `${DATA_DIR}/playwright-output`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // A country without a cookie law, as a CDN would say: the consent banner stays out of the journeys
    // that are not about it. The consent specs set their own country.
    extraHTTPHeaders: { 'CF-IPCountry': 'US' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // A fresh shop on its own SQLite file for every run, its uploads a copy of the drawn demo pictures.
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SQLITE_PATH: `${DATA_DIR}/db/vitrine.sqlite`,
      UPLOADS_DIR: `${DATA_DIR}/uploads`,
      E2E_DATA_DIR: DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // One process, so a page right after an edit never comes from another process's cache (test/cluster.test.ts covers several).
      WEB_CONCURRENCY: '1',
    },
  },
});
