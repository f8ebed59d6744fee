import type { Request, Response } from 'express';
import type { AppServices } from '../../../app/context.ts';
import { cartService, type CartService } from '../../../app/services/cart-service.ts';
import { RequestSession, sessionCookieName } from '../../../app/services/request-session.ts';
import { cartTokenKey, existingCartTokenKey, openCartToken, openPendingNonce, sealCartToken, sealPendingNonce } from '../../../core/session/cart-token.ts';
import { newSessionId } from '../../../core/session/store.ts';
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
 * cut, another shop's) is ignored and the cookie counts. A token whose session is not stored (handed
 * out by a read of an empty cart, or outlived by its session) names the session a write creates.
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
  session.reserve(sessionId);
  const cart = cartService({ db: app.db, config: app.config, settings: app.settings, uploadsUrl: app.uploadsUrl, catalog: app.catalog, shippingZones: app.shippingZones, taxes: app.taxes, country: app.country, session });
  return { app, session, cart, viaToken: true };
}

/**
 * Whether `nonce` is one a read handed out for a session not stored yet (see sealPendingNonce); if so the
 * request's session, which it must not have, is to be that one. Uses the key only if one exists.
 */
export async function acceptPendingNonce(app: AppServices, session: RequestSession, nonce: string): Promise<boolean> {
  if (await session.get()) return false;
  const key = await existingCartTokenKey(app.db);
  const sessionId = key ? openPendingNonce(key, nonce) : null;
  if (sessionId === null) return false;
  session.reserve(sessionId, nonce);
  return true;
}

/**
 * The `Nonce` and `Cart-Token` of an answer. A stored session's own nonce and its token; for a visitor
 * without one, when `handOut`, those of a session named ahead and not stored (the shop's token key is
 * made if there is none yet), so a read of an empty cart writes no session row and sets no cookie, while
 * the client still gets what it writes with. A refusal (`handOut` false) hands out nothing it had not.
 */
export async function sessionHeaders(app: AppServices, session: RequestSession, { handOut }: { handOut: boolean }): Promise<{ nonce?: string; token?: string }> {
  const record = await session.get();
  if (record) {
    const key = handOut ? await cartTokenKey(app.db) : await existingCartTokenKey(app.db);
    return { nonce: await session.nonce(), ...(key ? { token: sealCartToken(key, record.id) } : {}) };
  }
  if (!handOut) return {};
  const key = await cartTokenKey(app.db);
  const sessionId = session.reservedId ?? newSessionId();
  return { nonce: sealPendingNonce(key, sessionId), token: sealCartToken(key, sessionId) };
}
