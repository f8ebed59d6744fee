import type { NextFunction, Request, Response } from 'express';
import { MAX_ANALYTICS_BODY_BYTES } from '../../core/contract/analytics/limits.ts';
import { REST_ERRORS, sendRestError } from './errors.ts';
import { MAX_CONSENT_STATS_BYTES, recordConsentStats } from './consent-stats.ts';
import { collectAnalytics } from './analytics.ts';
import { MAX_STORE_CHECKOUT_BYTES, storeCheckout } from './store-checkout.ts';
import { updateCurrentUser } from './users-me.ts';
import { describeApi } from './discovery.ts';
import { isRestPath, REST_ROOT_PATH } from '../../core/contract/rest/discovery.ts';

type RestHandler = (req: Request, res: Response) => Promise<void>;

interface RestRoute {
  methods: Partial<Record<string, RestHandler>>;
  /** Largest body read for this route; the app refuses a larger one before any handler runs. */
  maxBytes?: number;
}

/** Routes under `/wp-json/`, by path without the root and without a trailing slash. */
const ROUTES: Record<string, RestRoute> = {
  // WordPress's editable methods: a PUT or PATCH (or a POST overriding to one) updates as a POST does.
  '/wp/v2/users/me': { methods: { POST: updateCurrentUser, PUT: updateCurrentUser, PATCH: updateCurrentUser } },
  // Anonymous beacons, one per page view: a few hundred bytes each, so a flood is cut off early.
  '/vitrine/v1/analytics': { methods: { POST: collectAnalytics }, maxBytes: MAX_ANALYTICS_BODY_BYTES },
  '/vitrine/v1/consent-stats': { methods: { POST: recordConsentStats }, maxBytes: MAX_CONSENT_STATS_BYTES },
  // A checkout is a few KB; the form's 2 MB allowance is for nothing a JSON client sends.
  '/wc/store/v1/checkout': { methods: { POST: storeCheckout }, maxBytes: MAX_STORE_CHECKOUT_BYTES },
};

/** The body limit of the REST route at `path`, when it has one of its own. */
export function restBodyLimit(path: string): number | undefined {
  return isRestPath(path) ? routeAt(path)?.maxBytes : undefined;
}

/**
 * The REST API (CONTRACT.md): `GET /wp-json/` describes it, known routes answer, every other path under
 * `/wp-json/` gets WordPress's `rest_no_route` in JSON rather than an HTML page. `siteOrigin` is the
 * shop's public origin, for the index.
 */
export function restApi(options: { siteOrigin: string }) {
  const index: RestRoute = {
    methods: { GET: describeApi([{ path: '', methods: ['GET'] }, ...Object.entries(ROUTES).map(([path, route]) => ({ path, methods: Object.keys(route.methods) }))], options.siteOrigin) },
  };
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isRestPath(req.path)) return next();
    const route = restRouteKey(req.path) === '' ? index : routeAt(req.path);
    try {
      if (!route) return sendRestError(res, REST_ERRORS.noRoute());
      const method = requestedMethod(req);
      const handler = Object.hasOwn(route.methods, method) ? route.methods[method] : undefined;
      if (!handler) {
        res.setHeader('Allow', Object.keys(route.methods).join(', '));
        return sendRestError(res, REST_ERRORS.methodNotAllowed());
      }
      await handler(req, res);
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
  const override = req.get('x-http-method-override') ?? (typeof req.query._method === 'string' ? req.query._method : undefined);
  return override?.trim() ? override.trim().toUpperCase() : 'POST';
}

function restRouteKey(path: string): string {
  // `/wp-json` and `/wp-json/` are the index (''); a route is named by what follows the root, slash first.
  return `/${path.slice(REST_ROOT_PATH.length)}`.replace(/\/+$/, '');
}

function routeAt(path: string): RestRoute | undefined {
  const key = restRouteKey(path);
  return Object.hasOwn(ROUTES, key) ? ROUTES[key] : undefined;
}
