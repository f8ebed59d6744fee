import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, urlProblem, type PublicFetchOptions } from './public-fetch.ts';
import type { Resolver } from './public-address.ts';

/** A server on a loopback address that records every request it gets. */
async function recordingServer(host: string, handle: (path: string, reply: (status: number, headers: Record<string, string>, body?: string) => void) => void) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.headers.host}${request.url}`);
    handle(request.url ?? '/', (status, headers, body) => {
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  server.listen(0, host);
  await once(server, 'listening');
  return { server, requests, port: (server.address() as AddressInfo).port };
}

describe('fetching from public addresses only', () => {
  let outside: Awaited<ReturnType<typeof recordingServer>>;
  let inside: Awaited<ReturnType<typeof recordingServer>>;
  let options: PublicFetchOptions;
  let resolutions: string[];

  beforeAll(async () => {
    // 127.0.0.2 plays the private network, which must never be contacted.
    inside = await recordingServer('127.0.0.2', (_path, reply) => reply(200, { 'content-type': 'image/png' }, 'secret'));
    outside = await recordingServer('127.0.0.1', (path, reply) => {
      if (path === '/photo.png') reply(200, { 'content-type': 'image/png' }, 'photo-bytes');
      else if (path === '/to-inside-name') reply(302, { location: `http://inside.test:${inside.port}/latest/meta-data/` });
      else if (path === '/to-inside-address') reply(301, { location: `http://127.0.0.2:${inside.port}/` });
      else if (path === '/to-file') reply(302, { location: 'file:///etc/passwd' });
      else if (path === '/relative') reply(307, { location: '/photo.png' });
      else if (path.startsWith('/loop')) reply(302, { location: `/loop${path.length}` });
      else if (path === '/big') reply(200, { 'content-length': '2048' }, 'x'.repeat(2048));
      else if (path === '/big-chunked') reply(200, {}, 'x'.repeat(4096));
      else if (path === '/silent') return;
      else reply(404, {});
    });
    // The test's stand-in for the internet: "images.test" is the outside server, "inside.test" the private one.
    const table: Record<string, string> = { 'images.test': '127.0.0.1', 'inside.test': '127.0.0.2' };
    const resolver: Resolver = async (host) => {
      resolutions.push(host);
      const address = table[host];
      return address ? [{ address, family: 4 }] : [];
    };
    options = { timeoutMs: 2000, maxBytes: 1024, maxRedirects: 3, resolver, allowed: (address) => address === '127.0.0.1' };
  });

  afterAll(() => {
    outside.server.closeAllConnections();
    outside.server.close();
    inside.server.closeAllConnections();
    inside.server.close();
  });

  const url = (path: string) => `http://images.test:${outside.port}${path}`;

  it('downloads from an allowed host and follows a relative redirect', async () => {
    resolutions = [];
    expect((await fetchPublic(url('/photo.png'), options)).toString()).toBe('photo-bytes');
    expect((await fetchPublic(url('/relative'), options)).toString()).toBe('photo-bytes');
    // One resolution per connection: the address checked is the one connected to.
    expect(resolutions).toEqual(['images.test', 'images.test', 'images.test']);
  });

  it('checks every redirect hop and never contacts a private address', async () => {
    await expect(fetchPublic(url('/to-inside-name'), options)).rejects.toThrow('inside.test resolves to 127.0.0.2, which is not a public address');
    await expect(fetchPublic(url('/to-inside-address'), options)).rejects.toThrow('127.0.0.2 is not a public address');
    await expect(fetchPublic(url('/to-file'), options)).rejects.toThrow('only http and https addresses are fetched, not file');
    await expect(fetchPublic(`http://127.0.0.2:${inside.port}/`, options)).rejects.toThrow('127.0.0.2 is not a public address');
    await expect(fetchPublic(`http://inside.test:${inside.port}/`, options)).rejects.toThrow('not a public address');
    expect(inside.requests).toEqual([]);
  });

  it('stops after a few redirects, at the size cap and at the time limit', async () => {
    await expect(fetchPublic(url('/loop'), options)).rejects.toThrow('more than 3 redirects');
    await expect(fetchPublic(url('/big'), options)).rejects.toThrow('larger than');
    await expect(fetchPublic(url('/big-chunked'), options)).rejects.toThrow('larger than');
    await expect(fetchPublic(url('/silent'), { ...options, timeoutMs: 300 })).rejects.toThrow('took too long');
    await expect(fetchPublic(url('/missing'), options)).rejects.toThrow('HTTP 404');
    await expect(fetchPublic(`http://nowhere.test:${outside.port}/`, options)).rejects.toThrow('has no address');
  });

  it('judges schemes, credentials and literal addresses before any connection', () => {
    expect(urlProblem(new URL('file:///etc/passwd'))).toBe('only http and https addresses are fetched, not file');
    expect(urlProblem(new URL('ftp://example.com/a.png'))).toBe('only http and https addresses are fetched, not ftp');
    expect(urlProblem(new URL('http://user:pw@example.com/a.png'))).toBe('addresses with a user name or password are not fetched');
    expect(urlProblem(new URL('http://169.254.169.254/latest/meta-data/'))).toBe('169.254.169.254 is not a public address');
    expect(urlProblem(new URL('http://2130706433/'))).toBe('127.0.0.1 is not a public address');
    expect(urlProblem(new URL('http://[::ffff:127.0.0.1]/'))).toBe('::ffff:7f00:1 is not a public address');
    expect(urlProblem(new URL('https://images.example.com/a.png'))).toBeNull();
  });
});
