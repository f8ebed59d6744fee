import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { mayEditContent } from './content-writes.ts';
import { negotiateEncoding, type Encoding } from './content-encoding.ts';
import { sendWebResponse } from './web-adapter.ts';
import { NOTICE_COOKIE } from '../../app/services/notice-cookie.ts';
import { documentResponse, responseBytes } from '../../app/document/document-response.ts';

/**
 * Whole-page cache for what every visitor sees alike (catalog and content pages). Bodies are
 * compressed once when stored, so a hit is a header write and a buffer write. Entries are dropped
 * when the shared content version changes (checked at most once per `versionCheckMs`, so every
 * process sees an admin edit within a second), when they outlive the TTL, or by LRU eviction.
 */

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Any WooCommerce session cookie means per-visitor markup (cart count, notices, account links). */
export const SESSION_COOKIE_PREFIX = 'wp_woocommerce_session_';
/** Paths whose pages belong to one visitor or to a protocol, never cached. */
const PRIVATE_PREFIXES = ['/cart/', '/checkout/', '/my-account/', '/admin/', '/wp-json/', '/wp-admin/', '/uploads/', '/assets/'];
const ORDERBY_VALUE = /^[a-z0-9_-]{1,40}$/i;
/** Larger documents are served but not kept: a cache entry should never be a memory risk. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const BROWSER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';


export interface PageCacheOptions {
  enabled: boolean;
  ttlSeconds: number;
  maxEntries: number;
  /** Reads the shared content version (`getContentVersion(db)`). */
  readVersion: () => Promise<string>;
  versionCheckMs?: number;
  /** Tells a CDN in front how long it may keep a page (`s-maxage`); browsers always revalidate. */
  sharedMaxAgeSeconds?: number;
  /** Called whenever pages are dropped: other caches feeding the render (settings) must not outlive them. */
  onInvalidate?: () => void;
  /**
   * The variant of a page this request gets, beyond its URL: pages that differ by the visitor's
   * country (the consent banner follows its cookie law) are kept once per variant.
   */
  variantOf?: (req: Request) => string;
  now?: () => number;
}

export interface CachedPage {
  /** Flat `[name, value, …]` header lists per encoding, ready for `writeHead` on a hit. */
  headers: Record<Encoding, string[]>;
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** The page's Vary (the rendered response's and Accept-Encoding), repeated on a 304. */
  vary: string;
  /**
   * The page's Content-Security-Policy, repeated on a 304: a browser updates its stored copy with the
   * headers of a 304, so one without it would leave the page under the policy of non-pages.
   */
  policy: string | null;
}

interface KeyedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: { cookie?: string | undefined; authorization?: string | undefined };
}

/**
 * The cache key for a request, or null when the request must reach the renderer: only GET/HEAD of a
 * canonical page path, without a session cookie or credentials, and no query but `orderby`. A search's
 * results (`/?s=…`, `/page/2/?s=…`) are never kept: their terms are anyone's to choose, so keying pages by
 * them would let any visitor fill the cache with pages nobody else asks for (the LRU would then push out
 * the shop's real pages). They are rendered each time, as WordPress does them.
 */
export function pageCacheKey(req: KeyedRequest): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.startsWith('/') || !path.endsWith('/') || path.includes('.')) return null;
  if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  if (req.headers.authorization || hasSessionCookie(req.headers.cookie) || hasNoticeCookie(req.headers.cookie)) return null;
  if (queryAt === -1 || queryAt === url.length - 1) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const names = [...params.keys()];
  if (names.length !== 1 || names[0] !== 'orderby') return null;
  const orderby = params.get('orderby') ?? '';
  if (orderby === '') return path;
  return ORDERBY_VALUE.test(orderby) ? `${path}?orderby=${orderby.toLowerCase()}` : null;
}

export function hasSessionCookie(header: string | undefined): boolean {
  return hasCookieStartingWith(header, SESSION_COOKIE_PREFIX);
}

/** Notices waiting for this visitor (app/services/notice-cookie.ts) make the next page theirs alone too. */
export function hasNoticeCookie(header: string | undefined): boolean {
  return hasCookieStartingWith(header, `${NOTICE_COOKIE}=`);
}

function hasCookieStartingWith(header: string | undefined, prefix: string): boolean {
  if (!header || !header.includes(prefix)) return false;
  return header.split(';').some((part) => part.trimStart().startsWith(prefix));
}

