import { METHODS } from 'node:http';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { rawExchange } from './fixtures/raw-request.ts';
import { useHttpShop } from './http-shop.ts';

const SERVED = 'GET, HEAD, POST, PUT, PATCH, DELETE';

/** Methods no address of the shop answers: standard, WebDAV's, made up, in the wrong case. */
const UNSERVED = ['TRACE', 'CONNECT', 'OPTIONS', 'PROPFIND', 'MKCOL', 'PURGE', 'TRACK', 'FOO', 'get', 'Post', 'patch'];

describe.each(DIALECTS)('HTTP methods on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  /** Each kind of address, with the methods it answers. */
  let paths: [path: string, allow: string][];

  beforeAll(async () => {
    const asset = /\/assets\/[^"]+\.js/.exec(await (await shop.request('/')).text())?.[0];
    expect(asset).toBeDefined();
    paths = [
      ['/', 'GET, HEAD, POST'],
      ['/shop/', 'GET, HEAD, POST'],
      ['/cart', 'GET, HEAD, POST'],
      ['/robots.txt', 'GET, HEAD, POST'],
      ['/?wc-ajax=get_refreshed_fragments', 'POST'],
      ['/?wc-ajax=no_such_endpoint', 'POST'],
      ['/wp-json/', 'GET'],
      ['/wp-json/wc/store/v1/cart', 'GET'],
      ['/wp-json/wp/v2/users/me', 'GET, POST, PUT, PATCH'],
      ['/wp-json/no/such/route', SERVED],
      [asset as string, 'GET, HEAD'],
      ['/uploads/none.jpg', 'GET, HEAD'],
    ];
  });

  it('answers a method no address takes with 405 and what the address takes in Allow, on every kind of path, logging nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const method of UNSERVED) {
        for (const [path, allow] of paths) {
          // CONNECT names a host, not a path; Node's parser knows only uppercase methods of its list.
          const target = method === 'CONNECT' ? `${new URL(shop.url).host}` : path;
          const response = await rawExchange(shop.url, `${method} ${target} HTTP/1.1`);
          const known = METHODS.includes(method) && method !== 'CONNECT';
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.allow, `${method} ${path}`).toBe(known ? allow : SERVED);
          expect(response.body).not.toMatch(/\bat .+:\d+/);
          if (method === 'CONNECT') break;
        }
      }
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('answers a method the shop serves elsewhere, at an address that does not take it, with 405 and Allow', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/', 'GET, HEAD, POST'],
      ['DELETE', '/cart/', 'GET, HEAD, POST'],
      ['PATCH', '/uploads/none.jpg', 'GET, HEAD'],
      ['POST', '/uploads/none.jpg', 'GET, HEAD'],
      ['DELETE', '/wp-json/wc/store/v1/cart', 'GET'],
      ['GET', '/?wc-ajax=get_refreshed_fragments', 'POST'],
    ] as const) {
      const response = await rawExchange(shop.url, `${method} ${path} HTTP/1.1`, { 'Content-Type': 'application/x-www-form-urlencoded' }, method === 'GET' ? undefined : new TextEncoder().encode('a=1'));
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow, `${method} ${path}`).toBe(allow);
    }
  });

  it('still answers the methods each address takes', async () => {
    const asset = paths.find(([path]) => path.startsWith('/assets/'))?.[0] ?? '';
    expect((await rawExchange(shop.url, 'GET /shop/ HTTP/1.1')).status).toBe(200);
    expect((await rawExchange(shop.url, 'HEAD / HTTP/1.1')).status).toBe(200);
    expect((await rawExchange(shop.url, `HEAD ${asset} HTTP/1.1`)).status).toBe(200);
    const fragments = await rawExchange(shop.url, 'POST /?wc-ajax=get_refreshed_fragments HTTP/1.1', { 'Content-Type': 'application/x-www-form-urlencoded' }, new TextEncoder().encode('time=1'));
    expect(fragments.status).toBe(200);
    expect((await rawExchange(shop.url, 'GET /wp-json/wc/store/v1/cart HTTP/1.1')).status).toBe(200);
  });
});
