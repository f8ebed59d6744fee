import type { Request, Response } from 'express';
import type { ConsentOptions } from '../../core/contract/consent/options.ts';
import { consentRevision } from '../../core/consent/revision.ts';
import { consentDecisionFrom } from '../../core/consent/stats-decision.ts';
import { parseConsentStats } from '../../core/consent/stats-payload.ts';
import { recordConsentDecision } from '../../core/consent/stats-record.ts';
import { nowIso } from '../../core/shared/time.ts';
import { requestServices } from '../request/request-services.ts';
import { REST_ERRORS, sendRest, sendRestError } from './errors.ts';
import { readJsonBody } from './json-body.ts';

/** A real payload is a few hundred bytes; anything far beyond it is not a banner talking (the router's limit). */
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
  const { db, config } = requestServices(res);
  // A shop that collects no stats (no banner, or no stats URL for it) has no such endpoint.
  if (!config.consent.enabled || config.consent.statsUrl === null) return sendRestError(res, REST_ERRORS.noRoute());

  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const parsed = parseConsentStats(body.json);
  if (!parsed.ok) return sendRestError(res, REST_ERRORS.invalidParams(parsed.params));

  const baseHost = config.store.baseUrl ? URL.parse(config.store.baseUrl)?.host : undefined;
  // The Host header, not req.hostname: behind a trusted proxy that would be X-Forwarded-Host, which the
  // README's nginx passes on from the client as written.
  const siteHostnames = [req.get('host'), baseHost].filter((host): host is string => Boolean(host));
  await recordConsentDecision(db, consentDecisionFrom(parsed.value, siteHostnames), { revision: currentRevision(config.consent), at: nowIso() });
  sendRest(res, 201, { stored: true });
}
