import type { Request, Response } from 'express';
import { z } from 'zod';
import { updateWoocommerceMeta, woocommerceMetaSchema } from '../../core/accounts/user-meta.ts';
import { fieldErrorsFrom } from '../../core/shared/validation.ts';
import { requestServices } from '../request/request-services.ts';
import { restCaller } from './auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from './errors.ts';
import { readJsonBody } from './json-body.ts';

/** Only the fields this shop stores; anything else is refused, never silently dropped. */
const updateSchema = z.strictObject({ woocommerce_meta: woocommerceMetaSchema }, { error: 'must be a JSON object' }).partial();

/**
 * `POST /wp-json/wp/v2/users/me`: the caller updates their own preferences. Cookie authentication needs
 * the session's nonce in `X-WP-Nonce` (or `_wpnonce`), so another site cannot make a visitor's browser
 * send it; an API key needs write permission, an application password works as the user.
 */
export async function updateCurrentUser(req: Request, res: Response): Promise<void> {
  const { db } = requestServices(res);
  const caller = await restCaller(req, res, { write: true });
  if (!caller.ok) return sendRestError(res, caller.error);
  if (caller.caller.kind === 'anonymous') return sendRestError(res, REST_ERRORS.notLoggedIn());
  const { user } = caller.caller;

  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const update = updateSchema.safeParse(body.json);
  if (!update.success) return sendRestError(res, REST_ERRORS.invalidParams(fieldErrorsFrom(update.error, { root: 'body', key: 'path' })));
  const meta = await updateWoocommerceMeta(db, user.id, update.data.woocommerce_meta ?? {});
  sendRest(res, 200, { id: user.id, woocommerce_meta: meta });
}
