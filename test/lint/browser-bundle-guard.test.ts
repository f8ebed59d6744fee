import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { browserBundleGuard, isNodeBuiltIn, isServerPackage } from '../../scripts/vite/browser-bundle-guard.ts';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-bundle-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A browser build of one entry module, as the shop's client build runs it. */
function buildEntry(source: string) {
  const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(entry, source);
  return build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [browserBundleGuard()],
    build: { write: false, rollupOptions: { input: entry } },
  });
}

describe('the browser bundle guard', () => {
  it('knows Node built-ins however they are named', () => {
    expect(['node:crypto', 'crypto', 'fs/promises', 'node:sqlite'].filter(isNodeBuiltIn)).toHaveLength(4);
    expect(['react', 'cookie', './crypto.ts', '@scope/fs'].filter(isNodeBuiltIn)).toEqual([]);
  });

  it('knows the server-side packages', () => {
    expect(['kysely', 'pg', '@react-router/node', 'express/lib/router'].filter(isServerPackage)).toHaveLength(4);
    expect(['react', 'react-router', 'cookie', 'chart.js'].filter(isServerPackage)).toEqual([]);
  });

  it('fails a browser build that reaches a server package or a server folder', async () => {
    await expect(buildEntry(`import { Kysely } from 'kysely';\nconsole.log(Kysely);\n`)).rejects.toThrow(/imports kysely: server code/);
    mkdirSync(join(dir, 'db'), { recursive: true });
    writeFileSync(join(dir, 'db', 'schema.ts'), 'export const TABLES = 1;\n');
    await expect(buildEntry(`import { TABLES } from './db/schema.ts';\nconsole.log(TABLES);\n`)).rejects.toThrow(/imports \.\/db\/schema\.ts: server code/);
  });

  it('fails a browser build that reaches a Node built-in', async () => {
    await expect(buildEntry(`import { randomBytes } from 'node:crypto';\nconsole.log(randomBytes(4));\n`)).rejects.toThrow(/imports node:crypto: server code must not reach the browser bundle/);
  });

  it('lets a browser build without one through', async () => {
    await expect(buildEntry(`console.log(document.title);\n`)).resolves.toBeDefined();
  });
});
