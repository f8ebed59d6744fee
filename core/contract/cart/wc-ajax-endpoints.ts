/**
 * The cart endpoints of docs/contract.md, each reached at `wc_ajax_url` with `%%endpoint%%` filled in: the
 * one list the browser's client calls and the server answers.
 */
export const WC_AJAX_ENDPOINTS = ['add_to_cart', 'remove_from_cart', 'get_refreshed_fragments', 'apply_coupon', 'remove_coupon', 'update_order_review', 'update_shipping_method'] as const;

export type WcAjaxEndpoint = (typeof WC_AJAX_ENDPOINTS)[number];

/** The part of `wc_ajax_url` the endpoint's name replaces. */
export const ENDPOINT_PLACEHOLDER = '%%endpoint%%';

export function isWcAjaxEndpoint(name: string): name is WcAjaxEndpoint {
  return (WC_AJAX_ENDPOINTS as readonly string[]).includes(name);
}