/** A Map used as an LRU (insertion order = recency) whose entries also expire after `ttlMs`. */
export class LruTtlMap<V> {
  readonly #entries = new Map<string, { value: V; storedAt: number }>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(maxEntries: number, ttlMs: number, now: () => number = Date.now) {
    this.#maxEntries = Math.max(1, maxEntries);
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#now() - entry.storedAt >= this.#ttlMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** Headers of the rendered response that a cached copy repeats; the rest are ours to set. */
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'cache-control', 'etag', 'vary', 'x-cache']);

/** The rendered response's Vary with Accept-Encoding added (the cache picks the encoding), each name once. */
export function varyOf(headers: Headers): string {
  const names = new Map<string, string>();
  for (const name of [...(headers.get('vary') ?? '').split(','), 'Accept-Encoding']) {
    const trimmed = name.trim();
    if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
  }
  return [...names.values()].join(', ');
}

/** Builds a cache entry: the body in each encoding and the headers that go with it. */
export async function buildCachedPage(headers: Headers, identity: Buffer, sharedMaxAgeSeconds?: number): Promise<CachedPage> {
  // Brotli quality 8 is the last cheap step (about 1 ms for a 30 KB page); 9–11 cost 10–90 ms for a few % less.
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 8,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  const cacheControl = sharedMaxAgeSeconds ? `${BROWSER_CACHE_CONTROL}, s-maxage=${sharedMaxAgeSeconds}` : BROWSER_CACHE_CONTROL;
  const common: string[] = [];
  for (const [name, value] of headers) {
    if (!DROPPED_HEADERS.has(name)) common.push(name, value);
  }
  const vary = varyOf(headers);
  common.push('Cache-Control', cacheControl, 'ETag', etag, 'Vary', vary);
  const bodies: Record<Encoding, Buffer> = { br, gzip: gz, identity };
  const withEncoding = (encoding: Encoding) => [
    ...common,
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length',
    String(bodies[encoding].length),
    'X-Cache',
    'HIT',
  ];
  return { bodies, etag, vary, policy: headers.get('content-security-policy'), headers: { br: withEncoding('br'), gzip: withEncoding('gzip'), identity: withEncoding('identity') } };
}

/** Whether a rendered response is the same for everyone and may be kept. */
export function isStorable(response: globalThis.Response, extraCookies: readonly string[]): boolean {
  if (response.status !== 200 || extraCookies.length > 0 || response.headers.has('set-cookie')) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (/no-store|private/i.test(response.headers.get('cache-control') ?? '')) return false;
  if (response.headers.has('content-encoding')) return false;
  return Number(response.headers.get('content-length') ?? 0) <= MAX_BODY_BYTES;
}

const KEY_LOCAL = 'pageCacheKey';

