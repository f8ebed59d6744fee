import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch, RestError } from './api-fetch.ts';
import { fakeFetch, instantSleep, json, restError, type Answer } from './fake-fetch.fixture.ts';
import { backoffDelay, DEFAULT_RETRY } from './middlewares/retry.ts';

const offline = () => new TypeError('Failed to fetch');

function client(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const waits = instantSleep();
  // random 0.5: each wait is three quarters of its ceiling.
  const api = createApiFetch({ fetch: () => fake.fetch, retry: { sleep: waits.sleep, random: () => 0.5, baseDelayMs: 100, retries: 2 } });
  return { api, delays: waits.delays, ...fake };
}

describe('retrying idempotent requests', () => {
  it('repeats a GET after a network failure, after a backoff wait', async () => {
    const { api, lines, requests, delays } = client(offline(), json({ ok: 1 }));
    await expect(api({ path: '/wc/v3/products' })).resolves.toEqual({ ok: 1 });
    expect(lines()).toEqual(['GET /wc/v3/products?_locale=user', 'GET /wc/v3/products?_locale=user']);
    expect(requests[1]?.headers).toEqual({ Accept: 'application/json' });
    expect(delays).toEqual([75]);
  });

  it.each([502, 503, 504])('repeats after a %i', async (status) => {
    const { api, lines } = client(restError(status, 'bad_gateway'), json([]));
    await expect(api({ path: '/wc/v3/products' })).resolves.toEqual([]);
    expect(lines()).toHaveLength(2);
  });

  it.each(['HEAD', 'OPTIONS', 'PUT', 'DELETE'])('repeats a %s (also when tunnelled as POST)', async (method) => {
    const { api, requests } = client(restError(503, 'busy'), json({}));
    await api({ path: '/wc/v3/products/1', method });
    expect(requests.map((request) => [request.method, request.headers['X-HTTP-Method-Override']])).toEqual([
      [method === 'PUT' || method === 'DELETE' ? 'POST' : method, method === 'PUT' || method === 'DELETE' ? method : undefined],
      [method === 'PUT' || method === 'DELETE' ? 'POST' : method, method === 'PUT' || method === 'DELETE' ? method : undefined],
    ]);
  });

  it('gives up after the bounded number of retries, with waits growing exponentially', async () => {
    const { api, lines, delays } = client(restError(503, 'busy'), offline(), restError(504, 'timeout'));
    const error = await api({ path: '/wc/v3/products' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ code: 'timeout', status: 504 });
    expect(lines()).toHaveLength(3);
    expect(delays).toEqual([75, 150]);
  });

  it.each(['POST', 'PATCH'])('never repeats a %s', async (method) => {
    const { api, lines, delays } = client(restError(503, 'busy'));
    await expect(api({ path: '/wc/v3/orders', method, data: {} })).rejects.toMatchObject({ status: 503 });
    expect(lines()).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it.each([
    [500, 'internal'],
    [404, 'rest_no_route'],
    [403, 'rest_forbidden'],
  ])('does not repeat a %i', async (status, code) => {
    const { api, lines } = client(restError(status, code));
    await expect(api({ path: '/wc/v3/products' })).rejects.toMatchObject({ code, status });
    expect(lines()).toHaveLength(1);
  });

  it('can be turned off', async () => {
    const { api, lines } = client(offline());
    api.retry = { ...api.retry, retries: 0 };
    await expect(api({ path: '/wc/v3/products' })).rejects.toMatchObject({ code: 'fetch_error' });
    expect(lines()).toHaveLength(1);
  });

  it('retries each page of a paged read on its own', async () => {
    const { api, lines } = client(
      json([1], 200, { Link: '<https://shop.test/p2>; rel="next"' }),
      restError(503, 'busy'),
      json([2]),
    );
    await expect(api({ url: 'https://shop.test/p?per_page=-1' })).resolves.toEqual([1, 2]);
    expect(lines()).toEqual([
      'GET https://shop.test/p?per_page=100&page=1&_locale=user',
      'GET https://shop.test/p2?_locale=user',
      'GET https://shop.test/p2?_locale=user',
    ]);
  });
});

describe('backoffDelay', () => {
  const policy = { baseDelayMs: 300, maxDelayMs: 5_000 };

  it('doubles from the base, half of it random, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, { ...policy, random: () => 0 }))).toEqual([150, 300, 600, 1200, 2400, 2500]);
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, { ...policy, random: () => 0.999999 }))).toEqual([300, 600, 1200, 2400, 4800, 5000]);
  });

  it('has small, bounded defaults', () => {
    expect(DEFAULT_RETRY).toMatchObject({ retries: 2, baseDelayMs: 300, maxDelayMs: 5_000 });
  });
});

describe('the default wait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits on the timer before the retry', async () => {
    vi.useFakeTimers();
    const fake = fakeFetch(offline(), json({ ok: 1 }));
    const api = createApiFetch({ fetch: () => fake.fetch, retry: { random: () => 0 } });
    const result = api({ path: '/wc/v3/products' });
    await vi.advanceTimersByTimeAsync(149);
    expect(fake.lines()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(fake.lines()).toHaveLength(2);
  });
});
