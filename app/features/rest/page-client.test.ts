import { describe, expect, it } from 'vitest';
import { createApiFetch } from './api-fetch.ts';
import { fakeFetch, json } from './fake-fetch.fixture.ts';
import { configureForPage, pageApiSettings } from './page-client.ts';

const pageWindow = (globals: Record<string, unknown> = {}) => ({ location: new URL('https://shop.test/product/mug/'), ...globals }) as unknown as Window;

describe('the page’s REST settings', () => {
  it('come from window.wpApiSettings on a signed-in user’s page', () => {
    expect(pageApiSettings(pageWindow({ wpApiSettings: { root: 'https://shop.test/wp-json/', nonce: 'abc' } }))).toEqual({ root: 'https://shop.test/wp-json/', nonce: 'abc' });
  });

  it('are this origin’s root and no nonce elsewhere, or when the object is not what WordPress writes', () => {
    const own = { root: 'https://shop.test/wp-json/', nonce: '' };
    expect(pageApiSettings(pageWindow())).toEqual(own);
    expect(pageApiSettings(pageWindow({ wpApiSettings: 'x' }))).toEqual(own);
    expect(pageApiSettings(pageWindow({ wpApiSettings: { root: 3, nonce: ['n'] } }))).toEqual(own);
  });
});

describe('a client configured for the page', () => {
  it('sends paths under the page’s root with its nonce', async () => {
    const fake = fakeFetch(json({ title: 'Shop' }));
    const api = configureForPage(createApiFetch({ fetch: () => fake.fetch }), pageWindow({ wpApiSettings: { root: 'https://shop.test/wp-json/', nonce: 'abc' } }));
    await expect(api({ path: '/wp/v2/settings' })).resolves.toEqual({ title: 'Shop' });
    expect(fake.requests[0]).toMatchObject({ url: 'https://shop.test/wp-json/wp/v2/settings?_locale=user', headers: { 'X-WP-Nonce': 'abc', Accept: 'application/json' }, credentials: 'include' });
    expect(api.nonceMiddleware?.nonce).toBe('abc');
  });

  it('sends no nonce without one, nor with a request that carries no cookies', async () => {
    const fake = fakeFetch(json({}), json({}));
    const visitor = configureForPage(createApiFetch({ fetch: () => fake.fetch }), pageWindow());
    await visitor({ path: 'vitrine/v1/analytics', method: 'POST', data: {} });
    const signedIn = configureForPage(createApiFetch({ fetch: () => fake.fetch }), pageWindow({ wpApiSettings: { root: 'https://shop.test/wp-json/', nonce: 'abc' } }));
    await signedIn({ path: 'vitrine/v1/analytics', method: 'POST', data: {}, credentials: 'omit' });
    expect(fake.requests.map(({ url, headers }) => ({ url, headers }))).toEqual([
      { url: 'https://shop.test/wp-json/vitrine/v1/analytics?_locale=user', headers: { Accept: 'application/json', 'Content-Type': 'application/json' } },
      { url: 'https://shop.test/wp-json/vitrine/v1/analytics?_locale=user', headers: { Accept: 'application/json', 'Content-Type': 'application/json' } },
    ]);
  });
});
