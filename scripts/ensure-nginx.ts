/**
 * The several-instances test puts nginx in front of the shop: Debian's package, installed with apt-get
 * when missing and we are root (as scripts/ensure-chromium.ts does for Chromium), else we say what to do.
 * Run directly (`node scripts/ensure-nginx.ts`) it installs; imported, `ensureNginx()` returns the path.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx(): string {
  if (existsSync(NGINX_PATH)) return NGINX_PATH;
  if (process.getuid?.() !== 0) {
    throw new Error(`The several-instances test needs nginx at ${NGINX_PATH}. Install it with "sudo apt-get install nginx" (or set NGINX_PATH) and run the tests again.`);
  }
  console.log('nginx is missing: installing Debian\'s "nginx" package…');
  // RUNLEVEL=1 keeps the package from starting a system-wide nginx on port 80: the test starts its own.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  if (update.status !== 0 || install.status !== 0 || !existsSync(NGINX_PATH)) {
    throw new Error('Could not install nginx with apt-get. Install the "nginx" package and run the tests again.');
  }
  return NGINX_PATH;
}

if (import.meta.main) {
  try {
    console.log(`nginx: ${ensureNginx()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
