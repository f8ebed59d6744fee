import { ITEMS_IN_CART_COOKIE } from '../../../core/contract/cart/cookie-names.ts';
import { readCookie } from '../../../core/contract/shared/cookies.ts';

/** Whether the cart cookies say the visitor's cart has items. */
export function cartHasItems(cookies: string): boolean {
  return Number(readCookie(cookies, ITEMS_IN_CART_COOKIE)) > 0;
}
