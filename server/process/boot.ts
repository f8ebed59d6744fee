import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Server as NetServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { AppConfig } from '../../config/schema.ts';
import { ConfigError, loadConfig, loadEnv, type ServerEnv } from '../../config/load.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { alignStoredAmounts } from '../../core/settings/money-digits.ts';
import { adoptConfiguredShipping } from '../../core/shipping/shipping-store.ts';
import { minorUnitDigits } from '../../core/shared/money.ts';
import { tendIndexes } from '../../db/text-index-upkeep.ts';
import { seedIfEmpty, unfinishedDemoPictures } from '../../seed/index.ts';
import type { DemoPictures } from '../../seed/demo-store.ts';
import { pictureProgress } from '../../seed/picture-progress.ts';
import { createShopApp, type ShopApp } from '../http/app.ts';
import { PASSWORD_COST, passwordCost } from '../../core/accounts/password.ts';
import { createShopServer } from '../http/http-server.ts';
import { baseUrlWarning, siteOriginFor } from '../http/site-origin.ts';
import { clusterForker, isClusterWorker, serverProcessCount, superviseWorkers, SUPERVISOR_DEFAULTS } from './cluster.ts';
import { createSmtpSender, startMailWorker } from './mail-worker.ts';
import { startWebhookWorker } from './webhook-worker.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startScheduledSales } from './scheduled-sales.ts';
import { startPeriodicJob } from './periodic-job.ts';
import { dispatchConnections } from './connection-dispatch.ts';
import { serveFromPrimary } from './worker-connections.ts';

/** How often the query planner's statistics are refreshed (db/planner-statistics.ts). */
const PLANNER_STATISTICS_INTERVAL_MS = 60 * 60_000;

const BUILD_DIR = resolve(process.env.VITRINE_BUILD_DIR ?? resolve(import.meta.dirname, '../../build'));
const SERVER_ENTRY = resolve(BUILD_DIR, 'server/index.js');
/** A process that is asked to stop gets this long for the requests it is answering. */
const STOP_TIMEOUT_MS = 5000;

