/** The cart cookies of CONTRACT.md, readable by page scripts (not HttpOnly). */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/** One cookie's decoded value from a `document.cookie` string, or undefined when it is not set. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      // A value another script wrote without encoding it is still worth reading as is.
      return value;
    }
  }
  return undefined;
}

/** Whether the cart cookies say the visitor's cart has items. */
export function cartHasItems(cookies: string): boolean {
  return Number(readCookie(cookies, ITEMS_IN_CART_COOKIE)) > 0;
}
