import type { Request, Response } from 'express';
import { z } from 'zod';
import { getUserById } from '../../core/accounts/users.ts';
import { updateWoocommerceMeta, woocommerceMetaSchema } from '../../core/accounts/user-meta.ts';
import { requestServices } from '../app.ts';
import { REST_ERRORS, restError, sendRest, sendRestError, type RestError } from './errors.ts';

/** Only the fields this shop stores; anything else is refused, never silently dropped. */
const updateSchema = z.strictObject({ woocommerce_meta: woocommerceMetaSchema }).partial();

/**
 * `POST /wp-json/wp/v2/users/me`: the signed-in user updates their own preferences. Cookie
 * authentication needs the session's nonce in `X-WP-Nonce` (or `_wpnonce`), so another site cannot
 * make a visitor's browser send it.
 */
export async function updateCurrentUser(req: Request, res: Response): Promise<void> {
  const { db, session } = requestServices(res);
  const user = session.hasCookie ? await getUserById(db, await session.userId()) : null;
  if (!user) return sendRestError(res, REST_ERRORS.notLoggedIn());
  if (!(await session.verifyNonce(req.get('x-wp-nonce') ?? req.query._wpnonce))) return sendRestError(res, REST_ERRORS.invalidNonce());

  const update = parseUpdate(res.locals.body as Buffer | undefined);
  if (!update.ok) return sendRestError(res, update.error);
  const meta = await updateWoocommerceMeta(db, user.id, update.value.woocommerce_meta ?? {});
  sendRest(res, 200, { id: user.id, woocommerce_meta: meta });
}

type Parsed = { ok: true; value: z.infer<typeof updateSchema> } | { ok: false; error: RestError };

function parseUpdate(body: Buffer | undefined): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body ?? new Uint8Array()));
  } catch {
    return { ok: false, error: restError(400, 'rest_invalid_param', 'Invalid JSON body passed.', { body: 'The body must be a JSON object.' }) };
  }
  const parsed = updateSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const params: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const param = String(issue.path[0] ?? 'body');
    params[param] ??= issue.path.length > 1 ? `${issue.path.slice(1).join('.')}: ${issue.message}` : issue.message;
  }
  return { ok: false, error: restError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, params) };
}
