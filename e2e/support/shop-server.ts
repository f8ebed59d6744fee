import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** A second shop with a config of its own, for behaviour that depends on the config file (banner types…). */
export interface ExtraShop {
  url: string;
  close(): Promise<void>;
}

const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');
const START_TIMEOUT_MS = 60_000;
/** No extra shop outlives a test file by much, even when a test never reaches `close()`. */
const MAX_LIFETIME_MS = 10 * 60_000;

/**
 * Starts the built shop on a free loopback port with `config` as its `vitrine.config.json`, on a snapshot
 * of the main test shop's database (`VACUUM INTO`: consistent, and no second seeding). The process stops
 * with `close()`, when the test process exits, or after ten minutes at the latest.
 */
export async function startShop(name: string, config: object): Promise<ExtraShop> {
  const dir = resolve(DATA_DIR, `shop-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dbPath = resolve(dir, 'vitrine.sqlite');
  const source = new DatabaseSync(resolve(DATA_DIR, 'db/vitrine.sqlite'), { readOnly: true });
  try {
    source.exec(`VACUUM INTO '${dbPath.replace(/'/g, "''")}'`);
  } finally {
    source.close();
  }
  const configPath = resolve(dir, 'vitrine.config.json');
  writeFileSync(configPath, JSON.stringify(config));
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: dbPath,
      UPLOADS_DIR: resolve(DATA_DIR, 'uploads'),
      VITRINE_CONFIG: configPath,
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  setTimeout(kill, MAX_LIFETIME_MS).unref();
  child.once('exit', () => process.off('exit', kill));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    url,
    close: () => stop(child),
  };
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`, { headers: { 'CF-IPCountry': 'US' } });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the shop did not answer within ${START_TIMEOUT_MS} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}
