import type { HeaderRecord } from './headers.ts';

/** `@wordpress/api-fetch`'s request options: fetch's own, plus path/url, JSON `data` and `parse`. */
export interface ApiFetchOptions extends Omit<RequestInit, 'body' | 'headers' | 'method' | 'signal'> {
  /** Relative to the REST root (see createRootURLMiddleware). Ignored when `url` is given. */
  path?: string;
  /** Absolute address of the endpoint. */
  url?: string;
  method?: string;
  /** Sent as a JSON body with `Content-Type: application/json`; wins over `body`. */
  data?: unknown;
  body?: BodyInit | null;
  headers?: HeaderRecord;
  /** Default true: resolve with the parsed JSON (null for 204). False: resolve with the Response. */
  parse?: boolean;
  signal?: AbortSignal | null;
}

export type FetchHandler = (options: ApiFetchOptions) => Promise<unknown>;
export type ApiFetchMiddleware = (options: ApiFetchOptions, next: FetchHandler) => Promise<unknown>;

/** The address a request goes to, whichever of url and path it carries. */
export function targetOf(options: ApiFetchOptions): string | undefined {
  return options.url ?? options.path;
}

/** A copy of the options pointing at another address, keeping url-ness or path-ness. */
export function withTarget(options: ApiFetchOptions, target: string): ApiFetchOptions {
  return options.url !== undefined ? { ...options, url: target } : { ...options, path: target };
}
