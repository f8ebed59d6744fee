import { parseArgs } from 'node:util';
import { isKeyPermission, KEY_PERMISSIONS, type KeyPermission } from '../core/accounts/api-credentials-view.ts';

export type Command =
  | { name: 'help' }
  | { name: 'create-admin'; username: string; email: string; password?: string }
  | { name: 'reset-password'; user: string; password?: string }
  | { name: 'create-api-key'; user: string; permissions: KeyPermission; description?: string }
  | { name: 'reseed' }
  | { name: 'import'; file: string; dryRun: boolean; imagesDir: string | null }
  | { name: 'export'; file: string };

export const USAGE = `Usage: npm run shop -- <command> [options]

Commands:
  help                         Show this help.
  create-admin --username <name> --email <address> [--password <password>]
                               Create an administrator. Without --password a password
                               is generated and printed once.
  reset-password --user <username or e-mail> [--password <password>]
                               Give a user a new password and sign out all of their
                               sessions. Without --password a password is generated
                               and printed once.
  create-api-key --user <username or e-mail> --permissions read|write|read_write [--description <text>]
                               Create a WooCommerce REST API key for the user and print
                               consumer_key=ck_… and consumer_secret=cs_… (the secret is
                               shown once: only hashes of it are kept).
  reseed                       Replace the catalog and content (products, categories,
                               images, posts, pages) with a fresh demo store. Users,
                               orders and settings are kept.
  import <file.csv> [--images-dir <dir>] [--dry-run]
                               Import products from a WooCommerce product export.
                               Rows are matched by SKU, else by the slug of the name.
                               --images-dir: the directory local image paths are read
                               from (relative to it; nothing outside it is read).
                               Without it only http(s) image URLs on public hosts are
                               fetched and rows' local paths are reported.
                               --dry-run checks the file and writes nothing.
  export <file.csv>            Write every product and variation to a CSV file in
                               WooCommerce's product export layout (the columns the
                               import reads). Image addresses start with store.baseUrl
                               from the config. An existing file is replaced.

The database is chosen like the server's: DATABASE_URL (PostgreSQL) or SQLITE_PATH
(default ./data/vitrine.sqlite). Imported images go to UPLOADS_DIR.`;

export class UsageError extends Error {}

/** Reads the command line (without the node and script arguments). */
export function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') return { name: 'help' };
  try {
    switch (name) {
      case 'create-admin': {
        const { values, positionals } = parseArgs({
          args: rest,
          options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
          allowPositionals: true,
        });
        if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
        if (!values.username || !values.email) throw new UsageError('create-admin needs --username and --email.');
        return { name, username: values.username, email: values.email, ...(values.password !== undefined ? { password: values.password } : {}) };
      }
      case 'reset-password': {
        const { values, positionals } = parseArgs({ args: rest, options: { user: { type: 'string' }, password: { type: 'string' } }, allowPositionals: true });
        if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
        if (!values.user?.trim()) throw new UsageError('reset-password needs --user.');
        return { name, user: values.user, ...(values.password !== undefined ? { password: values.password } : {}) };
      }
      case 'create-api-key': {
        const { values, positionals } = parseArgs({
          args: rest,
          options: { user: { type: 'string' }, permissions: { type: 'string' }, description: { type: 'string' } },
          allowPositionals: true,
        });
        if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
        if (!values.user?.trim()) throw new UsageError('create-api-key needs --user.');
        if (!isKeyPermission(values.permissions)) throw new UsageError(`create-api-key needs --permissions ${KEY_PERMISSIONS.join('|')}.`);
        return { name, user: values.user, permissions: values.permissions, ...(values.description !== undefined ? { description: values.description } : {}) };
      }
      case 'reseed': {
        parseArgs({ args: rest, options: {}, allowPositionals: false });
        return { name };
      }
      case 'import': {
        const { values, positionals } = parseArgs({
          args: rest,
          options: { 'dry-run': { type: 'boolean', default: false }, 'images-dir': { type: 'string' } },
          allowPositionals: true,
        });
        if (positionals.length !== 1) throw new UsageError('import needs exactly one CSV file.');
        if (values['images-dir'] === '') throw new UsageError('--images-dir needs a directory.');
        return { name, file: positionals[0] as string, dryRun: values['dry-run'], imagesDir: values['images-dir'] ?? null };
      }
      case 'export': {
        const { positionals } = parseArgs({ args: rest, options: {}, allowPositionals: true });
        if (positionals.length !== 1 || !positionals[0]) throw new UsageError('export needs exactly one CSV file to write.');
        return { name, file: positionals[0] };
      }
      default:
        throw new UsageError(`Unknown command: ${name}`);
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // parseArgs explains unknown options and missing values; keep its words.
    throw new UsageError((error as Error).message);
  }
}
