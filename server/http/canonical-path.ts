import type { NextFunction, Request, Response } from 'express';
import { isSameSitePath, safeRedirectTarget } from '../../core/shared/safe-redirect.ts';
import { hasNulInUrl } from './nul-bytes.ts';
import { isRestPath } from '../../core/contract/rest/discovery.ts';

/**
 * Every request's path first: one a browser could read as another host (`//evil.example/x`,
 * `/\evil.example`, `/.//evil.example`, `/%2F%2Fevil.example`) names no page of this shop and is
 * answered 404, before the page cache, static files or any redirect can echo it back. Collapsing it
 * into a local path instead would only invent an address nobody linked to; a 404 is not cached as a
 * redirect by browsers and CDNs, and nothing of the foreign host reaches a Location header.
 */
export function refuseForeignPaths(req: Request, res: Response, next: NextFunction): void {
  // A NUL gets its own 400 with the reason, from the request middleware (server/http/nul-bytes.ts).
  if (isSameSitePath(req.path) || hasNulInUrl(req.originalUrl)) {
    next();
    return;
  }
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found.');
}

/** React Router's route discovery, under a language's prefix too (its basename). */
const ROUTE_DISCOVERY = /^(?:\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*)?\/__manifest$/i;

/** `/shop` → `/shop/` so every page has one address (and one cache entry). */
export function canonicalTrailingSlash(req: Request, res: Response, next: NextFunction): void {
  // `/__manifest` is React Router's route-discovery endpoint, not a page: redirecting it breaks client
  // navigation. REST routes are named without the slash, as WordPress names them.
  if (ROUTE_DISCOVERY.test(req.path) || isRestPath(req.path)) {
    next();
    return;
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && !req.path.endsWith('/') && !req.path.split('/').pop()?.includes('.')) {
    const target = safeRedirectTarget(`${req.path}/${req.url.slice(req.path.length)}`);
    if (target === null) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    res.redirect(301, target);
    return;
  }
  next();
}
