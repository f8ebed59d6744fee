import { pageTextOf } from './page-text.ts';

/** The storefront module's own words (the cart), in English; the widgets' are in ./browser-messages.ts. */
export const CART_MESSAGES = {
  'cart.pleaseWait': 'Please wait...',
} as const;

/** A cart message in the page's language. */
export const cartText = pageTextOf(CART_MESSAGES);
