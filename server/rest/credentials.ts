import type { Request, Response } from 'express';
import type { ApiKey } from '../../db/schema.ts';
import { findApiKey, oauthSignatureMatches, secretMatches, touchApiKey, spendNonce } from '../../core/accounts/api-keys.ts';
import { authenticateApplicationPassword } from '../../core/accounts/application-passwords.ts';
import { OAUTH_METHODS, OAUTH_REQUIRED, parseOAuthHeader, signatureBaseString, timestampInWindow, type OAuthSignatureMethod } from '../../core/accounts/oauth1-signature.ts';
import { getUserById } from '../../core/accounts/users.ts';
import { requestServices } from '../request/request-services.ts';
import type { CallerResult } from './caller.ts';
import { restError } from './errors.ts';

/** WooCommerce answers every bad key with this code and a 401. */
const keyError = (message: string, code = 'woocommerce_rest_authentication_error') => ({ ok: false as const, error: restError(401, code, message) });

/**
 * The caller named by credentials in the request, a refusal for bad ones, or null when it carries none:
 * - over HTTPS, an API key in `consumer_key`/`consumer_secret` query parameters or HTTP Basic (`ck_…:cs_…`);
 * - over HTTPS or plain HTTP, an OAuth 1.0a one-legged signature (query, form body or `Authorization: OAuth`);
 * - over HTTPS, HTTP Basic with a login and one of the user's application passwords (over plain HTTP such a
 *   header is not read, as in WordPress).
 * "HTTPS" is the app's own judgement (`req.protocol`, which trusts `X-Forwarded-Proto` only with TRUST_PROXY),
 * the same that marks the session cookie secure.
 */
export async function authenticateCredentials(req: Request, res: Response): Promise<CallerResult | null> {
  const secure = req.protocol === 'https';
  const query = new URLSearchParams(rawQuery(req.originalUrl));
  const basic = parseBasic(req.get('authorization'));

  const plainKey = plainKeyOf(query, basic);
  if (plainKey) {
    if (!secure) return keyError('API keys are accepted over plain HTTP only in an OAuth 1.0a signature; send them over HTTPS, or sign the request.');
    return authenticatePlainKey(req, res, plainKey.key, plainKey.secret);
  }

  const oauth = oauthParams(req, res, query);
  if (oauth) return authenticateOAuth(req, res, oauth);

  // Over plain HTTP WordPress does not read application passwords, and neither do we: the header may be a
  // staging site's own HTTP authentication, which must not turn every REST call into a 401.
  if (basic && secure) {
    const { db } = requestServices(res);
    const result = await authenticateApplicationPassword(db, basic.user, basic.password);
    if (!result.ok) return { ok: false, error: restError(401, result.error.code, result.error.message) };
    return { ok: true, caller: { kind: 'application-password', user: result.value } };
  }
  return null;
}

/** WooCommerce reads the query parameters first, then HTTP Basic whose user is a consumer key. */
function plainKeyOf(query: URLSearchParams, basic: BasicCredentials | null): { key: string; secret: string } | null {
  const key = query.get('consumer_key');
  const secret = query.get('consumer_secret');
  if (key && secret) return { key, secret };
  if (basic?.user.startsWith('ck_')) return { key: basic.user, secret: basic.password };
  return null;
}

async function authenticatePlainKey(req: Request, res: Response, consumerKey: string, consumerSecret: string): Promise<CallerResult> {
  const { db } = requestServices(res);
  const key = await findApiKey(db, consumerKey);
  if (!key) return keyError('Consumer key is invalid.');
  if (!secretMatches(key, consumerSecret)) return keyError('Consumer secret is invalid.');
  const refused = permissionRefusal(req.method, key.permissions);
  if (refused) return refused;
  return keyCaller(res, key);
}

