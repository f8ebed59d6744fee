import { describe, expect, it } from 'vitest';
import { createApiFetch, RestError } from './api-fetch.ts';
import { fakeFetch, instantSleep, json, restError, text, type Answer } from './fake-fetch.fixture.ts';

const STALE = () => restError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');

function signedIn(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const api = createApiFetch({ fetch: () => fake.fetch, retry: { sleep: instantSleep().sleep } });
  api.use(api.createRootURLMiddleware('https://shop.test/wp-json/'));
  const nonce = api.createNonceMiddleware('stale1');
  api.use(nonce);
  return { api, nonce, ...fake };
}

describe('a stale nonce', () => {
  it('is refreshed from the nonce endpoint once and the request repeated with the fresh one', async () => {
    const { api, nonce, requests } = signedIn(STALE(), text('fresh2\n'), json({ id: 9 }, 201));
    await expect(api({ path: '/wc/v3/orders', method: 'POST', data: { status: 'pending' } })).resolves.toEqual({ id: 9 });
    expect(requests.map(({ url, method, headers, credentials, body }) => ({ url, method, headers, credentials, body }))).toEqual([
      {
        url: 'https://shop.test/wp-json/wc/v3/orders?_locale=user',
        method: 'POST',
        headers: { 'X-WP-Nonce': 'stale1', Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'include',
        body: '{"status":"pending"}',
      },
      { url: '/wp-admin/admin-ajax.php?action=rest-nonce', method: 'GET', headers: {}, credentials: 'include', body: undefined },
      {
        url: 'https://shop.test/wp-json/wc/v3/orders?_locale=user',
        method: 'POST',
        headers: { 'X-WP-Nonce': 'fresh2', Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'include',
        body: '{"status":"pending"}',
      },
    ]);
    expect(nonce.nonce).toBe('fresh2');
  });

  it('is retried exactly once: a second rejection reaches the caller', async () => {
    const { api, lines } = signedIn(STALE(), text('fresh2'), STALE());
    const error = await api({ path: '/wp/v2/settings', method: 'PUT', data: {} }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ code: 'rest_cookie_invalid_nonce', status: 403 });
    expect(lines()).toEqual([
      'POST https://shop.test/wp-json/wp/v2/settings?_locale=user',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce',
      'POST https://shop.test/wp-json/wp/v2/settings?_locale=user',
    ]);
  });

  it('uses the nonce endpoint the page configured', async () => {
    const { api, lines } = signedIn(STALE(), text('fresh2'), json({}));
    api.nonceEndpoint = 'https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce';
    await api({ path: '/wp/v2/users/me' });
    expect(lines()[1]).toBe('GET https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce');
  });

  it('without a nonce middleware is not refreshed: there would be nothing to send it with', async () => {
    const fake = fakeFetch(STALE());
    const api = createApiFetch({ fetch: () => fake.fetch });
    await expect(api({ path: '/wp/v2/users/me' })).rejects.toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(fake.lines()).toEqual(['GET /wp/v2/users/me?_locale=user']);
  });

  it.each([
    ['fails', text('0', 400)],
    ['answers no nonce', text('0')],
    ['answers -1', text('-1')],
    ['cannot be reached', new TypeError('Failed to fetch')],
  ])('leaves the original error when the nonce endpoint %s', async (_, answer) => {
    const { api, nonce, lines } = signedIn(STALE(), answer);
    await expect(api({ path: '/wp/v2/users/me' })).rejects.toMatchObject({ code: 'rest_cookie_invalid_nonce', status: 403 });
    expect(lines()).toHaveLength(2);
    expect(nonce.nonce).toBe('stale1');
  });

  it('takes a base64url nonce, as the shop writes them', async () => {
    const { api, nonce } = signedIn(STALE(), text('a-B_9zQ\n'), json({}));
    await api({ path: '/wp/v2/settings' });
    expect(nonce.nonce).toBe('a-B_9zQ');
  });

  it('other errors are not refreshed', async () => {
    const { api, lines } = signedIn(restError(403, 'rest_forbidden'));
    await expect(api({ path: '/wc/v3/orders' })).rejects.toMatchObject({ code: 'rest_forbidden' });
    expect(lines()).toHaveLength(1);
  });
});
