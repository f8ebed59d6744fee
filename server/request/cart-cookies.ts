import type { RequestSession } from './request-session.ts';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from '../../core/contract/cart/cookie-names.ts';

/**
 * `woocommerce_items_in_cart` and `woocommerce_cart_hash`: readable by page scripts (not HttpOnly) so
 * they know whether to fetch the mini cart; both expire when the cart is empty.
 */
export function setCartCookies(session: RequestSession, hash: string): void {
  if (hash) {
    session.setCookie(ITEMS_IN_CART_COOKIE, '1', { sameSite: 'Lax', path: '/' });
    session.setCookie(CART_HASH_COOKIE, hash, { sameSite: 'Lax', path: '/' });
  } else {
    session.clearCookie(ITEMS_IN_CART_COOKIE, { sameSite: 'Lax', path: '/' });
    session.clearCookie(CART_HASH_COOKIE, { sameSite: 'Lax', path: '/' });
  }
}
