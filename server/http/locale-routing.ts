import type { NextFunction, Request, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { locatePath, speaksNoLanguage, type LocatedPath } from '../../core/i18n/locale-path.ts';
import type { Locale, ShopLocales } from '../../core/i18n/locales.ts';

type RequestHandler = ReturnType<typeof createRequestHandler>;
type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

const LOCATED = 'locatedPath';

/** Finds the request's language from its path (core/i18n/locale-path.ts) for every later step. */
export function localeRouting(locales: ShopLocales) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const located = locatePath(req.path, locales);
    // Under a prefix these name nothing: answered 404 rather than served twice.
    if (located.prefix !== '' && speaksNoLanguage(located.path)) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found.');
      return;
    }
    res.locals[LOCATED] = located;
    next();
  };
}

/** The language the request's path is in, as `localeRouting` found it. */
export function locatedPathOf(res: Response): LocatedPath {
  const located = res.locals[LOCATED] as LocatedPath | undefined;
  if (!located) throw new Error('localeRouting must run before the request is answered');
  return located;
}

/** The request's language when `localeRouting` has found it (an answer may be sent before it ran), else null. */
export function localeOfRequest(res: Response): Locale | null {
  return (res.locals[LOCATED] as LocatedPath | undefined)?.locale ?? null;
}

/**
 * One React Router request handler per language, each with the language's prefix as its basename: the
 * routes match `/shop/` under `/fr/` too, the router's `<Link>`, `<Form>` and navigations keep the prefix,
 * and the browser learns the basename from the page.
 */
export function localeRequestHandlers(build: BuildSource, mode: string): (prefix: string) => RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  return (prefix) => {
    let handler = handlers.get(prefix);
    if (!handler) {
      handler = createRequestHandler(prefix === '' ? build : withBasename(build, prefix), mode);
      handlers.set(prefix, handler);
    }
    return handler;
  };
}

function withBasename(build: BuildSource, basename: string): BuildSource {
  if (typeof build === 'function') return async () => ({ ...(await build()), basename });
  return { ...build, basename };
}

/**
 * A page's redirect stays in the page's language: the routes redirect to `/cart/` as they know it, and a
 * French visitor must land on `/fr/cart/`. The router's data requests do this themselves (the browser
 * router reads the path under its basename); a document's Location header is written here. Addresses
 * already in a language, on another host, or free of language (the admin, the APIs) pass unchanged.
 */
export function keepLanguageInRedirect(response: globalThis.Response, prefix: string, locales: ShopLocales): globalThis.Response {
  if (prefix === '' || response.status < 300 || response.status >= 400) return response;
  const location = response.headers.get('location');
  if (!location || !location.startsWith('/') || location.startsWith('//')) return response;
  if (locatePath(location, locales).prefix !== '' || speaksNoLanguage(location)) return response;
  const headers = new Headers(response.headers);
  headers.set('location', `${prefix}${location}`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
