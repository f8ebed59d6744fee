import { describe, expect, it } from 'vitest';
import { createApiFetch } from './api-fetch.ts';
import { fakeFetch, instantSleep, json, type Answer } from './fake-fetch.fixture.ts';
import { nextLink } from './link-header.ts';

function client(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const api = createApiFetch({ fetch: () => fake.fetch, retry: { sleep: instantSleep().sleep } });
  api.use(api.createRootURLMiddleware('https://shop.test/wp-json/'));
  api.use(api.createNonceMiddleware('n1'));
  return { api, ...fake };
}

const page = (items: unknown[], next?: string) =>
  json(items, 200, next ? { Link: `<https://shop.test/wp-json/wc/v3/products?page=1&_locale=user>; rel="prev", <${next}>; rel="next"` } : {});

describe('per_page=-1', () => {
  it('is read in pages of 100 following the rel="next" links, and the pages are joined', async () => {
    const { api, requests } = client(
      page([{ id: 1 }, { id: 2 }], 'https://shop.test/wp-json/wc/v3/products?per_page=100&page=2&_locale=user'),
      page([{ id: 3 }], 'https://shop.test/wp-json/wc/v3/products?per_page=100&page=3&_locale=user'),
      page([{ id: 4 }]),
    );
    await expect(api({ path: '/wc/v3/products?per_page=-1&status=publish' })).resolves.toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect(requests.map(({ method, url, headers, credentials }) => ({ method, url, headers, credentials }))).toEqual([
      {
        method: 'GET',
        url: 'https://shop.test/wp-json/wc/v3/products?per_page=100&status=publish&page=1&_locale=user',
        headers: { 'X-WP-Nonce': 'n1', Accept: 'application/json' },
        credentials: 'include',
      },
      {
        method: 'GET',
        url: 'https://shop.test/wp-json/wc/v3/products?per_page=100&page=2&_locale=user',
        headers: { 'X-WP-Nonce': 'n1', Accept: 'application/json' },
        credentials: 'include',
      },
      {
        method: 'GET',
        url: 'https://shop.test/wp-json/wc/v3/products?per_page=100&page=3&_locale=user',
        headers: { 'X-WP-Nonce': 'n1', Accept: 'application/json' },
        credentials: 'include',
      },
    ]);
  });

  it('adds _locale=user to a next link that lacks it and resolves a relative one', async () => {
    const { api, lines } = client(
      json([1], 200, { Link: '</wp-json/wp/v2/media?per_page=100&page=2>; rel="next"' }),
      json([2]),
    );
    await expect(api({ path: 'wp/v2/media?per_page=-1' })).resolves.toEqual([1, 2]);
    expect(lines()).toEqual([
      'GET https://shop.test/wp-json/wp/v2/media?per_page=100&page=1&_locale=user',
      'GET https://shop.test/wp-json/wp/v2/media?per_page=100&page=2&_locale=user',
    ]);
  });

  it('replaces a page the caller gave with page 1', async () => {
    const { api, lines } = client(json([]));
    await api({ path: 'wc/v3/orders?page=4&per_page=-1' });
    expect(lines()).toEqual(['GET https://shop.test/wp-json/wc/v3/orders?page=1&per_page=100&_locale=user']);
  });

  it('returns a first answer that is not a list as it is', async () => {
    const { api, lines } = client(json({ code: 'x' }, 200, { Link: '<https://shop.test/n>; rel="next"' }));
    await expect(api({ path: 'wc/v3/reports?per_page=-1' })).resolves.toEqual({ code: 'x' });
    expect(lines()).toHaveLength(1);
  });

  it('stops when a next link points at a page already read', async () => {
    const loop = 'https://shop.test/wp-json/wc/v3/products?per_page=100&page=2&_locale=user';
    const { api, lines } = client(page([1], loop), page([2], loop));
    await expect(api({ path: 'wc/v3/products?per_page=-1' })).resolves.toEqual([1, 2]);
    expect(lines()).toHaveLength(2);
  });

  it('is sent unchanged with parse false, since there is nothing to join', async () => {
    const { api, lines } = client(json([]));
    await api({ path: 'wc/v3/products?per_page=-1', parse: false });
    expect(lines()).toEqual(['GET https://shop.test/wp-json/wc/v3/products?per_page=-1&_locale=user']);
  });

  it('leaves other page sizes alone', async () => {
    const { api, lines } = client(json([], 200, { Link: '<https://shop.test/n>; rel="next"' }));
    await api({ path: 'wc/v3/products?per_page=10' });
    expect(lines()).toEqual(['GET https://shop.test/wp-json/wc/v3/products?per_page=10&_locale=user']);
  });

  it('fails as a whole when a later page fails', async () => {
    const { api } = client(page([1], 'https://shop.test/p2'), json({ code: 'rest_forbidden', message: 'No', data: { status: 403 } }, 403));
    await expect(api({ path: 'wc/v3/products?per_page=-1' })).rejects.toMatchObject({ code: 'rest_forbidden', status: 403 });
  });
});

describe('nextLink', () => {
  it.each([
    ['<https://a.test/2>; rel="next"', 'https://a.test/2'],
    ['<https://a.test/1>; rel="prev", <https://a.test/3>; rel="next"', 'https://a.test/3'],
    ['<https://a.test/3>; rel=next', 'https://a.test/3'],
    ['<https://a.test/3>; title="a, b"; rel="next last"', 'https://a.test/3'],
    ['<https://a.test/1>; rel="prev"', undefined],
    ['', undefined],
  ])('reads %j', (header, expected) => {
    expect(nextLink(header, 'https://a.test/1')).toBe(expected);
  });

  it('resolves a relative target against an absolute base only', () => {
    expect(nextLink('</wp-json/x?page=2>; rel="next"', 'https://a.test/wp-json/x')).toBe('https://a.test/wp-json/x?page=2');
    expect(nextLink('</wp-json/x?page=2>; rel="next"', '/wp-json/x')).toBe('/wp-json/x?page=2');
  });
});
