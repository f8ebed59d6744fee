import type { NextFunction, Request, Response } from 'express';
import { COMMON_SECURITY_HEADERS, NON_PAGE_POLICY } from '../../app/document/content-security.ts';

/**
 * Mounted first, so every response carries the common security headers: pages, cached pages, wc-ajax,
 * REST, files, redirects and errors. Responses that are not pages get a policy that allows nothing;
 * a rendered page replaces it with its own (app/entry.server.tsx), which the page cache keeps with the
 * page. In development there is no policy: Vite adds scripts of its own.
 */
export function securityHeaders(options: { contentSecurityPolicy: boolean }) {
  const headers = Object.entries(COMMON_SECURITY_HEADERS);
  if (options.contentSecurityPolicy) headers.push(['Content-Security-Policy', NON_PAGE_POLICY]);
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** A rendered page's own policy replaces the one set for every response (one policy, not two: browsers enforce both). */
export function usePagePolicy(res: Response, response: globalThis.Response): void {
  if (response.headers.has('content-security-policy')) res.removeHeader('Content-Security-Policy');
}
