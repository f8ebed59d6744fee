import type { NextFunction, Request, Response } from 'express';
import { isRestPath, REST_ROOT_PATH } from '../../core/contract/rest/discovery.ts';
import { describeApi } from './discovery.ts';
import { REST_ERRORS, sendRestError, type RestError } from './errors.ts';
import { queryValue } from './query.ts';
import { routeTable, type RestRoute } from './route-table.ts';
import { vitrineRoutes } from './routes/vitrine.ts';
import { wcStoreV1Routes } from './routes/wc-store-v1.ts';
import { wcV3Routes } from './routes/wc-v3.ts';
import { wpV2Routes } from './routes/wp-v2.ts';
import { wpV2MediaRoutes } from './routes/wp-v2-media.ts';

/** Every route under `/wp-json/`, one list per namespace (server/rest/routes/). */
const ROUTES = routeTable([...wpV2Routes, ...wpV2MediaRoutes, ...wcV3Routes, ...wcStoreV1Routes, ...vitrineRoutes]);

/** The body limit of the REST route at `path`, when it has one of its own. */
export function restBodyLimit(path: string): number | undefined {
  return isRestPath(path) ? ROUTES.match(restRouteKey(path))?.route.maxBytes : undefined;
}

/**
 * The methods the REST route at `path` answers (the index only GET), or undefined for a path under
 * `/wp-json/` that names no route (or a path outside it).
 */
export function restRouteMethods(path: string): string[] | undefined {
  if (!isRestPath(path)) return undefined;
  const key = restRouteKey(path);
  if (key === '') return ['GET'];
  const matched = ROUTES.match(key);
  return matched ? Object.keys(matched.route.methods) : undefined;
}

/** The refusal of a body over the limit of the REST route at `path`: the route's own wording, or the general one. */
export function restBodyTooLarge(path: string, limit: number): RestError {
  const tooLarge = isRestPath(path) ? ROUTES.match(restRouteKey(path))?.route.tooLarge : undefined;
  return tooLarge ? tooLarge() : REST_ERRORS.requestTooLarge(limit);
}

/**
 * The REST API (docs/contract.md): `GET /wp-json/` describes it, known routes answer, every other path under
 * `/wp-json/` gets WordPress's `rest_no_route` in JSON rather than an HTML page. `siteOrigin` is the
 * shop's public origin, for the index and for paging links.
 */
export function restApi(options: { siteOrigin: string }) {
  const index: RestRoute = {
    path: '',
    methods: { GET: describeApi([{ path: '', methods: ['GET'] }, ...ROUTES.routes.map((route) => ({ path: route.path, methods: Object.keys(route.methods) }))], options.siteOrigin) },
  };
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isRestPath(req.path)) return next();
    const key = restRouteKey(req.path);
    const matched = key === '' ? { route: index, params: {} } : ROUTES.match(key);
    try {
      if (!matched) return sendRestError(res, REST_ERRORS.noRoute());
      const method = requestedMethod(req);
      const handler = Object.hasOwn(matched.route.methods, method) ? matched.route.methods[method] : undefined;
      if (!handler) {
        res.setHeader('Allow', Object.keys(matched.route.methods).join(', '));
        return sendRestError(res, REST_ERRORS.methodNotAllowed());
      }
      await handler(req, res, { params: matched.params, siteOrigin: options.siteOrigin });
    } catch (error) {
      // The app's error handler answers REST paths in JSON (a busy database 503, anything else 500).
      next(error);
    }
  };
}

/**
 * WordPress's method override: a POST carrying `X-HTTP-Method-Override` or `?_method=` is handled as that
 * method, for clients and proxies that send only GET and POST. Only a POST may say so: a GET that claimed
 * to be a DELETE would let a link or an image make a change.
 */
export function requestedMethod(req: Pick<Request, 'method' | 'query'> & { get(name: string): string | undefined }): string {
  if (req.method !== 'POST') return req.method;
  const override = req.get('x-http-method-override') ?? queryValue(req, '_method');
  return override?.trim() ? override.trim().toUpperCase() : 'POST';
}

function restRouteKey(path: string): string {
  // `/wp-json` and `/wp-json/` are the index (''); a route is named by what follows the root, slash first.
  return `/${path.slice(REST_ROOT_PATH.length)}`.replace(/\/+$/, '');
}
