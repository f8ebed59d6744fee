/**
 * Browser tests use Debian's Chromium as its headless shell (package `chromium-headless-shell`: the same
 * engine without the desktop browser around it, which ran the browser stage about a third faster);
 * install it when missing and we are root, else say what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL_PATH;

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing Debian's "${PACKAGE}" package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', PACKAGE], { stdio: 'inherit', env });
    if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
      console.error(`Could not install Chromium with apt-get. Install the "${PACKAGE}" package and run the tests again.`);
      process.exit(1);
    }
  } else {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}. Install it with "sudo apt-get install ${PACKAGE}" ` +
        '(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
    );
    process.exit(1);
  }
}
