import type { Request, Response } from 'express';
import type { AppServices } from '../../../app/context.ts';
import { cartService, type CartService } from '../../../app/services/cart-service.ts';
import { RequestSession, sessionCookieName } from '../../../app/services/request-session.ts';
import { cartTokenKey, existingCartTokenKey, openCartToken, sealCartToken } from '../../../core/session/cart-token.ts';
import { requestServices } from '../../request/request-services.ts';

/** The request header (and answer header) naming a cart for clients without cookies. */
export const CART_TOKEN_HEADER = 'Cart-Token';

/** The cart a Store API request acts on, and how the request named it. */
export interface StoreCartSession {
  /** The request's services (their `session` and `cart` are the cookie's: use the ones below). */
  app: AppServices;
  session: RequestSession;
  cart: CartService;
  /**
   * True when a valid `Cart-Token` named the session. Such a request needs no nonce (a header no other
   * site can make a browser send), and its answer sets no cookie: the token is how the client keeps
   * its cart, and the session cookie would hand it the whole session, sign-in included.
   */
  viaToken: boolean;
}

/**
 * The session of a Store API cart request: the one a valid `Cart-Token` names (it wins, as on
 * WooCommerce), else the request's own, reached by its cookie. A token that does not open (forged,
 * cut, another shop's) is ignored and the cookie counts.
 */
export async function storeCartSession(req: Request, res: Response): Promise<StoreCartSession> {
  const app = requestServices(res);
  const sent = req.get(CART_TOKEN_HEADER);
  const key = sent ? await existingCartTokenKey(app.db) : null;
  const sessionId = key ? openCartToken(key, sent) : null;
  if (sessionId === null) return { app, session: app.session, cart: app.cart, viaToken: false };
  const session = new RequestSession({
    db: app.db,
    cookieName: sessionCookieName(app.fileConfig.store.cookieHashSalt),
    cookieValue: sessionId,
    secure: app.session.secure,
    lifetimeHours: app.fileConfig.cart.sessionLifetimeHours,
  });
  const cart = cartService({ db: app.db, config: app.config, settings: app.settings, uploadsUrl: app.uploadsUrl, session });
  return { app, session, cart, viaToken: true };
}

/**
 * The token naming this session, for the answer's `Cart-Token` header (null while there is no session).
 * `createKey`: make the shop's token key if there is none yet; a refusal, which writes nothing, does not.
 */
export async function cartTokenFor(app: AppServices, session: RequestSession, { createKey }: { createKey: boolean }): Promise<string | null> {
  const record = await session.get();
  if (!record) return null;
  const key = createKey ? await cartTokenKey(app.db) : await existingCartTokenKey(app.db);
  return key ? sealCartToken(key, record.id) : null;
}
