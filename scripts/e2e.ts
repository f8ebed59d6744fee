/**
 * Browser tests: make sure Chromium is there, the app is built (the same build the other test stages
 * use, rebuilt only when its sources changed) and the demo pictures are drawn, then run Playwright.
 * Each run gets its own port and data directory, so runs never trip over each other's shops.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { buildDirectory, buildIfNeeded } from './build-if-needed.ts';
import { ensureDemoPictures } from './demo-pictures.ts';
import { E2E_WORKERS } from '../e2e/support/worker-shop.ts';
import { TEST_SERVER_ENV } from './test-server-env.ts';

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
  ...TEST_SERVER_ENV,
  VITRINE_BUILD_DIR: buildDirectory(),
  E2E_PORTS: process.env.E2E_PORTS ?? (await freePorts(E2E_WORKERS)).join(','),
  E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? `data/e2e-${runId}`,
};

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
if (!process.env.KEEP_E2E_DATA) rmSync(`data/e2e-${runId}`, { recursive: true, force: true });
process.exit(run.status ?? 1);

/** Loopback ports nothing listens on now, one per worker's shop (a port picked by number may be another service's). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<Server>((resolveListening) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => resolveListening(server));
    })),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}
