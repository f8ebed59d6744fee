import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_LOAD_TIMEOUT_MS } from '../shared/chunk-load.ts';
import { createApiFetch } from './api-fetch.ts';
import { isOwnRestUrl, lazyClient } from './lazy-client.ts';

const page = (href = 'https://shop.test/cart/') => {
  const timers: { run: () => void; ms: number }[] = [];
  const win = {
    location: new URL(href),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    clearTimeout: vi.fn(),
  } as unknown as Window & { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  return { win, timers };
};

describe('the lazily loaded REST client', () => {
  it('is imported once, on first use, and configured for the page', async () => {
    const { win } = page();
    const client = createApiFetch();
    const pageApiFetch = vi.fn(() => client);
    const importer = vi.fn(() => Promise.resolve({ pageApiFetch }));
    const load = lazyClient(win, importer);
    expect(importer).not.toHaveBeenCalled();
    await expect(load()).resolves.toBe(client);
    await expect(load()).resolves.toBe(client);
    expect(importer).toHaveBeenCalledOnce();
    expect(pageApiFetch).toHaveBeenCalledExactlyOnceWith(win);
  });

  it('fails with a ChunkLoadError after 120000 ms, and the next use tries again', async () => {
    const { win, timers } = page();
    const client = createApiFetch();
    const importer = vi.fn().mockReturnValueOnce(new Promise(() => {})).mockResolvedValueOnce({ pageApiFetch: () => client });
    const load = lazyClient(win, importer);
    const first = load();
    expect(timers.map(({ ms }) => ms)).toEqual([CHUNK_LOAD_TIMEOUT_MS]);
    timers[0]!.run();
    const error = await first.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading the REST client chunk timed out after 120000 ms.' });
    await expect(load()).resolves.toBe(client);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('turns a failed import into a ChunkLoadError with its cause', async () => {
    const { win } = page();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await lazyClient(win, () => Promise.reject(cause))().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBe(cause);
  });
});

describe('isOwnRestUrl', () => {
  it('is true for this origin’s /wp-json/ only', () => {
    const { win } = page();
    expect(isOwnRestUrl('/wp-json/vitrine/v1/consent-stats', win)).toBe(true);
    expect(isOwnRestUrl('https://shop.test/wp-json/', win)).toBe(true);
    expect(isOwnRestUrl('/wp-json', win)).toBe(true);
    expect(isOwnRestUrl('/wp-jsonx/a', win)).toBe(false);
    expect(isOwnRestUrl('/stats', win)).toBe(false);
    expect(isOwnRestUrl('https://other.test/wp-json/vitrine/v1/consent-stats', win)).toBe(false);
    expect(isOwnRestUrl('http://[bad', win)).toBe(false);
  });
});