/**
 * One process (`WEB_CONCURRENCY=1`, development): prepares the database, serves, sends mail and webhooks and keeps house.
 * Several: the primary prepares the database, sends mail and webhooks, keeps house and supervises; each worker only serves.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  const env = loadEnv();
  const config = loadConfig();
  if (isClusterWorker()) return serveAsWorker(env, config);
  // Said once, by the first process: a shop in production should name its public address.
  const originWarning = dev ? null : baseUrlWarning(config.store, env);
  if (originWarning) console.warn(originWarning);
  if (passwordCost(process.env.VITRINE_TEST_PASSWORD_COST) !== PASSWORD_COST) console.warn('Warning: VITRINE_TEST_PASSWORD_COST is set: new passwords are hashed at the tests’ lower cost. Unset it on a real shop.');

  const processes = serverProcessCount(env.WEB_CONCURRENCY, dev);
  const database = connect(env);
  const pictures = await prepareDatabase(database, env, config);
  if (processes > 1 && !existsSync(SERVER_ENTRY)) throw new ConfigError('No build found: run "npm run build" (npm start does this for you).');
  const mail = startMail(database, env, config);
  // Expired sessions and stale login counts are deleted by this process alone.
  const housekeeping = startHousekeeping({ db: database.db });
  // Scheduled sales start and end here too, once for every process.
  const scheduledSales = startScheduledSales({ db: database.db });
  // The planner's statistics and the text index follow the catalogue as owners add to it, hourly.
  const statistics = startPeriodicJob(() => tendIndexes(database.db, database.dialect), PLANNER_STATISTICS_INTERVAL_MS, (error) =>
    console.error(`Refreshing the query planner's statistics failed (${error instanceof Error ? error.message : String(error)}); trying again in an hour.`),
  );

  if (processes === 1) {
    const shop = await createShop(database, config, env, dev);
    const server = createShopServer(shop.app);
    const port = await listenOn(server, env);
    const webhooks = startWebhookWorker({ db: database.db, config, siteOrigin: siteOriginFor(config.store, { ...env, PORT: port }) });
    console.log(`Vitrine is serving ${config.store.name} at http://${env.HOST}:${port}/ (${database.dialect})`);
    if (pictures) drawInBackground(pictures);
    onStopSignal(STOP_TIMEOUT_MS, () =>
      closeServer(server).then(shop.clientsGone.flush).then(mail.stop).then(webhooks.stop).then(housekeeping.stop).then(scheduledSales.stop).then(statistics.stop).then(() => database.close()),
    );
    return;
  }

  // The primary keeps its connection for the mail sender and housekeeping; the workers open their own.
  // The primary accepts every connection and hands it to the worker holding the fewest.
  const dispatch = dispatchConnections();
  const port = await listenOn(dispatch.server, env);
  // Webhooks go out from this process too, as the mail does (the queue's leases would let several deliver).
  const webhooks = startWebhookWorker({ db: database.db, config, siteOrigin: siteOriginFor(config.store, { ...env, PORT: port }) });
  const supervisor = superviseWorkers({
    count: processes,
    fork: clusterForker(resolve(import.meta.dirname, '../main.ts')),
    onReady: dispatch.add,
    onGone: dispatch.remove,
  });
  const shutdown = () => {
    dispatch.close();
    return supervisor
      .stop()
      .then(mail.stop)
      .then(webhooks.stop)
      .then(housekeeping.stop)
      .then(scheduledSales.stop)
      .then(statistics.stop)
      .then(() => database.close());
  };
  onStopSignal(SUPERVISOR_DEFAULTS.stopTimeoutMs + 2000, shutdown);
  await supervisor.ready.catch(async (error: unknown) => {
    await shutdown();
    // The worker printed its own error; this says why the primary gives up.
    throw new ConfigError((error as Error).message);
  });
  console.log(`Vitrine is serving ${config.store.name} at http://${env.HOST}:${port}/ (${database.dialect}, ${processes} processes)`);
  if (pictures) drawInBackground(pictures);
}

/** A cluster worker: the primary has migrated and seeded already, so it connects and serves what it is handed. */
async function serveAsWorker(env: ServerEnv, config: AppConfig) {
  const database = connect(env);
  const shop = await createShop(database, config, env, false);
  const serving = serveFromPrimary(createShopServer(shop.app), process);
  onStopSignal(STOP_TIMEOUT_MS, () => serving.close(STOP_TIMEOUT_MS - 500).then(shop.clientsGone.flush).then(() => database.close()));
}

function connect(env: ServerEnv): DatabaseHandle {
  return connectDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
}

/** Migrates and seeds; returns the demo pictures still to draw, which the shop draws once it serves. */
async function prepareDatabase(database: DatabaseHandle, env: ServerEnv, config: AppConfig): Promise<DemoPictures | null> {
  await migrateToLatest(database.db, database.dialect);
  const seeded = await seedIfEmpty(database.db, { adminPassword: env.ADMIN_PASSWORD, uploadsDir: env.UPLOADS_DIR });
  await alignAmounts(database, config);
  // The planner's statistics of what the shop holds now, before the first request is planned.
  await tendIndexes(database.db, database.dialect);
  if (seeded.generatedAdminPassword) {
    console.log(`\nCreated administrator "admin" with password: ${seeded.generatedAdminPassword}\n(shown once; set ADMIN_PASSWORD to choose it)\n`);
  }
  return seeded.pictures ?? (await unfinishedDemoPictures(env.UPLOADS_DIR));
}

/**
 * The stored amounts in the currency's decimals (core/settings/money-digits.ts), said when they were
 * rescaled; and the config's flat rate as the shipping zones' first methods (core/shipping/shipping-store.ts).
 */
