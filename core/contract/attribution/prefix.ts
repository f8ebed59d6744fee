/**
 * Where the checkout finds the attribution: the name prefix of its hidden inputs, and the namespace of
 * the JSON checkout's extension data. The config accepts no other prefix pattern and the browser falls
 * back to the default for anything else, so both keep to one rule and the checkout finds the inputs
 * under the configured names. No imports: the browser bundle takes what it reads of it.
 */

/** 1 to 64 letters, digits, `_` or `-`. */
export const ATTRIBUTION_PREFIX = /^[A-Za-z0-9_-]{1,64}$/;

/** WooCommerce's own prefix. */
export const DEFAULT_ATTRIBUTION_PREFIX = 'wc_order_attribution_';

/** The checkout extension namespace WooCommerce's own checkout reads the attribution from. */
export const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';
