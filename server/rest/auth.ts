import type { Request, Response } from 'express';
import { signedInUser } from '../../core/accounts/signed-in-user.ts';
import type { AccountUser } from '../../core/accounts/user-view.ts';
import type { CallerResult, RestCaller } from './caller.ts';
import { requestServices } from '../request/request-services.ts';
import { authenticateCredentials } from './credentials.ts';
import { queryValue } from './query.ts';
import { REST_ERRORS, restError, sendRestError, type RestError } from './errors.ts';

export interface CallerOptions {
  /** Whether the request changes something: a session without a valid nonce is then refused, not ignored. */
  write: boolean;
}

/**
 * The caller of a REST request, as WordPress decides it:
 * - credentials (API key, OAuth 1.0a signature, application password) win, and bad ones are a 401;
 * - a session cookie counts only with the session's nonce in `X-WP-Nonce` (or `_wpnonce`), so another
 *   site cannot make a signed-in browser act. A wrong nonce is `rest_cookie_invalid_nonce` (403) with the
 *   current nonce in the `X-WP-Nonce` answer header; a missing one is a visitor for reading and the same
 *   403 for writing (docs/contract.md).
 */
export async function restCaller(req: Request, res: Response, { write }: CallerOptions): Promise<CallerResult> {
  const credentials = await authenticateCredentials(req, res);
  if (credentials) return credentials;

  const { db, session } = requestServices(res);
  const user = await signedInUser(db, () => session.userId());
  if (!user) return { ok: true, caller: { kind: 'anonymous' } };
  const sent = req.get('x-wp-nonce') ?? queryValue(req, '_wpnonce');
  if (sent !== undefined || write) {
    if (!(await session.verifyNonce(sent))) {
      res.setHeader('X-WP-Nonce', await session.nonce());
      return { ok: false, error: REST_ERRORS.invalidNonce() };
    }
    res.setHeader('X-WP-Nonce', await session.nonce());
    return { ok: true, caller: { kind: 'cookie', user } };
  }
  return { ok: true, caller: { kind: 'anonymous' } };
}

/** The caller's user, if any. */
export function callerUser(caller: RestCaller): AccountUser | null {
  return caller.kind === 'anonymous' ? null : caller.user;
}

const forbidden = (status: 401 | 403) => restError(status, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
const keyCannotWrite = () => restError(401, 'woocommerce_rest_authentication_error', 'The API key provided does not have write permissions.');
const keyCannotRead = () => restError(401, 'woocommerce_rest_authentication_error', 'The API key provided does not have read permissions.');

/**
 * The shop owner behind this request, or null once the refusal is sent: `rest_forbidden` 401 for nobody,
 * 403 for a customer; an API key also needs the permission the request uses.
 */
export async function requireOwner(req: Request, res: Response, { write }: CallerOptions): Promise<AccountUser | null> {
  const result = await restCaller(req, res, { write });
  if (!result.ok) return refuse(res, result.error);
  const { caller } = result;
  if (caller.kind === 'anonymous') return refuse(res, forbidden(401));
  if (caller.user.role !== 'administrator') return refuse(res, forbidden(403));
  if (caller.kind === 'api-key') {
    if (write && caller.permissions === 'read') return refuse(res, keyCannotWrite());
    if (!write && caller.permissions === 'write') return refuse(res, keyCannotRead());
  }
  return caller.user;
}

function refuse(res: Response, error: RestError): null {
  sendRestError(res, error);
  return null;
}
