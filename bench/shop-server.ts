/**
 * Starts the real shop (server/main.ts) in a child process on a fresh, seeded database (SQLite in a
 * temp directory, or a PostgreSQL database made for the run) with the demo pictures drawn, for the load
 * and Lighthouse runs. Every server is bounded in time and stopped.
 */
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import type { ConfigFile } from '../config/schema.ts';
import { buildDirectory } from '../scripts/build-if-needed.ts';
import { startShopProcess } from '../scripts/shop-process.ts';
import { copyDemoPictures, ensureDemoPictures } from '../scripts/demo-pictures.ts';

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';
export const TEMP_ROOT = '/tmp/perf';
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
  /** Serve the shop an earlier server of the same name left (its database and uploads), rather than a fresh one. */
  reuse?: boolean;
}

export async function startShopServer(name: string, config: ConfigFile = {}, options: StartOptions = {}): Promise<ShopServer> {
  const dir = join(TEMP_ROOT, `${name}-${process.pid}`);
  if (!options.reuse) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const configPath = join(dir, 'vitrine.config.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  // The demo pictures drawn beforehand: a shop drawing them in the background would share the CPU with the load.
  await ensureDemoPictures();
  copyDemoPictures(join(dir, 'uploads'));
  try {
    const shop = await startShopProcess({
      env: {
        NODE_ENV: 'production',
        SQLITE_PATH: join(dir, 'vitrine.sqlite'),
        UPLOADS_DIR: join(dir, 'uploads'),
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        VITRINE_CONFIG: configPath,
        VITRINE_BUILD_DIR: buildDirectory(),
        ...(options.processes ? { WEB_CONCURRENCY: String(options.processes) } : {}),
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
      // Only the database asked for: a DATABASE_URL in the bench's own environment must not leak in.
      withoutInheritedDatabase: true,
      startTimeoutMs: READY_TIMEOUT_MS,
      maxLifetimeMs: MAX_LIFETIME_MS,
      stopGraceMs: 5_000,
      log: createWriteStream(join(dir, 'server.log')),
    });
    return { url: shop.url, dir, processes: shop.processes, stop: shop.stop };
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]} (server log: ${join(dir, 'server.log')})`, { cause: error });
  }
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
