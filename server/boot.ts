import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig, loadEnv } from '../config/load.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { createShopApp } from './app.ts';
import { createSmtpSender, startMailWorker } from './mail-worker.ts';

const BUILD_DIR = resolve(process.env.VITRINE_BUILD_DIR ?? resolve(import.meta.dirname, '../build'));

async function main() {
  const dev = process.argv.includes('--dev');
  const env = loadEnv();
  const config = loadConfig();
  const database = connectDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  await migrateToLatest(database.db, database.dialect);
  const seeded = await seedIfEmpty(database.db, { adminPassword: env.ADMIN_PASSWORD, uploadsDir: env.UPLOADS_DIR });
  if (seeded.generatedAdminPassword) {
    console.log(`\nCreated administrator "admin" with password: ${seeded.generatedAdminPassword}\n(shown once; set ADMIN_PASSWORD to choose it)\n`);
  }

  let shop;
  if (dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    shop = createShopApp({
      database,
      config,
      env,
      mode: 'development',
      before: [devServer.middlewares],
      build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    });
  } else {
    const serverEntry = resolve(BUILD_DIR, 'server/index.js');
    if (!existsSync(serverEntry)) throw new ConfigError('No build found: run "npm run build" (npm start does this for you).');
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    shop = createShopApp({ database, config, env, mode: 'production', build, clientDir: resolve(BUILD_DIR, 'client') });
  }

  const server = shop.app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(`Vitrine is serving ${config.store.name} at http://${env.HOST}:${port}/ (${database.dialect})`);
  });
  // Order e-mails wait in the outbox; without SMTP_URL they simply stay pending.
  const smtp = env.SMTP_URL ? createSmtpSender(env.SMTP_URL, { name: config.store.name, address: config.store.email }) : null;
  const mailWorker = smtp ? startMailWorker({ db: database.db, send: smtp.send }) : null;
  const stop = () => {
    server.close(() => void (mailWorker?.stop() ?? Promise.resolve()).then(() => smtp?.close()).then(() => database.close()).then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
