import { NONCE_ENDPOINT } from './constants.ts';
import { createFetchHandler } from './fetch-handler.ts';
import { httpV1Middleware } from './middlewares/http-v1.ts';
import { mediaUploadMiddleware } from './middlewares/media-upload.ts';
import { createNonceMiddleware, isNonceMiddleware, type NonceMiddleware } from './middlewares/nonce.ts';
import { pagingMiddleware } from './middlewares/paging.ts';
import { createRetryMiddleware, DEFAULT_RETRY, type RetryOptions } from './middlewares/retry.ts';
import { createRootURLMiddleware } from './middlewares/root-url.ts';
import { userLocaleMiddleware } from './middlewares/user-locale.ts';
import { withNonceRefresh } from './nonce-refresh.ts';
import type { ApiFetchMiddleware, ApiFetchOptions, FetchHandler } from './types.ts';

export { RestError, REST_ERROR_MESSAGES } from './errors.ts';
export type { ApiFetchMiddleware, ApiFetchOptions, FetchHandler } from './types.ts';
export type { NonceMiddleware } from './middlewares/nonce.ts';
export type { RetryOptions } from './middlewares/retry.ts';

export interface ApiFetch {
  (options: ApiFetchOptions & { parse: false }): Promise<Response>;
  <T = unknown>(options: ApiFetchOptions): Promise<T>;
  /** Adds a middleware; the last one added runs first, as in `@wordpress/api-fetch`. */
  use(middleware: ApiFetchMiddleware): void;
  /** Replaces the innermost step (the fetch itself); it should reject with a RestError on failure. */
  setFetchHandler(handler: FetchHandler): void;
  createNonceMiddleware: typeof createNonceMiddleware;
  createRootURLMiddleware: typeof createRootURLMiddleware;
  /** The middleware a stale nonce is refreshed into; the first nonce middleware passed to `use`. */
  nonceMiddleware: NonceMiddleware | undefined;
  nonceEndpoint: string;
  retry: RetryOptions;
}

export interface ApiFetchConfig {
  /** Which fetch to use, asked at each request (default: the global fetch at that time). */
  fetch?: () => typeof fetch;
  retry?: Partial<RetryOptions>;
  nonceEndpoint?: string;
}

/**
 * A REST client with `@wordpress/api-fetch`'s interface. Each request passes through the registered
 * middlewares, then the built-in ones in this order: media upload recovery, `per_page=-1` paging,
 * `_locale=user`, method tunnelling, retry of idempotent requests, and the fetch itself. A stale nonce is
 * refreshed around the whole chain, so the repeated request goes through every middleware again.
 */
export function createApiFetch(config: ApiFetchConfig = {}): ApiFetch {
  const getFetch = config.fetch ?? (() => (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const registered: ApiFetchMiddleware[] = [];
  let handler: FetchHandler = createFetchHandler(getFetch);

  const apiFetch = ((options: ApiFetchOptions) => {
    const builtIn: ApiFetchMiddleware[] = [
      mediaUploadMiddleware,
      pagingMiddleware,
      userLocaleMiddleware,
      httpV1Middleware,
      createRetryMiddleware(() => apiFetch.retry),
    ];
    const chain = [...registered, ...builtIn].reduceRight<FetchHandler>(
      (next, middleware) => (working) => middleware(working, next),
      handler,
    );
    return withNonceRefresh(() => chain(options), {
      fetch: getFetch(),
      endpoint: apiFetch.nonceEndpoint,
      middleware: apiFetch.nonceMiddleware,
      signal: options.signal,
    });
  }) as ApiFetch;

  apiFetch.use = (middleware) => {
    registered.unshift(middleware);
    if (!apiFetch.nonceMiddleware && isNonceMiddleware(middleware)) apiFetch.nonceMiddleware = middleware;
  };
  apiFetch.setFetchHandler = (next) => {
    handler = next;
  };
  apiFetch.createNonceMiddleware = createNonceMiddleware;
  apiFetch.createRootURLMiddleware = createRootURLMiddleware;
  apiFetch.nonceMiddleware = undefined;
  apiFetch.nonceEndpoint = config.nonceEndpoint ?? NONCE_ENDPOINT;
  apiFetch.retry = { ...DEFAULT_RETRY, ...config.retry };
  return apiFetch;
}

/** The page's shared client: configure it once (root URL, nonce) and call it everywhere. */
const apiFetch = createApiFetch();
export default apiFetch;
