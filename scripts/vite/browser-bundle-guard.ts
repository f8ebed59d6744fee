import { builtinModules } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const NODE_BUILT_INS = new Set(builtinModules);
/** Packages that only run on the server: storage, HTTP, mail, images, files. */
const SERVER_PACKAGES = new Set(['kysely', 'pg', 'express', 'compressible', 'nodemailer', 'sharp', 'csv-parse', 'cli-progress', '@react-router/node', '@react-router/express']);
/** The shop's own folders that only run on the server. */
const SERVER_FOLDERS = /^(server|db|seed|cli|config)\//;

/** Whether an import names one of Node's own modules (`node:crypto`, `fs`, `path/posix` …). */
export function isNodeBuiltIn(source: string): boolean {
  return source.startsWith('node:') || NODE_BUILT_INS.has(source) || NODE_BUILT_INS.has(source.split('/')[0] ?? '');
}

/** Whether an import names a package that only runs on the server. */
export function isServerPackage(source: string): boolean {
  const parts = source.split('/');
  return SERVER_PACKAGES.has(source.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
}

/**
 * Fails the browser build when one of its modules imports server code: a Node built-in, a server-side
 * package, or a file of server/, db/, seed/, cli/ or config/ (reached through a route component or the
 * storefront module). Vite would only warn about a built-in and replace it with a stub that breaks at
 * run time.
 */
export function browserBundleGuard(): Plugin {
  let root = process.cwd();
  return {
    name: 'vitrine-browser-bundle-guard',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (this.environment.mode !== 'build') return null;
      const ownImporter = importer !== undefined && !importer.includes('/node_modules/');
      const ownFile = ownImporter && source.startsWith('.') ? relative(root, resolve(dirname(importer), source)) : '';
      if (isNodeBuiltIn(source) || (ownImporter && (isServerPackage(source) || SERVER_FOLDERS.test(ownFile)))) {
        this.error(`${importer ?? 'an entry'} imports ${source}: server code must not reach the browser bundle`);
      }
      return null;
    },
  };
}
