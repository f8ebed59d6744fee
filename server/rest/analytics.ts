import type { Request, Response } from 'express';
import { parseAnalyticsBatch } from '../../core/analytics/event-batch.ts';
import { recordAnalyticsEvents } from '../../core/analytics/daily-counts.ts';
import { requestServices } from '../request/request-services.ts';
import { REST_ERRORS, restError, sendRest, sendRestError } from './errors.ts';
import { readJsonBody } from './json-body.ts';

/** JSON, and text: `navigator.sendBeacon` sends a string as `text/plain`, which needs no preflight. */
const ACCEPTED_TYPES = ['application/json', 'text/plain'];

/**
 * `POST /wp-json/vitrine/v1/analytics`: the storefront's page views and adds to cart, added to the day's
 * counts. Anonymous by design: it never opens the session, so it sets no cookie, and it keeps no IP
 * address, user agent or cookie, only the counts.
 */
export async function collectAnalytics(req: Request, res: Response): Promise<void> {
  const { db, config } = requestServices(res);
  // A shop that turned analytics off has no such endpoint.
  if (!config.analytics.enabled) return sendRestError(res, REST_ERRORS.noRoute());

  // A text/plain post needs no preflight, so another site could make its visitors' browsers send events.
  // Browsers say where a request comes from in Sec-Fetch-Site (no proxy rewrites it, unlike Host).
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') {
    return sendRestError(res, restError(403, 'rest_forbidden_origin', 'Events are only taken from the shop’s own pages.', { 'sec-fetch-site': 'must be same-origin' }));
  }
  const body = readJsonBody(req, res, { types: ACCEPTED_TYPES });
  if (!body.ok) return sendRestError(res, body.error);
  const batch = parseAnalyticsBatch(body.json);
  if (!batch.ok) return sendRestError(res, REST_ERRORS.invalidParams(batch.params));

  await recordAnalyticsEvents(db, batch.events, new Date());
  sendRest(res, 202, { accepted: batch.events.length });
}

