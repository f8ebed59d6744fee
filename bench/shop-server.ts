/**
 * Starts the real shop (server/main.ts) in a child process on a fresh, seeded database (SQLite in a
 * temp directory, or a PostgreSQL database made for the run), for the load and Lighthouse runs. Every
 * server is bounded in time and stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { ConfigFile } from '../config/schema.ts';
import { buildDirectory } from '../scripts/build-if-needed.ts';

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';
export const PORT_RANGE = { first: 3400, last: 3499 };
export const TEMP_ROOT = '/tmp/perf';
const ROOT = resolve(import.meta.dirname, '..');
/** No server outlives this, whatever happens to the script that started it. */
const MAX_LIFETIME_MS = 10 * 60_000;
const READY_TIMEOUT_MS = 180_000;

export interface ShopServer {
  url: string;
  dir: string;
  /** How many processes serve, as the shop reported at start. */
  processes: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** `WEB_CONCURRENCY` for the server; unset serves as `npm start` does (one process per core). */
  processes?: number;
  /** Serve from this PostgreSQL database (`DATABASE_URL`) instead of the temp SQLite file. */
  databaseUrl?: string;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The first port in our range that nothing listens on. */
export async function freePort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port += 1) {
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${PORT_RANGE.first} and ${PORT_RANGE.last}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', () => resolvePort(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort(true)));
  });
}

export async function startShopServer(name: string, config: ConfigFile = {}, options: StartOptions = {}): Promise<ShopServer> {
  const dir = join(TEMP_ROOT, `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const configPath = join(dir, 'vitrine.config.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const port = await freePort();
  const log = createWriteStream(join(dir, 'server.log'));
  // Only the database asked for: a DATABASE_URL in the bench's own environment must not leak in.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dir, 'vitrine.sqlite'),
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      VITRINE_CONFIG: configPath,
      VITRINE_BUILD_DIR: buildDirectory(),
      ...(options.processes ? { WEB_CONCURRENCY: String(options.processes) } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.pipe(log);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.pipe(log);
  const killer = setTimeout(() => child.kill('SIGKILL'), MAX_LIFETIME_MS);
  killer.unref();
  const exited = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      running.delete(child);
      clearTimeout(killer);
      resolveExit();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
    log.end();
  };
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (server log: ${join(dir, 'server.log')})`, { cause: error });
  }
  for (const deadline = Date.now() + 5_000; !output.includes('Vitrine is serving') && Date.now() < deadline; ) {
    await new Promise((wait) => setTimeout(wait, 20));
  }
  // "… (sqlite)" from one process, "… (sqlite, 2 processes)" from a cluster.
  const processes = Number(/Vitrine is serving .+ \(\w+, (\d+) processes\)/.exec(output)?.[1] ?? 1);
  return { url, dir, processes, stop };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The shop did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Requests `path` on fresh connections, enough for the cluster to hand one to every process (it deals
 * connections out in turn), so each process's page cache holds the page.
 */
export async function warmEveryProcess(server: ShopServer, path: string): Promise<void> {
  for (let index = 0; index < server.processes * 2; index += 1) {
    await new Promise<void>((resolveGet, rejectGet) => {
      const request = get(server.url + path, { agent: false }, (response) => {
        response.resume();
        response.once('end', () => resolveGet());
      });
      request.once('error', rejectGet);
    });
  }
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database beside the one `serverUrl` names (which is only used to create and
 * drop it), so each run seeds a fresh shop and never touches existing data.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `vitrine_bench_${process.pid}_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Paths and ids the scenarios need, read from the shop page's own markup. */
export async function discoverCatalog(url: string): Promise<{ productPath: string; productId: string }> {
  const html = await (await fetch(`${url}/shop/`)).text();
  const productPath = /href="(\/product\/[^"/?#]+\/)"/.exec(html)?.[1];
  const productId = /data-product_id="(\d+)"/.exec(html)?.[1] ?? /add-to-cart=(\d+)/.exec(html)?.[1];
  if (!productPath || !productId) throw new Error('The shop page lists no product link or add-to-cart button yet');
  return { productPath, productId };
}

/** Every product id the shop page offers an add-to-cart button for, in page order. */
export async function discoverProductIds(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/shop/`)).text();
  return [...new Set([...html.matchAll(/data-product_id="(\d+)"/g)].map((match) => match[1] as string))];
}
