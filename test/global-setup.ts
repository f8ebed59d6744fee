import { buildIfNeeded } from '../scripts/build-if-needed.ts';

/** HTTP-level suites serve the real built app, so build it first when it is missing or stale. */
export default function setup(): void {
  buildIfNeeded();
}
