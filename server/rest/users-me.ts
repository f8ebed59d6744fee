import type { Request, Response } from 'express';
import { z } from 'zod';
import { signedInUser } from '../../core/accounts/signed-in-user.ts';
import { updateWoocommerceMeta, woocommerceMetaSchema } from '../../core/accounts/user-meta.ts';
import { fieldErrorsFrom } from '../../core/shared/validation.ts';
import { requestServices } from '../request/request-services.ts';
import { REST_ERRORS, sendRest, sendRestError } from './errors.ts';
import { readJsonBody } from './json-body.ts';

/** Only the fields this shop stores; anything else is refused, never silently dropped. */
const updateSchema = z.strictObject({ woocommerce_meta: woocommerceMetaSchema }, { error: 'must be a JSON object' }).partial();

/**
 * `POST /wp-json/wp/v2/users/me`: the signed-in user updates their own preferences. Cookie
 * authentication needs the session's nonce in `X-WP-Nonce` (or `_wpnonce`), so another site cannot
 * make a visitor's browser send it.
 */
export async function updateCurrentUser(req: Request, res: Response): Promise<void> {
  const { db, session } = requestServices(res);
  const user = await signedInUser(db, () => session.userId());
  if (!user) return sendRestError(res, REST_ERRORS.notLoggedIn());
  if (!(await session.verifyNonce(req.get('x-wp-nonce') ?? req.query._wpnonce))) return sendRestError(res, REST_ERRORS.invalidNonce());

  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const update = updateSchema.safeParse(body.json);
  if (!update.success) return sendRestError(res, REST_ERRORS.invalidParams(fieldErrorsFrom(update.error, { root: 'body', key: 'path' })));
  const meta = await updateWoocommerceMeta(db, user.id, update.data.woocommerce_meta ?? {});
  sendRest(res, 200, { id: user.id, woocommerce_meta: meta });
}
