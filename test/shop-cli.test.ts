import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticate } from '../core/accounts/authenticate.ts';
import { connectDatabase } from '../db/connect.ts';

/**
 * The shop CLI as the owner runs it: a process over a SQLite file, its output and exit code. (The
 * database work itself runs on both dialects in lost-password.test.ts.)
 */
describe('npm run shop -- reset-password', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cli-'));
  const sqlitePath = join(dir, 'shop.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function shop(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, ['cli/shop.ts', ...args], { env: { ...env, SQLITE_PATH: sqlitePath, UPLOADS_DIR: join(dir, 'uploads') } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  }

  async function signsIn(login: string, password: string): Promise<boolean> {
    const database = connectDatabase({ sqlitePath });
    try {
      return (await authenticate(database.db, { login, password, clientAddress: null, deviceTokens: [] })).ok;
    } finally {
      await database.close();
    }
  }

  it('is listed by help, and bad arguments exit 2 with the usage', async () => {
    const help = await shop('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('reset-password --user <username or e-mail> [--password <password>]');
    const missing = await shop('reset-password');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('reset-password needs --user.');
    expect(missing.stderr).toContain('Usage: npm run shop -- <command> [options]');
  }, 120_000);

  it('sets the given password, or prints a generated one; an unknown user or a weak password is refused', async () => {
    expect((await shop('create-admin', '--username', 'sam', '--email', 'sam@example.com', '--password', 'first-password')).code).toBe(0);

    const unknown = await shop('reset-password', '--user', 'nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No user has the username or e-mail address "nobody".');
    const weak = await shop('reset-password', '--user', 'sam', '--password', 'short');
    expect(weak.code).toBe(1);
    expect(weak.stderr.trim()).toBe('Choose a password of at least 8 characters.');

    const chosen = await shop('reset-password', '--user', 'sam@example.com', '--password', 'second-password');
    expect(chosen.code).toBe(0);
    expect(chosen.stdout).toContain('New password set for "sam" <sam@example.com>');
    expect(chosen.stdout).not.toContain('Password:');
    expect(await signsIn('sam', 'second-password')).toBe(true);

    const generated = await shop('reset-password', '--user', 'sam');
    expect(generated.code).toBe(0);
    const password = /^Password: (\S+)$/m.exec(generated.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await signsIn('sam', password)).toBe(true);
    expect(await signsIn('sam', 'second-password')).toBe(false);
  }, 120_000);
});
