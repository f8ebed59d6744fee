import type { NextFunction, Request, Response } from 'express';
import { MAX_ANALYTICS_BODY_BYTES } from '../../core/contract/analytics/limits.ts';
import { REST_ERRORS, sendRestError } from './errors.ts';
import { MAX_CONSENT_STATS_BYTES, recordConsentStats } from './consent-stats.ts';
import { collectAnalytics } from './analytics.ts';
import { MAX_STORE_CHECKOUT_BYTES, storeCheckout } from './store-checkout.ts';
import { updateCurrentUser } from './users-me.ts';

type RestHandler = (req: Request, res: Response) => Promise<void>;

interface RestRoute {
  methods: Partial<Record<string, RestHandler>>;
  /** Largest body read for this route; the app refuses a larger one before any handler runs. */
  maxBytes?: number;
}

const REST_ROOT = '/wp-json';

/** Routes under `/wp-json/`, by path without the root and without a trailing slash. */
const ROUTES: Record<string, RestRoute> = {
  '/wp/v2/users/me': { methods: { POST: updateCurrentUser } },
  // Anonymous beacons, one per page view: a few hundred bytes each, so a flood is cut off early.
  '/vitrine/v1/analytics': { methods: { POST: collectAnalytics }, maxBytes: MAX_ANALYTICS_BODY_BYTES },
  '/vitrine/v1/consent-stats': { methods: { POST: recordConsentStats }, maxBytes: MAX_CONSENT_STATS_BYTES },
  // A checkout is a few KB; the form's 2 MB allowance is for nothing a JSON client sends.
  '/wc/store/v1/checkout': { methods: { POST: storeCheckout }, maxBytes: MAX_STORE_CHECKOUT_BYTES },
};

/** Whether the path belongs to the REST API, whose answers (errors included) are JSON. */
export function isRestPath(path: string): boolean {
  return path === REST_ROOT || path.startsWith(`${REST_ROOT}/`);
}

/** The body limit of the REST route at `path`, when it has one of its own. */
export function restBodyLimit(path: string): number | undefined {
  return isRestPath(path) ? routeAt(path)?.maxBytes : undefined;
}

/**
 * The REST API (CONTRACT.md): known routes answer, every other path under `/wp-json/` gets
 * WordPress's `rest_no_route` in JSON rather than an HTML page.
 */
export async function restApi(req: Request, res: Response, next: NextFunction): Promise<void> {
  if (!isRestPath(req.path)) return next();
  const route = routeAt(req.path);
  try {
    if (!route) return sendRestError(res, REST_ERRORS.noRoute());
    const handler = Object.hasOwn(route.methods, req.method) ? route.methods[req.method] : undefined;
    if (!handler) {
      res.setHeader('Allow', Object.keys(route.methods).join(', '));
      return sendRestError(res, REST_ERRORS.methodNotAllowed());
    }
    await handler(req, res);
  } catch (error) {
    // The app's error handler answers REST paths in JSON (a busy database 503, anything else 500).
    next(error);
  }
}

function routeAt(path: string): RestRoute | undefined {
  const key = path.slice(REST_ROOT.length).replace(/\/+$/, '');
  return Object.hasOwn(ROUTES, key) ? ROUTES[key] : undefined;
}
