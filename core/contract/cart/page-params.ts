/**
 * The page configuration objects of docs/contract.md (`wc_add_to_cart_params`, `wc_cart_fragments_params`):
 * written into every page by the server (app/document/head-script.ts), read by the cart scripts and by third-party
 * scripts alike. No imports: the browser modules take the types from here.
 */

export const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
export const VIEW_CART_LABEL = 'View cart';
/** How long a fragment request may take before it counts as failed (ms, a string as WooCommerce sends it). */
export const FRAGMENT_REQUEST_TIMEOUT_MS = 5000;

export interface AddToCartParams {
  wc_ajax_url: string;
  i18n_view_cart: string;
  cart_url: string;
  is_cart: boolean;
  cart_redirect_after_add: 'yes' | 'no';
}

export interface CartFragmentsParams {
  wc_ajax_url: string;
  cart_hash_key: string;
  fragment_name: string;
  request_timeout: string;
}

export interface CartScriptParams {
  wc_add_to_cart_params: AddToCartParams;
  wc_cart_fragments_params: CartFragmentsParams;
}

/**
 * Both objects for a page; `storeKey` tells shops apart in the browser's storage (one per site),
 * `viewCartLabel` is the "View cart" link's text in the page's language and `prefix` its addresses'
 * language prefix (`/fr`): the endpoints answer in the language of the address they are reached at.
 */
export function cartScriptParams(options: { storeKey: string; isCart: boolean; redirectAfterAdd: boolean; viewCartLabel?: string; prefix?: string }): CartScriptParams {
  const prefix = options.prefix ?? '';
  const wcAjaxUrl = `${prefix}${WC_AJAX_URL}`;
  return {
    wc_add_to_cart_params: {
      wc_ajax_url: wcAjaxUrl,
      i18n_view_cart: options.viewCartLabel ?? VIEW_CART_LABEL,
      cart_url: `${prefix}/cart/`,
      is_cart: options.isCart,
      cart_redirect_after_add: options.redirectAfterAdd ? 'yes' : 'no',
    },
    wc_cart_fragments_params: {
      wc_ajax_url: wcAjaxUrl,
      cart_hash_key: `wc_cart_hash_${options.storeKey}`,
      fragment_name: `wc_fragments_${options.storeKey}`,
      request_timeout: String(FRAGMENT_REQUEST_TIMEOUT_MS),
    },
  };
}
