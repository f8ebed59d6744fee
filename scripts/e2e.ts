/**
 * Browser tests: make sure Chromium is there, the app is built (the same build the other test stages
 * use, rebuilt only when its sources changed) and the demo pictures are drawn, then run Playwright.
 * Each run gets its own port and data directory, so runs never trip over each other's shops.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildDirectory, buildIfNeeded } from './build-if-needed.ts';
import { ensureDemoPictures } from './demo-pictures.ts';

const ensure = spawnSync(process.execPath, ['scripts/ensure-chromium.ts'], { stdio: 'inherit' });
if (ensure.status !== 0) process.exit(ensure.status ?? 1);

try {
  buildIfNeeded();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await ensureDemoPictures();

const runId = String(process.pid);
const env = {
  ...process.env,
  VITRINE_BUILD_DIR: buildDirectory(),
  E2E_PORT: process.env.E2E_PORT ?? String(4000 + (process.pid % 2000)),
  E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? `data/e2e-${runId}`,
};

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
if (!process.env.KEEP_E2E_DATA) rmSync(`data/e2e-${runId}`, { recursive: true, force: true });
process.exit(run.status ?? 1);
