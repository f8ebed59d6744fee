import type { Request, Response } from 'express';
import { parseAnalyticsBatch } from '../../core/analytics/event-batch.ts';
import { recordAnalyticsEvents } from '../../core/analytics/daily-counts.ts';
import { MAX_ANALYTICS_BODY_BYTES } from '../../core/analytics/limits.ts';
import { requestServices } from '../app.ts';
import { REST_ERRORS, restError, sendRest, sendRestError } from './errors.ts';

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
  const type = (req.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.includes(type)) {
    return sendRestError(res, restError(415, 'rest_unsupported_media_type', 'Send the events as application/json or text/plain.', { 'content-type': `must be ${ACCEPTED_TYPES.join(' or ')}` }));
  }
  const body = (res.locals.body as Buffer | undefined) ?? Buffer.alloc(0);
  if (body.length > MAX_ANALYTICS_BODY_BYTES) {
    return sendRestError(res, restError(413, 'rest_payload_too_large', `The body must be at most ${MAX_ANALYTICS_BODY_BYTES} bytes.`, { body: `must be at most ${MAX_ANALYTICS_BODY_BYTES} bytes` }));
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return sendRestError(res, restError(400, 'rest_invalid_json', 'Invalid JSON body passed.', { body: 'must be a JSON object in UTF-8' }));
  }
  const batch = parseAnalyticsBatch(json);
  if (!batch.ok) return sendRestError(res, restError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(batch.params).join(', ')}`, batch.params));

  await recordAnalyticsEvents(db, batch.events, new Date());
  sendRest(res, 202, { accepted: batch.events.length });
}