export class PageCache {
  readonly #options: PageCacheOptions;
  readonly #now: () => number;
  readonly #store: LruTtlMap<CachedPage>;
  /** Renders in progress per key: later misses wait for the first one instead of rendering again. */
  readonly #inflight = new Map<string, Promise<void>>();
  #version: string | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | null = null;
  /** Bumped on every clear, so a render that started before an invalidation is not stored after it. */
  #generation = 0;
  readonly #encodings = new Map<string, Encoding>();

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#store = new LruTtlMap(options.maxEntries, options.ttlSeconds * 1000, this.#now);
  }

  get enabled(): boolean {
    return this.#options.enabled;
  }

  get size(): number {
    return this.#store.size;
  }

  /** Drops every page now (this process); other processes follow through the content version. */
  invalidate(): void {
    this.#store.clear();
    this.#generation += 1;
    this.#options.onInvalidate?.();
  }

  /** Express middleware, mounted first: serves hits and marks cacheable misses for `send`. */
  readonly lookup = (req: Request, res: Response, next: NextFunction): void => {
    if (!this.#options.enabled) return next();
    const pageKey = pageCacheKey(req);
    const key = pageKey === null || !this.#options.variantOf ? pageKey : `${pageKey}#${this.#options.variantOf(req)}`;
    if (key === null) {
      // An edit in this process makes the next lookup re-read the version (not every write: see mayEditContent).
      if (mayEditContent(req.method, req.path)) {
        res.once('finish', () => {
          this.#checkedAt = Number.NEGATIVE_INFINITY;
        });
      }
      return next();
    }
    const due = this.#now() - this.#checkedAt >= (this.#options.versionCheckMs ?? 1000);
    if (!due && this.#serveIfCached(req, res, key)) return;
    void this.#lookupSlow(req, res, next, key, due);
  };

  /**
   * Sends the renderer's response. A cacheable one is buffered, compressed, stored and served like
   * a hit; anything else streams through unchanged.
   */
  async send(req: Request, res: Response, response: globalThis.Response, extraCookies: readonly string[] = []): Promise<void> {
    const key = res.locals[KEY_LOCAL] as string | undefined;
    if (key === undefined) return sendWebResponse(res, response, [...extraCookies]);
    const generation = this.#generation;
    try {
      if (!isStorable(response, extraCookies)) {
        res.setHeader('X-Cache', 'MISS');
        return await sendWebResponse(res, response, [...extraCookies]);
      }
      const body = await responseBytes(response);
      if (body.length > MAX_BODY_BYTES) {
        res.setHeader('X-Cache', 'MISS');
        return await sendWebResponse(res, documentResponse(body, response), []);
      }
      const page = await buildCachedPage(response.headers, body, this.#options.sharedMaxAgeSeconds);
      if (generation === this.#generation && this.#options.enabled) this.#store.set(key, page);
      this.#settle(res);
      this.#write(req, res, page, 'MISS');
    } finally {
      this.#settle(res);
    }
  }

  async #lookupSlow(req: Request, res: Response, next: NextFunction, key: string, due: boolean): Promise<void> {
    try {
      if (due) await this.#checkVersion();
      if (this.#serveIfCached(req, res, key)) return;
      const pending = this.#inflight.get(key);
      if (pending) {
        await pending;
        if (this.#serveIfCached(req, res, key)) return;
      }
      res.locals[KEY_LOCAL] = key;
      if (req.method === 'GET' && !this.#inflight.has(key)) {
        let release!: () => void;
        this.#inflight.set(key, new Promise<void>((resolve) => (release = resolve)));
        res.locals.pageCacheRelease = () => {
          this.#inflight.delete(key);
          release();
        };
        // Whatever happens to the render (error, redirect, client gone), waiters are let go.
        res.once('close', () => this.#settle(res));
      }
      next();
    } catch (error) {
      next(error);
    }
  }

  #settle(res: Response): void {
    const release = res.locals.pageCacheRelease as (() => void) | undefined;
    if (release) {
      res.locals.pageCacheRelease = undefined;
      release();
    }
  }

  /** Browsers send a handful of distinct Accept-Encoding values: remember the answers. */
  #encodingFor(header: string | undefined): Encoding {
    const known = this.#encodings.get(header ?? '');
    if (known) return known;
    const encoding = negotiateEncoding(header);
    if (this.#encodings.size >= 64) this.#encodings.clear();
    this.#encodings.set(header ?? '', encoding);
    return encoding;
  }

  #serveIfCached(req: Request, res: Response, key: string): boolean {
    const page = this.#store.get(key);
    if (!page) return false;
    this.#write(req, res, page, 'HIT');
    return true;
  }

  #write(req: Request, res: Response, page: CachedPage, state: 'HIT' | 'MISS'): void {
    if (req.headers['if-none-match'] === page.etag) {
      const policy = page.policy === null ? [] : ['Content-Security-Policy', page.policy];
      res.writeHead(304, ['ETag', page.etag, 'Cache-Control', BROWSER_CACHE_CONTROL, 'Vary', page.vary, 'X-Cache', state, ...policy]);
      res.end();
      return;
    }
    const encoding = this.#encodingFor(req.headers['accept-encoding']);
    const headers = page.headers[encoding];
    res.writeHead(200, state === 'HIT' ? headers : [...headers.slice(0, -1), state]);
    res.end(req.method === 'HEAD' ? undefined : page.bodies[encoding]);
  }

  /** Re-reads the content version (one query, shared by concurrent requests) and clears on change. */
  #checkVersion(): Promise<void> {
    this.#checking ??= (async () => {
      try {
        const version = await this.#options.readVersion();
        if (this.#version !== undefined && version !== this.#version) this.invalidate();
        this.#version = version;
      } catch (error) {
        // Without the version nothing can be trusted to be current: render until the database answers.
        console.error('Page cache: could not read the content version', error);
        this.invalidate();
      } finally {
        this.#checkedAt = this.#now();
        this.#checking = null;
      }
    })();
    return this.#checking;
  }
}
