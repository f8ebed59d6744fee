import { alignStoredAmounts } from '../core/settings/money-digits.ts';
import { adoptConfiguredShipping } from '../core/shipping/shipping-store.ts';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { KyselyPlugin } from 'kysely';
import type { ServerBuild } from 'react-router';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import type { ServerEnv } from '../config/load.ts';
import type { DialectName } from '../db/connect.ts';
import { createShopApp } from '../server/http/app.ts';
import { createShopServer } from '../server/http/http-server.ts';
import { buildDirectory } from '../scripts/build-if-needed.ts';
import { createSeededTestDatabase, type TestDatabase } from './dialects.ts';
import { useForSuite } from './suite-resource.ts';
import { copyDemoUploads } from './demo-uploads.ts';

export { TEST_ADMIN_PASSWORD } from './seeded-template.ts';

export interface HttpShop {
  url: string;
  database: TestDatabase;
  /** The directory the shop's `/uploads/` serves. */
  uploadsDir: string;
  /** fetch against the shop, never following redirects. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface HttpShopOptions {
  /** Serve this variant of the built app instead (a suite that watches what React Router hands the entry). */
  wrapBuild?: (build: ServerBuild) => ServerBuild;
  /** SQLite: a database file instead of memory (a suite that opens it from another connection). */
  sqlitePath?: string;
  /** Kysely plugins on the app's own connection (a suite that watches the queries a request makes). */
  plugins?: KyselyPlugin[];
  /** Trust `X-Forwarded-Proto` and `X-Forwarded-For` as behind one proxy (TRUST_PROXY=1): how a suite sends requests "over HTTPS". */
  trustProxy?: boolean;
}

/** The real app (built pages, middleware, session) on a random loopback port over a fresh database. */
export async function startHttpShop(dialect: DialectName, configFile: ConfigFile = {}, options: HttpShopOptions = {}): Promise<HttpShop> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'vitrine-uploads-'));
  copyDemoUploads(uploadsDir);
  const database = await createSeededTestDatabase(dialect, options.sqlitePath, uploadsDir);
  // As the shop's start does: the demo's hundredths in the currency's decimals.
  const config = buildConfig({ pageCache: { enabled: false }, ...configFile });
  await alignStoredAmounts(database.db, config.store.currency);
  await adoptConfiguredShipping(database.db, config.store, config.store.currency);
  const built = (await import(pathToFileURL(join(buildDirectory(), 'server/index.js')).href)) as ServerBuild;
  const build = options.wrapBuild ? options.wrapBuild(built) : built;
  // Listening first gives the app its real port, so its absolute links (paging, e-mails) lead back here.
  const server = createShopServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const env: ServerEnv = {
    PORT: port,
    HOST: '127.0.0.1',
    SQLITE_PATH: ':memory:',
    UPLOADS_DIR: uploadsDir,
    TRUST_PROXY: options.trustProxy ? 1 : false,
  };
  const watched = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db);
  const { app } = createShopApp({
    database: { ...database, db: watched },
    // Suites change rows directly, so pages are rendered fresh unless a suite asks for the cache.
    config,
    env,
    build,
    clientDir: join(buildDirectory(), 'client'),
    mode: 'production',
  });
  server.on('request', app);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    uploadsDir,
    request: (path, init) => fetch(new URL(path, url), { redirect: 'manual', ...init }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.cleanup();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type SuiteShop = Omit<HttpShop, 'close' | 'uploadsDir'>;

/** A shop for the enclosing suite, started before its first test and closed after its last. */
export function useHttpShop(dialect: DialectName, configFile?: ConfigFile, options?: HttpShopOptions): SuiteShop {
  const current = useForSuite(() => startHttpShop(dialect, configFile, options), (shop) => shop.close());
  return {
    get url() {
      return current().url;
    },
    get database() {
      return current().database;
    },
    request: (path, init) => current().request(path, init),
  };
}
