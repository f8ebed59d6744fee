import { afterEach, describe, expect, it, vi } from 'vitest';
import apiFetch, { createApiFetch, RestError } from './api-fetch.ts';
import { fakeFetch, instantSleep, json, restError, text, type Answer } from './fake-fetch.fixture.ts';

function client(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const api = createApiFetch({ fetch: () => fake.fetch, retry: { sleep: instantSleep().sleep } });
  return { api, ...fake };
}

async function failure(promise: Promise<unknown>): Promise<RestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RestError);
  return error as RestError;
}

describe('apiFetch requests', () => {
  it('sends cookie credentials, Accept JSON and _locale=user, and resolves with the JSON', async () => {
    const { api, requests } = client(json([{ id: 1 }]));
    await expect(api({ path: '/wp/v2/posts' })).resolves.toEqual([{ id: 1 }]);
    expect(requests).toEqual([
      {
        url: '/wp/v2/posts?_locale=user',
        method: 'GET',
        headers: { Accept: 'application/json' },
        body: undefined,
        credentials: 'include',
        signal: undefined,
      },
    ]);
  });

  it('adds _locale=user after an existing query, and keeps a locale the caller chose', async () => {
    const { api, lines } = client(json({}), json({}));
    await api({ url: 'https://shop.test/wp-json/wc/v3/products?search=hat#top' });
    await api({ path: 'wc/v3/products?_locale=de_DE' });
    expect(lines()).toEqual([
      'GET https://shop.test/wp-json/wc/v3/products?search=hat&_locale=user#top',
      'GET wc/v3/products?_locale=de_DE',
    ]);
  });

  it('sends data as a JSON body and passes any other body through untouched', async () => {
    const { api, requests } = client(json({ id: 7 }, 201), json({ id: 8 }, 201));
    const form = new FormData();
    form.set('file', 'bytes');
    await expect(api({ path: '/wc/v3/orders', method: 'POST', data: { status: 'pending' } })).resolves.toEqual({ id: 7 });
    await api({ path: '/wp/v2/comments', method: 'POST', body: form, headers: { 'X-Custom': '1' } });
    expect(requests[0]).toMatchObject({
      url: '/wc/v3/orders?_locale=user',
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"status":"pending"}',
    });
    expect(requests[1]).toMatchObject({ method: 'POST', headers: { 'X-Custom': '1', Accept: 'application/json' }, body: form });
    expect(requests[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('keeps an Accept header the caller set, in any spelling', async () => {
    const { api, requests } = client(json({}));
    await api({ path: '/wp/v2/posts', headers: { accept: 'text/html' } });
    expect(requests[0]?.headers).toEqual({ accept: 'text/html' });
  });

  it('resolves with the Response itself when parse is false', async () => {
    const answer = json([1, 2], 200, { 'X-WP-Total': '2' });
    const { api } = client(answer);
    const response = await api({ path: '/wp/v2/posts', parse: false });
    expect(response).toBe(answer);
    expect(response.headers.get('X-WP-Total')).toBe('2');
  });

  it('resolves a 204 with null', async () => {
    const { api, lines } = client(new Response(null, { status: 204 }));
    await expect(api({ path: '/wc/store/v1/cart/items', method: 'DELETE' })).resolves.toBeNull();
    expect(lines()).toEqual(['POST /wc/store/v1/cart/items?_locale=user']);
  });

  it.each(['PATCH', 'PUT', 'DELETE', 'put'])('sends %s as a POST naming the method in X-HTTP-Method-Override', async (method) => {
    const { api, requests } = client(json({ ok: true }));
    await api({ path: '/wc/v3/products/5', method, data: { name: 'Hat' } });
    expect(requests).toEqual([
      expect.objectContaining({
        url: '/wc/v3/products/5?_locale=user',
        method: 'POST',
        headers: { 'X-HTTP-Method-Override': method.toUpperCase(), Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{"name":"Hat"}',
      }),
    ]);
  });

  it.each(['GET', 'POST', 'HEAD', 'OPTIONS'])('sends %s as itself', async (method) => {
    const { api, requests } = client(json({}));
    await api({ path: '/wp/v2/posts', method, parse: false });
    expect(requests[0]?.method).toBe(method);
    expect(requests[0]?.headers).not.toHaveProperty('X-HTTP-Method-Override');
  });
});

describe('apiFetch errors', () => {
  it("rejects a non-2xx answer with the server's code, message, data and status", async () => {
    const answer = json({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } }, 403);
    const { api } = client(answer);
    const error = await failure(api({ path: '/wc/v3/orders' }));
    expect(error).toMatchObject({
      name: 'RestError',
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 403 },
      status: 403,
    });
    // The response stays readable for a caller that wants its headers or body.
    expect(error.response).toBe(answer);
    await expect(error.response!.json()).resolves.toMatchObject({ code: 'rest_forbidden' });
  });

  it('rejects a non-2xx answer also when parse is false', async () => {
    const { api } = client(restError(404, 'rest_no_route', 'No route was found matching the URL and request method.'));
    const error = await failure(api({ path: '/nope', parse: false }));
    expect(error).toMatchObject({ code: 'rest_no_route', status: 404, data: { status: 404 } });
  });

  it('rejects an answer that is not JSON with invalid_json', async () => {
    const { api } = client(text('<html>Fatal error</html>', 500), text('not json', 200));
    const fatal = await failure(api({ path: '/wc/v3/orders' }));
    expect(fatal).toMatchObject({ code: 'invalid_json', message: 'The response is not a valid JSON response.', status: 500 });
    const garbled = await failure(api({ path: '/wc/v3/orders' }));
    expect(garbled).toMatchObject({ code: 'invalid_json', message: 'The response is not a valid JSON response.', status: 200 });
  });

  it('rejects a non-2xx JSON answer without an error code with unknown_error', async () => {
    const { api } = client(json({ oops: true }, 500), json(null, 418));
    const first = await failure(api({ path: '/wc/v3/orders', method: 'POST' }));
    expect(first).toMatchObject({ code: 'unknown_error', message: 'An unknown error occurred.', status: 500, data: { status: 500, body: { oops: true } } });
    const second = await failure(api({ path: '/wc/v3/orders', method: 'POST' }));
    expect(second).toMatchObject({ code: 'unknown_error', message: 'An unknown error occurred.', status: 418 });
  });

  it('rejects a network failure with fetch_error', async () => {
    const offline = new TypeError('Failed to fetch');
    const { api, lines } = client(offline);
    const error = await failure(api({ path: '/wc/store/v1/cart/add-item', method: 'POST', data: { id: 1 } }));
    expect(error).toMatchObject({ code: 'fetch_error', message: 'You are probably offline.', status: undefined, cause: offline });
    expect(lines()).toEqual(['POST /wc/store/v1/cart/add-item?_locale=user']);
  });
});

describe('apiFetch middlewares', () => {
  it('the root URL middleware puts a path under the REST root and leaves a url alone', async () => {
    const { api, lines } = client(json({}), json({}), json({}));
    api.use(api.createRootURLMiddleware('https://shop.test/wp-json/'));
    await api({ path: '/wp/v2/users/me' });
    await api({ path: 'wc/v3/products?per_page=5' });
    await api({ url: 'https://elsewhere.test/x' });
    expect(lines()).toEqual([
      'GET https://shop.test/wp-json/wp/v2/users/me?_locale=user',
      'GET https://shop.test/wp-json/wc/v3/products?per_page=5&_locale=user',
      'GET https://elsewhere.test/x?_locale=user',
    ]);
  });

  it('the root URL middleware joins a path onto a plain-permalink root with &', async () => {
    const { api, lines } = client(json({}));
    api.use(api.createRootURLMiddleware('https://shop.test/?rest_route=/'));
    await api({ path: '/wc/v3/products?page=2' });
    expect(lines()).toEqual(['GET https://shop.test/?rest_route=/wc/v3/products&page=2&_locale=user']);
  });

  it('the nonce middleware sends X-WP-Nonce, replaces a stale one, and follows .nonce', async () => {
    const { api, requests } = client(json({}), json({}), json({}));
    const nonce = api.createNonceMiddleware('abc123');
    api.use(nonce);
    await api({ path: '/wp/v2/users/me' });
    await api({ path: '/wp/v2/users/me', headers: { 'x-wp-nonce': 'old' } });
    nonce.nonce = 'def456';
    await api({ path: '/wp/v2/users/me' });
    expect(requests.map((request) => request.headers)).toEqual([
      { 'X-WP-Nonce': 'abc123', Accept: 'application/json' },
      { 'X-WP-Nonce': 'abc123', Accept: 'application/json' },
      { 'X-WP-Nonce': 'def456', Accept: 'application/json' },
    ]);
    expect(api.nonceMiddleware).toBe(nonce);
  });

  it('sends no nonce header while the nonce is empty (a visitor who is not signed in)', async () => {
    const { api, requests } = client(json({}));
    api.use(api.createNonceMiddleware(''));
    await api({ path: '/wc/store/v1/cart' });
    expect(requests[0]?.headers).toEqual({ Accept: 'application/json' });
  });

  it('runs the last middleware added first, each seeing what the previous one passed on', async () => {
    const { api, requests } = client(json({ n: 1 }));
    const order: string[] = [];
    api.use(async (options, next) => {
      order.push(`first sees ${options.headers?.['X-Step']}`);
      return next({ ...options, headers: { ...options.headers, 'X-Step': 'first' } });
    });
    api.use(async (options, next) => {
      order.push('second');
      const result = (await next({ ...options, headers: { 'X-Step': 'second' } })) as { n: number };
      return { n: result.n + 1 };
    });
    await expect(api({ path: '/x' })).resolves.toEqual({ n: 2 });
    expect(order).toEqual(['second', 'first sees second']);
    expect(requests[0]?.headers).toEqual({ 'X-Step': 'first', Accept: 'application/json' });
  });

  it('setFetchHandler replaces the fetch, after every middleware has run', async () => {
    const { api, requests } = client();
    const seen: unknown[] = [];
    api.setFetchHandler(async (options) => {
      seen.push(options);
      return 'handled';
    });
    await expect(api({ path: '/wc/v3/products/1', method: 'DELETE' })).resolves.toBe('handled');
    expect(seen).toEqual([
      { path: '/wc/v3/products/1?_locale=user', method: 'POST', headers: { 'X-HTTP-Method-Override': 'DELETE' } },
    ]);
    expect(requests).toEqual([]);
  });
});

describe('the default client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is an apiFetch using the global fetch of the moment', async () => {
    const fake = fakeFetch(json({ name: 'Vitrine' }));
    vi.stubGlobal('fetch', fake.fetch);
    await expect(apiFetch({ url: 'https://shop.test/wp-json/' })).resolves.toEqual({ name: 'Vitrine' });
    expect(fake.lines()).toEqual(['GET https://shop.test/wp-json/?_locale=user']);
    expect(typeof apiFetch.use).toBe('function');
    expect(apiFetch.nonceEndpoint).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
  });
});
