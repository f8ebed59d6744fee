import type { AppServices } from '../app/context.ts';
import { loadCartView, type CartView } from '../core/cart/cart-view.ts';
import { cartRulesFrom } from '../core/cart/rules.ts';
import type { CartItem } from '../core/cart/types.ts';
import type { RequestSession } from './request-session.ts';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from '../core/contract/cart/cookie-names.ts';

type CartServices = Pick<AppServices, 'db' | 'config' | 'session' | 'uploadsUrl'>;

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

/**
 * Every cart change ends here, whichever path made it (cart page, `?add-to-cart=` link, checkout,
 * wc-ajax): the lines are reconciled against the catalogue, saved in the session, and the cart
 * cookies follow. Returns the priced cart.
 */
export async function commitCart(services: CartServices, items: readonly CartItem[]): Promise<CartView> {
  const view = await loadCartView(services.db, items, cartRulesFrom(services.config, services.uploadsUrl));
  const record = await services.session.get();
  // A visitor with no session and nothing to store gets no session row.
  if (record || view.items.length > 0) {
    // The cart's forms and remove links need the nonce; creating it here, on a path that runs alone,
    // keeps page loaders (which run side by side) from each writing the session.
    if (view.items.length > 0) await services.session.nonce();
    await services.session.update((data) => {
      data.cart = view.items;
      // A changed cart is no longer the one an order was placed from.
      delete data.placedOrder;
    });
  }
  setCartCookies(services.session, view.hash);
  return view;
}

/**
 * The visitor's cart priced for a page, with notices about lines that changed since they were added
 * (gone, out of stock, capped); a cart that changed is committed so the cookies follow.
 */
export async function loadCurrentCart(services: CartServices): Promise<{ cart: CartView; notices: CartView['notices'] }> {
  const items = await currentCartItems(services.session);
  const view = await loadCartView(services.db, items, cartRulesFrom(services.config, services.uploadsUrl));
  return { cart: view.changed ? await commitCart(services, view.items) : view, notices: view.notices };
}

/** The visitor's cart as stored, without creating a session. */
export async function currentCartItems(session: RequestSession): Promise<CartItem[]> {
  return session.hasCookie ? (await session.data()).cart : [];
}
