import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDirectory } from '../scripts/build-if-needed.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Seeding the demo store comes before listening; a busy machine needs a while. */
const EXIT_TIMEOUT_MS = 150_000;

/** Starts the real server on `port` and resolves with its exit code and everything it printed. */
function startOn(port: number, processes: number, dir: string): Promise<{ code: number | null; output: string }> {
  const configPath = join(dir, `config-${processes}.json`);
  writeFileSync(configPath, '{}');
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: String(processes),
    SQLITE_PATH: join(dir, `shop-${processes}.sqlite`),
    UPLOADS_DIR: join(dir, `uploads-${processes}`),
    ADMIN_PASSWORD: 'startup-admin-password',
    VITRINE_BUILD_DIR: buildDirectory(),
    VITRINE_CONFIG: configPath,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
  return new Promise((resolveExit) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolveExit({ code, output });
    }),
  );
}

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
    const { code, output } = await startOn(port, processes, dir);
    expect(code).toBe(1);
    expect(output).toContain(`Cannot serve on 127.0.0.1:${port}: another program is using that address. Stop it, or set PORT to a free port.`);
    expect(output).not.toContain('Vitrine is serving');
    expect(output).not.toMatch(/\n\s+at /);
  }, EXIT_TIMEOUT_MS + 10_000);
});
