import type { Response } from 'express';
import { endJson } from '../http/json-reply.ts';

/** WordPress's REST error body (docs/contract.md), so scripts written for WooCommerce read our errors too. */
export interface RestError {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

export function restError(status: number, code: string, message: string, params?: Record<string, string>): RestError {
  return { code, message, data: { status, ...(params ? { params } : {}) } };
}

const NOT_KEPT = 'private, no-store';

/**
 * Answers JSON; by default no browser or proxy keeps it (most answers are about one signed-in user), so
 * it is written at once. An answer a browser may keep (`cacheControl`) gets an ETag to revalidate it with.
 */
export function sendRest(res: Response, status: number, body: unknown, cacheControl = NOT_KEPT): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (cacheControl === NOT_KEPT) endJson(res, status, body);
  else res.status(status).type('application/json').send(JSON.stringify(body));
}

export function sendRestError(res: Response, error: RestError): void {
  sendRest(res, error.data.status, error);
}

export const REST_ERRORS = {
  noRoute: () => restError(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
  methodNotAllowed: () => restError(405, 'rest_no_route', 'No route was found matching the URL and request method.'),
  notLoggedIn: () => restError(401, 'rest_not_logged_in', 'You are not currently logged in.'),
  invalidNonce: () => restError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed.'),
  internal: () => restError(500, 'internal_server_error', 'Something went wrong on our side. Please try again.'),
  busy: (message: string) => restError(503, 'rest_service_unavailable', message),
  requestTooLarge: (maxBytes: number) => restError(413, 'rest_request_too_large', `The request body must be at most ${maxBytes} bytes.`, { body: `must be at most ${maxBytes} bytes` }),
  unsupportedMediaType: (types: readonly string[]) =>
    restError(415, 'rest_unsupported_media_type', `Send the body as ${types.join(' or ')}.`, { 'content-type': `must be ${types.join(' or ')}` }),
  invalidJson: () => restError(400, 'rest_invalid_json', 'Invalid JSON body passed.', { body: 'must be a JSON object in UTF-8' }),
  /** `params`: what is wrong with each named field (field → reason). */
  invalidParams: (params: Record<string, string>) => restError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, params),
};
