import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_SERVER_ENV } from './scripts/test-server-env.ts';

/** Integration suites that mock modules, fake timers or replace globals: each in a fresh module graph. */
const ISOLATED_SUITES = ['clients-going-away', 'database-busy', 'housekeeping', 'http-bad-input', 'http-methods', 'login-limits', 'rest-client-side-by-side'].map((name) => `test/${name}.test.ts`);

export default defineConfig({
  test: {
    // The integration suites mostly wait (on PostgreSQL, on HTTP round trips to their own shop, on
    // scrypt in the thread pool): twice as many files as cores keeps the cores busy (on 2 cores the
    // unit and integration stage went from 7.2 to 3.5 minutes).
    maxWorkers: availableParallelism() * 2,
    // Worker threads start faster than child processes (unit files 81 s → 60 s on 2 cores).
    pool: 'threads',
    projects: [
      {
        // Plain functions with no browser globals: one module graph for every file of a worker (no
        // re-import per file), which halves their time.
        test: {
          name: 'unit',
          include: ['{core,server,config,cli,db}/**/*.test.{ts,tsx}', 'test/lint/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Browser-side code under a DOM: each file gets a fresh document and fresh module state.
        test: {
          name: 'unit-app',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Each suite starts its own shop over its own database, so the suites of a worker can share one
        // module graph: the app is imported once per worker, not once per file (the import alone was a
        // third of the stage). The suites that replace modules, timers or the environment run apart.
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: ['test/reliability/**', 'test/lint/**', ...ISOLATED_SUITES],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          env: TEST_SERVER_ENV,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-isolated',
          include: ISOLATED_SUITES,
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          env: TEST_SERVER_ENV,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Races, crashes, fuzzing and several instances behind nginx: real servers under load, so one
        // file at a time (npm test runs this project as a stage of its own, after the others).
        test: {
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          env: TEST_SERVER_ENV,
          fileParallelism: false,
          // One file after another in one worker: the app is imported once for all of them, not once per file.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
