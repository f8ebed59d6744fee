import { once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressResponses } from '../server/http/response-compression.ts';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getContentVersion, touchContentVersion } from '../core/settings/settings.ts';
import { sessionCookieName } from '../app/services/request-session.ts';
import { PageCache, type PageCacheOptions } from '../server/http/page-cache.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A small shop stand-in: the cache in front of a renderer that counts its calls. */
class CountingSite {
  calls = 0;
  readonly cache: PageCache;
  #server: Server | null = null;
  #url = '';

  constructor(options: Partial<PageCacheOptions> & Pick<PageCacheOptions, 'readVersion'>) {
    this.cache = new PageCache({ enabled: true, ttlSeconds: 300, maxEntries: 100, ...options });
  }

  async start(): Promise<void> {
    const app = express();
    app.use(this.cache.lookup);
    app.use(compressResponses());
    app.use(async (req, res, next) => {
      try {
        this.calls += 1;
        const [response, extraCookies] = await this.#render(req.path);
        await this.cache.send(req, res, response, extraCookies);
      } catch (error) {
        next(error);
      }
    });
    this.#server = app.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
    this.#url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  request(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, this.#url), { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(options.body);
    });
  }

  async #render(path: string): Promise<[Response, string[]]> {
    const html = `<!DOCTYPE html><html><body><h1>${path}</h1><p>render ${this.calls}</p>${'<li>A product card</li>'.repeat(200)}</body></html>`;
    const headers = { 'Content-Type': 'text/html; charset=utf-8' };
    if (path === '/slow/') await new Promise((resolve) => setTimeout(resolve, 60));
    if (path === '/missing/') return [new Response(html, { status: 404, headers }), []];
    if (path === '/sets-cookie/') return [new Response(html, { headers: { ...headers, 'Set-Cookie': 'a=1; Path=/' } }), []];
    if (path === '/session-cookie/') return [new Response(html, { headers }), ['wp_woocommerce_session_x=1; Path=/']];
    if (path === '/json/') return [Response.json({ calls: this.calls }), []];
    if (path === '/no-store/') return [new Response(html, { headers: { ...headers, 'Cache-Control': 'no-store' } }), []];
    return [new Response(html, { headers }), []];
  }
}

const BR = { 'accept-encoding': 'gzip, deflate, br' };

