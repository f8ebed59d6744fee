import { describe, expect, it } from 'vitest';
import { isWcAjaxEndpoint, WC_AJAX_ENDPOINTS } from './wc-ajax-endpoints.ts';

describe('the wc-ajax endpoint list', () => {
  it('names the three cart endpoints of WooCommerce', () => {
    expect(WC_AJAX_ENDPOINTS).toEqual(['add_to_cart', 'remove_from_cart', 'get_refreshed_fragments', 'apply_coupon', 'remove_coupon', 'update_order_review', 'update_shipping_method']);
    expect(WC_AJAX_ENDPOINTS.every(isWcAjaxEndpoint)).toBe(true);
  });

  it('knows no other name, inherited object keys included', () => {
    for (const name of ['', 'add-to-cart', 'ADD_TO_CART', 'constructor', '__proto__', 'toString', 'get_refreshed_fragments ']) {
      expect(isWcAjaxEndpoint(name), name).toBe(false);
    }
  });
});
