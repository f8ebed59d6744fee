/**
 * The cart cookies of docs/contract.md, readable by page scripts (not HttpOnly): the server sets them and the
 * browser reads them to know whether to fetch the mini cart. No imports: the browser bundle takes it whole.
 */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
