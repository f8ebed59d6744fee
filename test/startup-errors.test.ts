import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDirectory } from '../scripts/build-if-needed.ts';
import { startShopProcess } from '../scripts/shop-process.ts';
import { copyDemoUploads } from './demo-uploads.ts';

/** Seeding the demo store comes before listening; a busy machine needs a while. */
const START_TIMEOUT_MS = 150_000;

describe('starting on an address another program holds', () => {
  let taken: Server;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-startup-'));
    taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
  });
  afterAll(async () => {
    await new Promise((closed) => taken.close(closed));
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([1, 2])('stops with a message saying what to change, with %i process(es)', async (processes) => {
    const port = (taken.address() as AddressInfo).port;
    const configPath = join(dir, `config-${processes}.json`);
    writeFileSync(configPath, '{}');
    const uploadsDir = join(dir, `uploads-${processes}`);
    copyDemoUploads(uploadsDir);
    const starting = startShopProcess({
      port,
      env: {
        NODE_ENV: 'production',
        WEB_CONCURRENCY: String(processes),
        SQLITE_PATH: join(dir, `shop-${processes}.sqlite`),
        UPLOADS_DIR: uploadsDir,
        ADMIN_PASSWORD: 'startup-admin-password',
        VITRINE_BUILD_DIR: buildDirectory(),
        VITRINE_CONFIG: configPath,
      },
      withoutInheritedDatabase: true,
      startTimeoutMs: START_TIMEOUT_MS,
      maxLifetimeMs: START_TIMEOUT_MS + 5_000,
    });
    const error = (await starting.then(
      async (shop) => {
        await shop.stop();
        throw new Error('The shop started on an address another program holds');
      },
      (failure: unknown) => failure,
    )) as Error;
    expect(error.message).toMatch(/^The shop exited with code 1:/);
    expect(error.message).toContain(`Cannot serve on 127.0.0.1:${port}: another program is using that address. Stop it, or set PORT to a free port.`);
    expect(error.message).not.toMatch(/\n\s+at /);
  }, START_TIMEOUT_MS + 10_000);
});
