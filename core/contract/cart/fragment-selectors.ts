/**
 * The page areas a cart change refreshes (docs/contract.md `fragments`), by the selector each replaces: the
 * server renders a fragment per selector, the browser checks a stored set still has the mini cart. No
 * imports: the browser bundle takes what it reads of it.
 */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
export const HEADER_CART_SELECTOR = 'a.cart-contents';

export const FRAGMENT_SELECTORS = {
  miniCart: MINI_CART_SELECTOR,
  headerCart: HEADER_CART_SELECTOR,
} as const;
