import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type DatabaseHandle, type DialectName } from '../../db/connect.ts';
import { buildDirectory } from '../../scripts/build-if-needed.ts';
import { createScratchDatabase, startShopProcess, type ShopProcess } from '../../scripts/shop-process.ts';
import { copyDemoUploads } from '../demo-uploads.ts';
import type { SuiteShop } from '../http-shop.ts';

export const ADMIN_PASSWORD = 'reliability-admin-password';
/** Migrating and seeding the demo store comes first; a busy machine needs a while. */
export const START_TIMEOUT_MS = 120_000;
/** Whatever happens to a suite, no server it starts outlives this. */
const MAX_LIFETIME_MS = 6 * 60_000;

/**
 * A shop's data that outlives its server processes: a SQLite file or a PostgreSQL database of its own,
 * the uploads and the config file. Servers started on it one after another (a restart after a crash,
 * several instances at once) all see the same orders.
 */
export interface ShopData {
  dialect: DialectName;
  env: Record<string, string>;
  /** A connection of the test's own to the shop's database. */
  connect(): DatabaseHandle;
  remove(): Promise<void>;
}

export async function createShopData(dialect: DialectName, name: string): Promise<ShopData> {
  const dir = mkdtempSync(join(tmpdir(), `vitrine-${name}-`));
  // The server migrates the public schema of its database, so on PostgreSQL it gets a database of its own.
  const database = dialect === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', `vitrine_${name}`) : null;
  const configPath = join(dir, 'vitrine.config.json');
  writeFileSync(configPath, '{}');
  copyDemoUploads(join(dir, 'uploads'));
  const sqlitePath = join(dir, 'vitrine.sqlite');
  return {
    dialect,
    env: {
      NODE_ENV: 'production',
      SQLITE_PATH: sqlitePath,
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_PASSWORD,
      VITRINE_BUILD_DIR: buildDirectory(),
      VITRINE_CONFIG: configPath,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    connect: () => (database ? connectDatabase({ databaseUrl: database.url, poolSize: 4 }) : connectDatabase({ sqlitePath })),
    remove: async () => {
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerOptions {
  /** WEB_CONCURRENCY: serving processes under one primary. */
  processes: number;
  port?: number;
  env?: Record<string, string>;
}

/** The real server (`server/main.ts` on the production build), as `npm start` runs it, on this data. */
export function startShopServer(data: ShopData, options: ServerOptions): Promise<ShopProcess> {
  return startShopProcess({
    env: { ...data.env, WEB_CONCURRENCY: String(options.processes), ...options.env },
    ...(options.port ? { port: options.port } : {}),
    withoutInheritedDatabase: true,
    startTimeoutMs: START_TIMEOUT_MS,
    maxLifetimeMs: MAX_LIFETIME_MS,
    stopGraceMs: 10_000,
  });
}

/** A shop at this address, as the cookie-carrying Visitor of the integration suites talks to it. */
export function shopAt(url: string, timeoutMs = 30_000): SuiteShop {
  return {
    url,
    get database(): never {
      throw new Error('A server process has no database handle here: use ShopData.connect()');
    },
    request: (path, init) => fetch(new URL(path, url), { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init }),
  };
}

/** Reads a stream of lines the server printed for stack traces ("    at fn (file.ts:1:2)"). */
export const STACK_TRACE = /^\s+at .+[.](ts|js|tsx|mjs):\d+/m;

/** A running shop for one `describe` block: its data, its two serving processes, and a connection of the test's own. */
export interface SuiteServer {
  data: ShopData;
  /** Undefined while a test has it stopped (a crash test kills it and starts it again on `data`). */
  server: ShopProcess | undefined;
  database: DatabaseHandle;
}

/** Starts the shop before the block's tests (as `npm start` runs it: two serving processes) and removes everything after. */
export function useShopServer(dialect: DialectName, name: string): SuiteServer {
  const suite = {} as SuiteServer;
  beforeAll(async () => {
    suite.data = await createShopData(dialect, name);
    suite.server = await startShopServer(suite.data, { processes: 2 });
    suite.database = suite.data.connect();
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await suite.database?.close();
    await suite.server?.stop();
    await suite.data?.remove();
  }, 30_000);
  return suite;
}
