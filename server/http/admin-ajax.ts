import type { NextFunction, Request, Response } from 'express';
import { signedInUser } from '../../core/accounts/signed-in-user.ts';
import { requestServices } from '../request/request-services.ts';

export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php';

/**
 * WordPress's `admin-ajax.php`, for the one action clients of the REST API ask it: `rest-nonce`, the
 * signed-in user's current REST nonce as plain text (what `@wordpress/api-fetch` fetches when a nonce has
 * gone stale). As WordPress does, anything it cannot serve (no action, an unknown one, or `rest-nonce`
 * without a signed-in user) is answered `0` with status 400. Never stored: the answer is per person.
 */
export async function adminAjax(req: Request, res: Response, next: NextFunction): Promise<void> {
  if (req.path !== ADMIN_AJAX_PATH) return next();
  try {
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('text/plain; charset=utf-8');
    const action = req.query.action;
    if (action !== 'rest-nonce' || (req.method !== 'GET' && req.method !== 'POST')) {
      res.status(400).send('0');
      return;
    }
    const { db, session } = requestServices(res);
    const user = session.hasCookie ? await signedInUser(db, () => session.userId()) : null;
    if (!user) {
      res.status(400).send('0');
      return;
    }
    const nonce = await session.nonce();
    if (session.setCookieHeaders.length > 0) res.setHeader('Set-Cookie', session.setCookieHeaders);
    res.status(200).send(nonce);
  } catch (error) {
    next(error);
  }
}
