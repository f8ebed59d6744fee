/** `npm run shop -- <command>`: administration from the terminal. Run `npm run shop -- help`. */
import { ConfigError, loadConfig, loadEnv } from '../config/load.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { alignStoredAmounts } from '../core/settings/money-digits.ts';
import { reseed } from '../seed/index.ts';
import { pictureProgress } from '../seed/picture-progress.ts';
import { createAdmin } from '../core/accounts/create-admin.ts';
import { resetPasswordByLogin } from '../core/accounts/reset-password-cli.ts';
import { createApiKeyForLogin } from '../core/accounts/api-keys.ts';
import { parseCommand, USAGE, UsageError, type Command } from './args.ts';
import { runImport } from './import.ts';
import { runExport } from './export.ts';

/** The commands that read or write the shop's amounts. */
const AMOUNT_COMMANDS: ReadonlySet<Command['name']> = new Set(['reseed', 'import', 'export']);

async function run(command: Command): Promise<number> {
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  const env = loadEnv();
  const database = connectDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  try {
    await migrateToLatest(database.db, database.dialect);
    // The commands that read or write amounts find them in the currency's decimals (core/settings/money-digits.ts).
    if (AMOUNT_COMMANDS.has(command.name)) await alignStoredAmounts(database.db, loadConfig().store.currency);
    switch (command.name) {
      case 'create-admin':
        return await runCreateAdmin(database, command);
      case 'reset-password':
        return await runResetPassword(database, command);
      case 'create-api-key':
        return await runCreateApiKey(database, command);
      case 'reseed':
        console.log('Replacing the catalog and content with the demo store…');
        await reseed(database.db, { uploadsDir: env.UPLOADS_DIR, onProgress: pictureProgress((line) => console.log(line)) });
        console.log('Done. Users, orders and settings were kept.');
        return 0;
      case 'import': {
        // The config names the shop's locales, which the file's translated columns must be among.
        const { store } = loadConfig();
        return await runImport(database.db, command, { uploadsDir: env.UPLOADS_DIR, baseUrl: store.baseUrl, locales: store.locales, currency: store.currency, dialect: database.dialect });
      }
      case 'export': {
        const { store } = loadConfig();
        return await runExport(database.db, command, { baseUrl: store.baseUrl, locales: store.locales, currency: store.currency });
      }
    }
  } finally {
    await database.close();
  }
}

async function runCreateAdmin(database: DatabaseHandle, command: Extract<Command, { name: 'create-admin' }>): Promise<number> {
  const result = await createAdmin(database.db, command);
  if (!result.ok) {
    console.error(result.error.message);
    return 1;
  }
  console.log(`Created administrator "${result.value.user.username}" <${result.value.user.email}>.`);
  if (result.value.generatedPassword) console.log(`Password: ${result.value.generatedPassword}\n(shown once; sign in at /my-account/ and keep it safe)`);
  return 0;
}

async function runResetPassword(database: DatabaseHandle, command: Extract<Command, { name: 'reset-password' }>): Promise<number> {
  const result = await resetPasswordByLogin(database.db, { login: command.user, password: command.password });
  if (!result.ok) {
    console.error(result.error.message);
    return 1;
  }
  const { user, generatedPassword } = result.value;
  console.log(`New password set for "${user.username}" <${user.email}>; their sessions were signed out.`);
  if (generatedPassword) console.log(`Password: ${generatedPassword}\n(shown once; sign in at /my-account/ and keep it safe)`);
  return 0;
}

async function runCreateApiKey(database: DatabaseHandle, command: Extract<Command, { name: 'create-api-key' }>): Promise<number> {
  const result = await createApiKeyForLogin(database.db, { login: command.user, permissions: command.permissions, ...(command.description !== undefined ? { description: command.description } : {}) });
  if (!result.ok) {
    console.error(result.error.message);
    return 1;
  }
  // Two lines a script can read; the note goes to stderr so stdout stays just the pair.
  console.log(`consumer_key=${result.value.consumerKey}\nconsumer_secret=${result.value.consumerSecret}`);
  console.error(`API key (${command.permissions}) for "${result.value.user.username}" created; the secret is shown once, keep it safe.`);
  return 0;
}

async function main(): Promise<void> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  process.exitCode = await run(command);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
