import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The integration suites mostly wait (on PostgreSQL, on HTTP round trips to their own shop, on
    // scrypt in the thread pool): twice as many files as cores keeps the cores busy (on 2 cores the
    // unit and integration stage went from 7.2 to 3.5 minutes).
    maxWorkers: availableParallelism() * 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{core,server,config,app,cli,db}/**/*.test.{ts,tsx}', 'test/lint/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: ['test/reliability/**', 'test/lint/**'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
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
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
