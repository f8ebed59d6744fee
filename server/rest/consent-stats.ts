import type { Request, Response } from 'express';
import type { ConsentOptions } from '../../core/consent/options.ts';
import { consentRevision } from '../../core/consent/revision.ts';
import { consentDecisionFrom } from '../../core/consent/stats-decision.ts';
import { parseConsentStats } from '../../core/consent/stats-payload.ts';
import { recordConsentDecision } from '../../core/consent/stats-record.ts';
import { nowIso } from '../../core/shared/time.ts';
import { requestServices } from '../app.ts';
import { restError, sendRest, sendRestError } from './errors.ts';

/** A real payload is a few hundred bytes; anything far beyond it is not a banner talking. */
export const MAX_CONSENT_STATS_BYTES = 8 * 1024;

const revisions = new WeakMap<Readonly<ConsentOptions>, string>();

/** The options object lives as long as the configuration, so its hash is computed once. */
function currentRevision(options: Readonly<ConsentOptions>): string {
  let revision = revisions.get(options);
  if (revision === undefined) {
    revision = consentRevision(options);
    revisions.set(options, revision);
  }
  return revision;
}

/**
 * `POST /wp-json/vitrine/v1/consent-stats`: the banner reports one decision (spec section 3 "Consent
 * stats payload"). Anonymous visitors post it, so there is no nonce; the JSON content type keeps other
 * sites' plain forms out (a cross-site JSON post needs a CORS preflight, which is never granted). The
 * request's address, user agent and cookies are never read.
 */
export async function recordConsentStats(req: Request, res: Response): Promise<void> {
  const body = (res.locals.body as Buffer | undefined) ?? Buffer.alloc(0);
  if (body.length > MAX_CONSENT_STATS_BYTES) {
    return sendRestError(res, restError(413, 'rest_request_too_large', `The request body must be at most ${MAX_CONSENT_STATS_BYTES} bytes.`));
  }
  if (mediaType(req.get('content-type')) !== 'application/json') {
    return sendRestError(res, restError(415, 'rest_unsupported_media_type', 'The request body must be JSON (Content-Type: application/json).'));
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return sendRestError(res, restError(400, 'rest_invalid_json', 'Invalid JSON body passed.', { body: 'must be a JSON object' }));
  }
  const parsed = parseConsentStats(json);
  if (!parsed.ok) return sendRestError(res, restError(400, 'rest_invalid_param', parsed.message, parsed.params));

  const { db, config } = requestServices(res);
  const baseHost = config.store.baseUrl ? URL.parse(config.store.baseUrl)?.host : undefined;
  const siteHostnames = [req.hostname, req.get('host'), baseHost].filter((host): host is string => Boolean(host));
  await recordConsentDecision(db, consentDecisionFrom(parsed.value, siteHostnames), { revision: currentRevision(config.consent), at: nowIso() });
  sendRest(res, 201, { stored: true });
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}
