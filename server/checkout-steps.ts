import type { AppServices } from '../app/context.ts';
import { sanitiseAttribution, type RawAttribution } from '../core/attribution/fields.ts';
import { loadCartView } from '../core/cart/cart-view.ts';
import { cartRulesFrom } from '../core/cart/rules.ts';
import { validateCheckout, type CheckoutInput, type CheckoutValues, type FieldError } from '../core/checkout/checkout-form.ts';
import { placeOrder, type PlacedOrder } from '../core/orders/place-order.ts';
import { commitCart, currentCartItems } from './cart-cookies.ts';

type CheckoutServices = Pick<AppServices, 'db' | 'config' | 'session' | 'uploadsUrl' | 'siteOrigin'>;

export interface CheckoutSubmission {
  /** The checkout fields by form name, as the form posts them. */
  values: CheckoutValues;
  /**
   * Where the attribution fields are read: the form's hidden inputs (`<prefix><field>`) or the JSON
   * checkout's extension data (bare field names, prefix `''`). Anything unusable is dropped, never refused.
   */
  attribution: { source: RawAttribution | null; prefix: string };
}

export type CheckoutOutcome =
  | { kind: 'empty_cart' }
  | { kind: 'invalid'; errors: FieldError[] }
  /** The cart changed since the shopper saw it (gone, sold out, capped): it is saved as it now is. */
  | { kind: 'cart_changed'; notices: string[]; cartEmpty: boolean }
  /** A line ran out while the order was being placed; nothing was written. */
  | { kind: 'not_placed'; message: string }
  | { kind: 'placed'; order: PlacedOrder; checkout: CheckoutInput };

/**
 * The checkout's steps after the caller has checked its nonce, shared by the form and the JSON checkout:
 * read the session's cart, validate the fields, re-check the cart against the catalogue, place the order
 * with the shop's options and empty the cart. Every refusal comes back as an outcome for the caller to
 * word; nothing is written unless the order is placed (a changed cart is saved so the shopper sees it).
 */
export async function completeCheckout(app: CheckoutServices, submission: CheckoutSubmission): Promise<CheckoutOutcome> {
  const items = await currentCartItems(app.session);
  if (items.length === 0) return { kind: 'empty_cart' };

  const { store, attribution } = app.config;
  const checked = validateCheckout(submission.values, store.countries);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };

  // The cart may have changed under the shopper (sold out, price, removed): show that before charging.
  const cart = await loadCartView(app.db, items, cartRulesFrom(app.config, app.uploadsUrl));
  if (cart.changed) {
    await commitCart(app, cart.items);
    return { kind: 'cart_changed', notices: cart.notices, cartEmpty: cart.items.length === 0 };
  }

  // Bad or missing attribution only means fewer fields (or "Unknown"); it never stops the order.
  const tracked = attribution.enabled ? sanitiseAttribution(submission.attribution.source, { prefix: submission.attribution.prefix }).values : null;
  const placed = await placeOrder(
    app.db,
    { items: cart.items, checkout: checked.value, customerId: await app.session.userId(), attribution: tracked },
    {
      storeName: store.name,
      shopEmail: store.email,
      currency: store.currency,
      locale: store.locale,
      flatRateShipping: store.flatRateShipping,
      freeShippingThreshold: store.freeShippingThreshold,
      // The configured origin, never the request's Host: the link goes out in an e-mail.
      siteUrl: app.siteOrigin,
    },
  );
  if (!placed.ok) return { kind: 'not_placed', message: placed.error.message };

  await commitCart(app, []);
  return { kind: 'placed', order: placed.value, checkout: checked.value };
}

/** Where the shopper sees a placed order: the order-received page, opened with the order's key. */
export function orderReceivedPath(order: Pick<PlacedOrder, 'orderId' | 'orderKey'>): string {
  return `/checkout/order-received/${order.orderId}/?key=${encodeURIComponent(order.orderKey)}`;
}
