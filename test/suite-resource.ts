import { afterAll, beforeAll } from 'vitest';

/**
 * Opens something before the enclosing suite's first test and closes it after its last. The result
 * exists only once the suite runs, so it is read through the returned getter inside hooks and tests.
 */
export function useForSuite<T>(open: () => Promise<T>, close: (value: T) => Promise<void>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
  });
  afterAll(async () => {
    if (value !== undefined) await close(value);
  });
  return () => {
    if (value === undefined) throw new Error('Suite resources are only open inside hooks and tests');
    return value;
  };
}
