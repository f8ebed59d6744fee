import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The contract folder is bundled into the browser's storefront module, so it may import only itself
 * (and the few pure packages listed here): never Node built-ins, never server, storage or config code.
 * The storefront's browser modules in turn take nothing of the server side but this folder. Tests and
 * fixtures are not bundled, so they may use anything.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const CONTRACT = 'core/contract';
/** The storefront's browser module and the theme's widgets it loads. */
const BROWSER = ['app/features', 'app/widgets'];
/** Packages with no Node built-ins and no server code, safe in both bundles. */
const ALLOWED_PACKAGES = ['cookie'];
/** Browser libraries the widgets load in chunks of their own (never the contract, which the server runs too). */
const WIDGET_PACKAGES = ['leaflet', 'countup.js'];

/** The package an import names: `leaflet/dist/leaflet.css?inline` → `leaflet`, `@scope/name/x` → `@scope/name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('?')[0]!.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function modules(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|fixture)\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

function specifiers(file: string): string[] {
  return ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);
}

/** The imports of `file` that break the rule: relative ones landing outside `allowed`, and packages not listed. */
function stray(file: string, imported: readonly string[], allowed: readonly string[], packages: readonly string[] = ALLOWED_PACKAGES): string[] {
  return imported.filter((specifier) => {
    if (!specifier.startsWith('.')) return !packages.includes(specifier) && !packages.includes(packageOf(specifier));
    const target = relative(ROOT, resolve(ROOT, dirname(file), specifier));
    return !allowed.some((folder) => target.startsWith(folder + '/'));
  });
}

describe('the browser-safe contract folder', () => {
  it('holds modules', () => {
    expect(modules(CONTRACT).length).toBeGreaterThan(10);
  });

  it('imports nothing outside itself but the listed pure packages', () => {
    expect(modules(CONTRACT).flatMap((file) => stray(file, specifiers(file), [CONTRACT]).map((specifier) => `${file}: ${specifier}`))).toEqual([]);
  });

  it('is all the browser modules take from outside their own folder', () => {
    expect(BROWSER.flatMap(modules).flatMap((file) => stray(file, specifiers(file), [...BROWSER, CONTRACT], [...ALLOWED_PACKAGES, ...WIDGET_PACKAGES]).map((specifier) => `${file}: ${specifier}`))).toEqual([]);
  });

  it('reads type-only and dynamic imports too', () => {
    expect(specifiers('core/contract/consent/page-law.ts')).toContain('./page-config.ts');
    expect(ts.preProcessFile("const m = import('../x.ts');", true, true).importedFiles.map((entry) => entry.fileName)).toEqual(['../x.ts']);
  });

  it('catches a Node built-in, an unlisted package and a path out of the folder', () => {
    const imported = ['./vocabulary.ts', '../cart/cookie-names.ts', 'cookie', 'node:crypto', 'zod', '../../accounts/users.ts', '../../../config/defaults.ts'];
    expect(stray('core/contract/consent/law.ts', imported, [CONTRACT])).toEqual(['node:crypto', 'zod', '../../accounts/users.ts', '../../../config/defaults.ts']);
  });
});