describe('page cache over HTTP', () => {
  let site: CountingSite;
  let now = 1_000_000;
  let version = 'v1';
  beforeAll(async () => {
    site = new CountingSite({ readVersion: async () => version, now: () => now, ttlSeconds: 60 });
    await site.start();
  });
  afterAll(() => site.stop());
  afterEach(() => {
    site.cache.invalidate();
    site.calls = 0;
  });

  it('renders once, then serves the stored page', async () => {
    const first = await site.request('/shop/');
    const second = await site.request('/shop/');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(site.calls).toBe(1);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.vary).toBe('Accept-Encoding');
  });

  it('serves brotli, gzip or plain bytes as the client accepts, with matching lengths', async () => {
    const plain = await site.request('/shop/');
    const br = await site.request('/shop/', { headers: BR });
    const gz = await site.request('/shop/', { headers: { 'accept-encoding': 'gzip' } });
    expect(site.calls).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    for (const reply of [plain, br, gz]) expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('answers HEAD from the cache without a body, and revalidation with 304', async () => {
    const first = await site.request('/blog/', { headers: BR });
    const head = await site.request('/blog/', { method: 'HEAD', headers: BR });
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    const revalidated = await site.request('/blog/', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(site.calls).toBe(1);
  });

  it('keys orderby separately and normalises it', async () => {
    await site.request('/shop/?orderby=price');
    const again = await site.request('/shop/?orderby=PRICE');
    expect(again.headers['x-cache']).toBe('HIT');
    await site.request('/shop/');
    expect(site.calls).toBe(2);
  });

  it('renders every time for session cookies, extra queries, writes and private paths', async () => {
    const cookie = `${sessionCookieName('vitrine')}=abc`;
    const bypasses: Array<[string, { method?: string; headers?: Record<string, string>; body?: string }]> = [
      ['/shop/', { headers: { cookie } }],
      ['/shop/?add-to-cart=12', {}],
      ['/shop/?orderby=price&utm_source=mail', {}],
      ['/shop/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }],
      ['/cart/', {}],
      ['/my-account/', {}],
    ];
    for (const [path, options] of bypasses) {
      const before = site.calls;
      const first = await site.request(path, options);
      await site.request(path, options);
      expect(site.calls - before, path).toBe(2);
      expect(first.headers['x-cache'], path).toBeUndefined();
    }
  });

  it('does not keep errors, cookies, non-HTML or no-store responses', async () => {
    for (const path of ['/missing/', '/sets-cookie/', '/session-cookie/', '/json/', '/no-store/']) {
      const before = site.calls;
      const first = await site.request(path);
      const second = await site.request(path);
      expect(site.calls - before, path).toBe(2);
      expect(second.headers['x-cache'], path).toBe('MISS');
      expect(second.status, path).toBe(first.status);
    }
    const cookie = await site.request('/sets-cookie/');
    expect(cookie.headers['set-cookie']).toEqual(['a=1; Path=/']);
    const session = await site.request('/session-cookie/');
    expect(session.headers['set-cookie']).toEqual(['wp_woocommerce_session_x=1; Path=/']);
  });

  it('renders concurrent misses for one page once', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => site.request('/slow/', { headers: BR })));
    expect(site.calls).toBe(1);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(replies.filter((reply) => reply.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  it('expires pages after the TTL', async () => {
    await site.request('/product/mug/');
    now += 59_999;
    expect((await site.request('/product/mug/')).headers['x-cache']).toBe('HIT');
    now += 1;
    expect((await site.request('/product/mug/')).headers['x-cache']).toBe('MISS');
  });

  it('drops everything on invalidate()', async () => {
    await site.request('/');
    site.cache.invalidate();
    expect((await site.request('/')).headers['x-cache']).toBe('MISS');
    expect(site.calls).toBe(2);
  });

  it('checks the content version at most once per second and clears when it changed', async () => {
    now += 5_000;
    await site.request('/');
    version = 'v2';
    now += 999;
    expect((await site.request('/')).headers['x-cache']).toBe('HIT');
    now += 1;
    expect((await site.request('/')).headers['x-cache']).toBe('MISS');
    expect((await site.request('/')).headers['x-cache']).toBe('HIT');
  });

  it('re-reads the version right after a write in this process', async () => {
    now += 5_000;
    await site.request('/');
    version = 'v3';
    await site.request('/admin/products/', { method: 'POST', body: '' });
    expect((await site.request('/')).headers['x-cache']).toBe('MISS');
  });
});

describe('page cache when disabled', () => {
  it('renders every request', async () => {
    const site = new CountingSite({ enabled: false, readVersion: async () => '0' });
    await site.start();
    try {
      await site.request('/shop/');
      const second = await site.request('/shop/');
      expect(site.calls).toBe(2);
      expect(second.headers['x-cache']).toBeUndefined();
    } finally {
      await site.stop();
    }
  });

  it('still sends each rendered page compressed as the client accepts, with its length', async () => {
    const site = new CountingSite({ enabled: false, readVersion: async () => '0' });
    await site.start();
    try {
      const plain = await site.request('/shop/');
      const br = await site.request('/shop/', { headers: BR });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      // Each render differs by its counter only.
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString().replace('render 1', 'render 2'));
      expect(plain.headers['content-encoding']).toBeUndefined();
    } finally {
      await site.stop();
    }
  });
});

describe('page cache version reads', () => {
  it('reads the version once per second however many requests arrive', async () => {
    let now = 0;
    let reads = 0;
    const readVersion = async () => {
      reads += 1;
      return 'same';
    };
    const site = new CountingSite({ now: () => now, readVersion });
    await site.start();
    try {
      await Promise.all(Array.from({ length: 5 }, () => site.request('/')));
      for (let i = 0; i < 5; i += 1) await site.request('/');
      expect(reads).toBe(1);
      now += 1_000;
      await site.request('/');
      expect(reads).toBe(2);
      expect(site.calls).toBe(1);
    } finally {
      await site.stop();
    }
  });
});

describe('page cache and the caches feeding it', () => {
  it('tells them to drop their data whenever pages are dropped', async () => {
    let now = 0;
    let version = 'a';
    let dropped = 0;
    const site = new CountingSite({ now: () => now, readVersion: async () => version, onInvalidate: () => (dropped += 1) });
    await site.start();
    try {
      await site.request('/');
      expect(dropped).toBe(0);
      version = 'b';
      now += 1_000;
      await site.request('/');
      expect(dropped).toBe(1);
      site.cache.invalidate();
      expect(dropped).toBe(2);
    } finally {
      await site.stop();
    }
  });
});

describe.each(DIALECTS)('page cache invalidation through the content version on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let site: CountingSite;
  let now = 0;
  beforeAll(async () => {
    site = new CountingSite({ readVersion: () => getContentVersion(database.db), now: () => now });
    await site.start();
  });
  afterAll(() => site?.stop());

  it('serves the stored page until another process touches the version, then renders again', async () => {
    expect((await site.request('/product/mug/')).headers['x-cache']).toBe('MISS');
    expect((await site.request('/product/mug/')).headers['x-cache']).toBe('HIT');
    await touchContentVersion(database.db);
    expect((await site.request('/product/mug/')).headers['x-cache']).toBe('HIT');
    now += 1_000;
    expect((await site.request('/product/mug/')).headers['x-cache']).toBe('MISS');
    expect((await site.request('/product/mug/')).headers['x-cache']).toBe('HIT');
    expect(site.calls).toBe(2);
  });
});
