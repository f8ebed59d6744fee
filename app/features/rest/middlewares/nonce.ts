import { withHeader } from '../headers.ts';
import type { ApiFetchMiddleware } from '../types.ts';

export type NonceMiddleware = ApiFetchMiddleware & { nonce: string };

const NONCE_MIDDLEWARES = new WeakSet<ApiFetchMiddleware>();

/** Sends the current nonce as X-WP-Nonce; assign `.nonce` to change it for every later request. */
export function createNonceMiddleware(nonce: string): NonceMiddleware {
  const middleware: NonceMiddleware = Object.assign(
    (options: Parameters<ApiFetchMiddleware>[0], next: Parameters<ApiFetchMiddleware>[1]) =>
      // No header for an empty nonce (the server rejects an empty one rather than ignoring it), nor for a
      // request sent without cookies: there it proves nothing and would only tell who sent it.
      next(middleware.nonce === '' || options.credentials === 'omit' ? options : { ...options, headers: withHeader(options.headers, 'X-WP-Nonce', middleware.nonce) }),
    { nonce },
  );
  NONCE_MIDDLEWARES.add(middleware);
  return middleware;
}

export function isNonceMiddleware(middleware: ApiFetchMiddleware): middleware is NonceMiddleware {
  return NONCE_MIDDLEWARES.has(middleware);
}
