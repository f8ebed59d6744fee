import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run shop -- export` as the owner runs it: a process over a SQLite file, its output, exit code and file. */
describe('npm run shop -- export', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cli-export-'));
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

  it('writes the imported catalogue to a file in the layout the import reads, and says why it cannot write one', async () => {
    const imported = await shop('import', join(import.meta.dirname, 'fixtures/woocommerce-product-types.csv'));
    expect(imported.stdout).toContain('16 rows: 14 created, 0 updated, 0 skipped, 2 failed');
    const file = join(dir, 'catalogue.csv');
    const exported = await shop('export', file);
    expect(exported.code).toBe(0);
    expect(exported.stdout.trim()).toBe(`Exported 14 rows (products and variations) to ${file}.`);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('\ufeff"ID","Type","SKU","Name","Published"')).toBe(true);
    expect(text).toContain('"variation","HOODIE-BLUE-YES"');

    const again = await shop('import', file, '--dry-run');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('14 rows: 0 would be created, 14 would be updated, 0 skipped, 0 failed');

    const nowhere = await shop('export', join(dir, 'missing', 'catalogue.csv'));
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('Cannot write');
    expect(nowhere.stderr).toContain('ENOENT');
  }, 120_000);
});