async function alignAmounts(database: DatabaseHandle, config: AppConfig): Promise<void> {
  const { currency } = config.store;
  const aligned = await alignStoredAmounts(database.db, currency);
  if (aligned.productsFrom !== null) console.log(`Product prices rescaled from ${aligned.productsFrom} to ${minorUnitDigits(currency)} decimals, as ${currency} has.`);
  for (const ordered of aligned.orderCurrencies) console.log(`Earlier orders in ${ordered} rescaled to its ${minorUnitDigits(ordered)} decimals.`);
  if (await adoptConfiguredShipping(database.db, config.store, currency)) {
    console.log('Shipping now goes by zones: the flat rate and free-shipping threshold of the config became the methods of "Locations not covered by your other zones" (/admin/settings/shipping/).');
  }
}

/**
 * Draws the demo store's pictures while the shop already serves (tens of seconds of CPU on a first start),
 * saying how far it is; until a picture is drawn its address answers a placeholder.
 */
function drawInBackground(pictures: DemoPictures): void {
  console.log(`Drawing the demo store's ${pictures.missing} pictures in the background; each shows as a plain placeholder until it is ready.`);
  pictures.draw(pictureProgress((line) => console.log(line))).catch((error: unknown) => {
    console.error('Drawing the demo pictures stopped; the next start finishes them.', error);
  });
}

async function createShop(database: DatabaseHandle, config: AppConfig, env: ServerEnv, dev: boolean): Promise<ShopApp> {
  if (dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    return createShopApp({
      database,
      config,
      env,
      mode: 'development',
      before: [devServer.middlewares],
      build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    });
  }
  if (!existsSync(SERVER_ENTRY)) throw new ConfigError('No build found: run "npm run build" (npm start does this for you).');
  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  return createShopApp({ database, config, env, mode: 'production', build, clientDir: resolve(BUILD_DIR, 'client') });
}

/** Listens on `PORT`/`HOST` and resolves with the port (the one picked when `PORT` is 0). */
function listenOn(server: NetServer, env: ServerEnv): Promise<number> {
  return new Promise((resolveListening, rejectListening) => {
    const fail = (error: NodeJS.ErrnoException) => rejectListening(listenError(error, env));
    server.once('error', fail);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', fail);
      const address = server.address();
      resolveListening(typeof address === 'object' && address ? address.port : env.PORT);
    });
  });
}

/** A failure to listen, said so that the person starting the shop knows what to change. */
function listenError(error: NodeJS.ErrnoException, env: ServerEnv): Error {
  const where = `${env.HOST}:${env.PORT}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return new ConfigError(`Cannot serve on ${where}: another program is using that address. Stop it, or set PORT to a free port.`);
    case 'EACCES':
      return new ConfigError(`Cannot serve on ${where}: this user may not listen on that port. Set PORT to one above 1023.`);
    case 'EADDRNOTAVAIL':
      return new ConfigError(`Cannot serve on ${where}: ${env.HOST} is not an address of this machine. Set HOST to one that is.`);
    default:
      return error;
  }
}

/** Order e-mails wait in the outbox; without SMTP_URL they simply stay pending. One process sends. */
function startMail(database: DatabaseHandle, env: ServerEnv, config: AppConfig): { stop(): Promise<void> } {
  if (!env.SMTP_URL) return { stop: async () => undefined };
  const smtp = createSmtpSender(env.SMTP_URL, { name: config.store.name, address: config.store.email });
  const worker = startMailWorker({ db: database.db, send: smtp.send });
  return {
    stop: async () => {
      await worker.stop();
      smtp.close();
    },
  };
}

/** Open requests finish (idle keep-alive connections close at once); the rest are cut after the timeout. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolveClose) => {
    const force = setTimeout(() => server.closeAllConnections(), STOP_TIMEOUT_MS - 500);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolveClose();
    });
  });
}

/** SIGTERM or SIGINT runs `shutdown` once and exits; a process that hangs anyway exits after a bound. */
function onStopSignal(boundMs: number, shutdown: () => Promise<unknown>) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), boundMs).unref();
    shutdown()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