async function authenticateOAuth(req: Request, res: Response, params: Array<[string, string]>): Promise<CallerResult> {
  const value = (name: string) => params.find(([n]) => n === name)?.[1] ?? '';
  const missing = OAUTH_REQUIRED.filter((name) => !value(name));
  if (missing.length > 0) {
    return keyError(`Missing OAuth parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`, 'woocommerce_rest_authentication_missing_parameter');
  }
  const { db, siteOrigin } = requestServices(res);
  const key = await findApiKey(db, value('oauth_consumer_key'));
  if (!key) return keyError('Consumer key is invalid.');

  const method = value('oauth_signature_method');
  if (!(OAUTH_METHODS as readonly string[]).includes(method)) return keyError('Invalid signature - signature method is invalid.');
  const signature = decodeSignature(value('oauth_signature'));
  const signed = signedUrls(req, siteOrigin).some((url) =>
    oauthSignatureMatches(key, method as OAuthSignatureMethod, signatureBaseString(req.method, url, params), signature),
  );
  if (!signed) return keyError('Invalid signature - provided signature does not match.');
  const refused = permissionRefusal(req.method, key.permissions);
  if (refused) return refused;

  // Only a signed request may spend a nonce, so nobody can burn another client's nonces.
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (!timestampInWindow(value('oauth_timestamp'), nowSeconds)) return keyError('Invalid timestamp.');
  if (!(await spendNonce(db, key.id, value('oauth_nonce'), Number(value('oauth_timestamp')), nowSeconds))) return keyError('Invalid nonce - nonce has already been used.');
  return keyCaller(res, key);
}

/**
 * What the key may do, judged by the request's method as sent, as WooCommerce does on every route: a read
 * key only reads (GET, HEAD), a write key only writes (POST, PUT, PATCH, DELETE), OPTIONS is free.
 */
function permissionRefusal(method: string, permissions: ApiKey['permissions']): CallerResult | null {
  if (method === 'OPTIONS') return null;
  if (method === 'GET' || method === 'HEAD') return permissions === 'write' ? keyError('The API key provided does not have read permissions.') : null;
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return permissions === 'read' ? keyError('The API key provided does not have write permissions.') : null;
  return keyError('Unknown request method.');
}

async function keyCaller(res: Response, key: ApiKey): Promise<CallerResult> {
  const { db } = requestServices(res);
  const user = await getUserById(db, key.user_id);
  if (!user) return keyError('Consumer key is invalid.');
  await touchApiKey(db, key.id);
  return { ok: true, caller: { kind: 'api-key', user, permissions: key.permissions } };
}

/**
 * The OAuth parameters of a request, or null when it sends none: WooCommerce takes the query, a form
 * body and an `Authorization: OAuth` header together, and signs all of them. A name given twice counts
 * once, with its last value, as PHP reads a query: WooCommerce's JavaScript client sends each query
 * parameter of a plain-HTTP request twice (in the URL it signed and again with the signature).
 */
function oauthParams(req: Request, res: Response, query: URLSearchParams): Array<[string, string]> | null {
  const params = new Map<string, string>(query);
  if (req.is('application/x-www-form-urlencoded')) {
    const body = res.locals.body as Buffer | undefined;
    if (body?.length) for (const [name, value] of new URLSearchParams(body.toString('utf8'))) params.set(name, value);
  }
  for (const [name, value] of parseOAuthHeader(req.get('authorization')) ?? []) params.set(name, value);
  return OAUTH_REQUIRED.some((name) => params.has(name)) ? [...params] : null;
}

/** A `+` read as a space by form decoding goes back to `+`; a signature encoded twice is decoded once more. */
function decodeSignature(sent: string): string {
  const restored = sent.replaceAll(' ', '+');
  try {
    return decodeURIComponent(restored);
  } catch {
    return restored;
  }
}

/**
 * The URLs a client may have signed: the shop's configured host or the Host it addressed, with the scheme the
 * request came over, and the path as sent (WooCommerce signs its home URL's host with the request's scheme).
 */
function signedUrls(req: Request, siteOrigin: string): string[] {
  const path = req.originalUrl.split('?')[0] ?? '/';
  const urls = new Set<string>();
  urls.add(`${req.protocol}://${new URL(siteOrigin).host}${path}`);
  const host = req.get('host');
  if (host) urls.add(`${req.protocol}://${host}${path}`);
  return [...urls];
}

function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

interface BasicCredentials {
  user: string;
  password: string;
}

function parseBasic(header: string | undefined): BasicCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
