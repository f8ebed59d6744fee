import { withHeader } from '../headers.ts';
import type { ApiFetchMiddleware } from '../types.ts';

/** Methods some hosts and proxies block: sent as POST, the real one named in a header the server honours. */
const TUNNELLED = new Set(['PATCH', 'PUT', 'DELETE']);

export const httpV1Middleware: ApiFetchMiddleware = (options, next) => {
  const method = (options.method ?? 'GET').toUpperCase();
  if (!TUNNELLED.has(method)) return next({ ...options, method });
  return next({ ...options, method: 'POST', headers: withHeader(options.headers, 'X-HTTP-Method-Override', method) });
};
