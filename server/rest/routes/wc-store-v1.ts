import type { RestRoute } from '../route-table.ts';
import { MAX_STORE_CHECKOUT_BYTES, storeCheckout } from '../store-checkout.ts';
import { addStoreCartItem, getStoreCart, MAX_STORE_CART_BYTES, removeStoreCartItem, updateStoreCartItem } from '../store/cart.ts';
import { applyStoreCoupon, removeStoreCoupon } from '../store/cart-coupons.ts';
import { selectStoreShippingRate, updateStoreCustomer } from '../store/cart-shipping.ts';
import { getProductForStore, listProductsForStore } from '../store/products.ts';

/** WooCommerce's Store API: for every shopper, signed in or not, on the session's cart. */
export const wcStoreV1Routes: RestRoute[] = [
  { path: '/wc/store/v1/products', methods: { GET: listProductsForStore } },
  { path: '/wc/store/v1/products/:id', methods: { GET: getProductForStore } },
  { path: '/wc/store/v1/cart', methods: { GET: getStoreCart } },
  { path: '/wc/store/v1/cart/add-item', methods: { POST: addStoreCartItem }, maxBytes: MAX_STORE_CART_BYTES },
  { path: '/wc/store/v1/cart/remove-item', methods: { POST: removeStoreCartItem }, maxBytes: MAX_STORE_CART_BYTES },
  { path: '/wc/store/v1/cart/update-item', methods: { POST: updateStoreCartItem }, maxBytes: MAX_STORE_CART_BYTES },
  { path: '/wc/store/v1/cart/apply-coupon', methods: { POST: applyStoreCoupon }, maxBytes: MAX_STORE_CART_BYTES },
  { path: '/wc/store/v1/cart/remove-coupon', methods: { POST: removeStoreCoupon }, maxBytes: MAX_STORE_CART_BYTES },
  { path: '/wc/store/v1/cart/update-customer', methods: { POST: updateStoreCustomer }, maxBytes: MAX_STORE_CART_BYTES },
  { path: '/wc/store/v1/cart/select-shipping-rate', methods: { POST: selectStoreShippingRate }, maxBytes: MAX_STORE_CART_BYTES },
  // A checkout is a few KB; the form's 2 MB allowance is for nothing a JSON client sends.
  { path: '/wc/store/v1/checkout', methods: { POST: storeCheckout }, maxBytes: MAX_STORE_CHECKOUT_BYTES },
];
