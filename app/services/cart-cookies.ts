import type { CookieOptions } from '../../core/contract/shared/cookies.ts';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from '../../core/contract/cart/cookie-names.ts';

/** Where the cookies go: the request's session, which sends them with the response. */
export interface CookieWriter {
  setCookie(name: string, value: string, options?: CookieOptions): void;
  clearCookie(name: string, options?: CookieOptions): void;
}

/**
 * `woocommerce_items_in_cart` and `woocommerce_cart_hash`: readable by page scripts (not HttpOnly) so
 * they know whether to fetch the mini cart; both expire when the cart is empty.
 */
export function setCartCookies(session: CookieWriter, hash: string): void {
  if (hash) {
    session.setCookie(ITEMS_IN_CART_COOKIE, '1', { sameSite: 'Lax', path: '/' });
    session.setCookie(CART_HASH_COOKIE, hash, { sameSite: 'Lax', path: '/' });
  } else {
    session.clearCookie(ITEMS_IN_CART_COOKIE, { sameSite: 'Lax', path: '/' });
    session.clearCookie(CART_HASH_COOKIE, { sameSite: 'Lax', path: '/' });
  }
}
