import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch, RestError } from './api-fetch.ts';
import { fakeFetch, instantSleep, json, restError, text, type Answer, type SentRequest } from './fake-fetch.fixture.ts';

function client(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const waits = instantSleep();
  const api = createApiFetch({ fetch: () => fake.fetch, retry: { sleep: waits.sleep } });
  return { api, ...fake };
}

/** A fetch answer that aborts the request before answering, as a user leaving the page would. */
const abortThen = (controller: AbortController, answer: Response) => () => {
  controller.abort(new Error('left the page'));
  return answer;
};

const rejection = (promise: Promise<unknown>) => promise.then(() => 'resolved', (reason: unknown) => reason);

describe('an abort signal', () => {
  it('already aborted: no request, rejects with its reason', async () => {
    const { api, requests } = client(json({}));
    const reason = new Error('cancelled');
    await expect(api({ path: '/wc/v3/products', signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(requests).toEqual([]);
  });

  it('is passed to fetch, and an abort during it rejects with the reason rather than fetch_error', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const { api, requests } = client(
      (request: SentRequest) =>
        new Promise<Response>((_, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          controller.abort(reason);
        }),
    );
    await expect(rejection(api({ path: '/wc/v3/products', signal: controller.signal }))).resolves.toBe(reason);
    expect(requests[0]?.signal).toBe(controller.signal);
  });

  it('rejects with the reason when aborted after the answer arrived', async () => {
    const controller = new AbortController();
    const { api } = client(abortThen(controller, json({ ok: 1 })));
    await expect(api({ path: '/x', signal: controller.signal })).rejects.toThrow('left the page');
  });

  it('stops a paged read between pages', async () => {
    const controller = new AbortController();
    const { api, lines } = client(abortThen(controller, json([1], 200, { Link: '<https://shop.test/p2>; rel="next"' })), json([2]));
    await expect(api({ url: 'https://shop.test/p?per_page=-1', signal: controller.signal })).rejects.toThrow('left the page');
    expect(lines()).toHaveLength(1);
  });

  it('stops retries: aborted while the failure came back, there is no wait and no second attempt', async () => {
    const controller = new AbortController();
    const { api, lines } = client(abortThen(controller, restError(503, 'busy')), json({}));
    await expect(api({ path: '/x', signal: controller.signal })).rejects.toThrow('left the page');
    expect(lines()).toHaveLength(1);
  });

  it('stops retries when aborted during the wait before one', async () => {
    const controller = new AbortController();
    const fake = fakeFetch(restError(503, 'busy'), json({}));
    const api = createApiFetch({
      fetch: () => fake.fetch,
      retry: {
        sleep: async () => {
          controller.abort(new Error('left the page'));
        },
      },
    });
    await expect(api({ path: '/x', signal: controller.signal })).rejects.toThrow('left the page');
    expect(fake.lines()).toHaveLength(1);
  });

  it('stops the nonce refresh: no repeated request', async () => {
    const controller = new AbortController();
    const { api, lines } = client(restError(403, 'rest_cookie_invalid_nonce'), abortThen(controller, text('fresh')), json({}));
    api.use(api.createNonceMiddleware('stale'));
    await expect(api({ path: '/x', signal: controller.signal })).rejects.toThrow('left the page');
    expect(lines()).toEqual(['GET /x?_locale=user', 'GET /wp-admin/admin-ajax.php?action=rest-nonce']);
  });

  it('stops media post-processing: no more attempts and no delete', async () => {
    const controller = new AbortController();
    const { api, lines } = client(
      restError(500, 'oom', 'oom', { 'X-WP-Upload-Attachment-ID': '42' }),
      abortThen(controller, restError(500, 'oom')),
      json({}),
    );
    await expect(api({ path: '/wp/v2/media', method: 'POST', body: 'x', signal: controller.signal })).rejects.toThrow('left the page');
    expect(lines()).toEqual(['POST /wp/v2/media?_locale=user', 'POST /wp/v2/media/42/post-process?_locale=user']);
  });

  it('is checked by the paging itself between pages, whatever the fetch handler does', async () => {
    const controller = new AbortController();
    const api = createApiFetch();
    const urls: string[] = [];
    api.setFetchHandler(async (options) => {
      urls.push(options.url!);
      controller.abort(new Error('left the page'));
      return json([1], 200, { Link: '<https://shop.test/p2>; rel="next"' });
    });
    await expect(api({ url: 'https://shop.test/p?per_page=-1', signal: controller.signal })).rejects.toThrow('left the page');
    expect(urls).toEqual(['https://shop.test/p?per_page=100&page=1&_locale=user']);
  });

  it.each([
    ['as the failure comes back', true],
    ['during a wait that does not watch the signal', false],
  ])('is checked by the retry itself %s', async (_, abortInHandler) => {
    const controller = new AbortController();
    const waits: number[] = [];
    const api = createApiFetch({
      retry: {
        sleep: async (ms) => {
          waits.push(ms);
          controller.abort(new Error('left the page'));
        },
      },
    });
    let calls = 0;
    api.setFetchHandler(async () => {
      calls++;
      if (abortInHandler) controller.abort(new Error('left the page'));
      throw new RestError('busy', 'busy', { status: 503 });
    });
    await expect(api({ path: '/x', signal: controller.signal })).rejects.toThrow('left the page');
    expect(calls).toBe(1);
    expect(waits).toHaveLength(abortInHandler ? 0 : 1);
  });

  describe('with the default timer', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('cuts the backoff wait short', async () => {
      vi.useFakeTimers();
      const controller = new AbortController();
      const fake = fakeFetch(restError(503, 'busy'), json({}));
      const api = createApiFetch({ fetch: () => fake.fetch });
      const result = rejection(api({ path: '/x', signal: controller.signal }));
      await vi.advanceTimersByTimeAsync(10);
      expect(vi.getTimerCount()).toBe(1);
      const reason = new Error('left the page');
      controller.abort(reason);
      await expect(result).resolves.toBe(reason);
      expect(vi.getTimerCount()).toBe(0);
      expect(fake.lines()).toHaveLength(1);
    });
  });
});
