import type { NextFunction, Request, Response } from 'express';
import { REST_ERRORS, sendRestError } from './errors.ts';
import { recordConsentStats } from './consent-stats.ts';
import { collectAnalytics } from './analytics.ts';
import { updateCurrentUser } from './users-me.ts';

type RestHandler = (req: Request, res: Response) => Promise<void>;

const REST_ROOT = '/wp-json';

/** Routes under `/wp-json/`, by path without the root and without a trailing slash. */
const ROUTES: Record<string, Partial<Record<string, RestHandler>>> = {
  '/wp/v2/users/me': { POST: updateCurrentUser },
  '/vitrine/v1/analytics': { POST: collectAnalytics },
  '/vitrine/v1/consent-stats': { POST: recordConsentStats },
};

/**
 * The REST API (CONTRACT.md): known routes answer, every other path under `/wp-json/` gets
 * WordPress's `rest_no_route` in JSON rather than an HTML page.
 */
export async function restApi(req: Request, res: Response, next: NextFunction): Promise<void> {
  if (req.path !== REST_ROOT && !req.path.startsWith(`${REST_ROOT}/`)) return next();
  const route = Object.hasOwn(ROUTES, routeKey(req.path)) ? ROUTES[routeKey(req.path)] : undefined;
  try {
    if (!route) return sendRestError(res, REST_ERRORS.noRoute());
    const handler = Object.hasOwn(route, req.method) ? route[req.method] : undefined;
    if (!handler) {
      res.setHeader('Allow', Object.keys(route).join(', '));
      return sendRestError(res, REST_ERRORS.methodNotAllowed());
    }
    await handler(req, res);
  } catch (error) {
    // A client of a JSON API reads JSON even when something broke.
    console.error(error);
    if (!res.headersSent) sendRestError(res, REST_ERRORS.internal());
    else res.end();
  }
}

function routeKey(path: string): string {
  return path.slice(REST_ROOT.length).replace(/\/+$/, '');
}
