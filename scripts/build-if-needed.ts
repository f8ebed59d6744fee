/** Builds the app when the build is missing or older than its sources (used by `npm start` and the tests). */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['app', 'core', 'db', 'config', 'public', 'scripts/vite', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildDirectory(): string {
  return resolve(process.env.VITRINE_BUILD_DIR ?? 'build');
}

export function buildIfNeeded(root = process.cwd()): void {
  const entry = join(buildDirectory(), 'server/index.js');
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  if (builtAt >= Math.max(...SOURCES.map((source) => newestMtime(join(root, source))))) return;
  console.log('Building the shop…');
  // Always the production build: a test runner's NODE_ENV=test would otherwise give the browser React's
  // development build (other code, other warnings) in the build every stage and npm start share.
  const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('The build failed; see the output above.');
}
