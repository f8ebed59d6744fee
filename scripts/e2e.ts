/**
 * Browser tests: make sure Chromium is there, build the app into its own directory, run Playwright.
 * Each run gets its own build directory, port and database, so runs never trip over each other.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const ensure = spawnSync(process.execPath, ['scripts/ensure-chromium.ts'], { stdio: 'inherit' });
if (ensure.status !== 0) process.exit(ensure.status ?? 1);

const runId = String(process.pid);
const buildDir = resolve(process.env.VITRINE_BUILD_DIR ?? `data/e2e-${runId}/build`);
const env = {
  ...process.env,
  VITRINE_BUILD_DIR: buildDir,
  E2E_PORT: process.env.E2E_PORT ?? String(4000 + (process.pid % 2000)),
  E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? `data/e2e-${runId}`,
};

const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
if (!process.env.KEEP_E2E_DATA) rmSync(`data/e2e-${runId}`, { recursive: true, force: true });
process.exit(run.status ?? 1);
