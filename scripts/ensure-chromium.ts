/** Browser tests use Debian's Chromium; install it when missing and we are root, else say what to do. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s "chromium" package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
      console.error('Could not install Chromium with apt-get. Install the "chromium" package and run the tests again.');
      process.exit(1);
    }
  } else {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}. Install it with "sudo apt-get install chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
    );
    process.exit(1);
  }
}
