import { withHeader } from '../headers.ts';
import type { ApiFetchMiddleware } from '../types.ts';

export type NonceMiddleware = ApiFetchMiddleware & { nonce: string };

const NONCE_MIDDLEWARES = new WeakSet<ApiFetchMiddleware>();

/** Sends the current nonce as X-WP-Nonce; assign `.nonce` to change it for every later request. */
export function createNonceMiddleware(nonce: string): NonceMiddleware {
  const middleware: NonceMiddleware = Object.assign(
    (options: Parameters<ApiFetchMiddleware>[0], next: Parameters<ApiFetchMiddleware>[1]) =>
      // No header at all for an empty nonce: the server rejects an empty one rather than ignoring it.
      next(middleware.nonce === '' ? options : { ...options, headers: withHeader(options.headers, 'X-WP-Nonce', middleware.nonce) }),
    { nonce },
  );
  NONCE_MIDDLEWARES.add(middleware);
  return middleware;
}

export function isNonceMiddleware(middleware: ApiFetchMiddleware): middleware is NonceMiddleware {
  return NONCE_MIDDLEWARES.has(middleware);
}
