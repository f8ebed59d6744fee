import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { fakeFetch, json } from './fake-fetch.fixture.ts';
import { createFetchHandler } from './fetch-handler.ts';

describe('the fetch step on its own', () => {
  it('rejects with the abort reason when fetch rejects because of the abort', async () => {
    const controller = new AbortController();
    const reason = new Error('left the page');
    const handler = createFetchHandler(() => async () => {
      controller.abort(reason);
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(handler({ url: 'https://shop.test/x', signal: controller.signal })).rejects.toBe(reason);
  });

  it("passes on an AbortError that is not the caller's abort, rather than calling it offline", async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const handler = createFetchHandler(() => async () => {
      throw aborted;
    });
    await expect(handler({ url: 'https://shop.test/x' })).rejects.toBe(aborted);
  });

  it('calls any other fetch failure fetch_error', async () => {
    const handler = createFetchHandler(() => async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await handler({ url: 'https://shop.test/x' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ code: 'fetch_error', message: 'You are probably offline.' });
  });

  it('needs a path or a url', async () => {
    const { fetch, requests } = fakeFetch(json({}));
    await expect(createFetchHandler(() => fetch)({ method: 'GET' })).rejects.toThrow(TypeError);
    expect(requests).toEqual([]);
  });

  it('passes other fetch options through, and lets the caller choose credentials', async () => {
    const { fetch, requests } = fakeFetch(json({}));
    let init: RequestInit | undefined;
    await createFetchHandler(() => async (input, given) => {
      init = given;
      return fetch(input, given);
    })({ path: '/x', credentials: 'omit', cache: 'no-store', mode: 'cors' });
    expect(init).toMatchObject({ credentials: 'omit', cache: 'no-store', mode: 'cors', method: 'GET' });
    expect(requests[0]?.url).toBe('/x');
  });
});
