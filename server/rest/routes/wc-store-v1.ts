import type { RestRoute } from '../route-table.ts';
import { MAX_STORE_CHECKOUT_BYTES, storeCheckout } from '../store-checkout.ts';

/** WooCommerce's Store API: for every shopper, signed in or not, on the session's cart. */
export const wcStoreV1Routes: RestRoute[] = [
  // A checkout is a few KB; the form's 2 MB allowance is for nothing a JSON client sends.
  { path: '/wc/store/v1/checkout', methods: { POST: storeCheckout }, maxBytes: MAX_STORE_CHECKOUT_BYTES },
];
