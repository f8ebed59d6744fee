import { translator } from '../../core/i18n/translator.ts';
import type { RequestBase } from './request-base.ts';
import { sanitiseAttribution, type RawAttribution } from '../../core/attribution/fields.ts';
import { cartRulesFrom } from '../../core/cart/rules.ts';
import { validateCheckout, type CheckoutInput, type CheckoutValues, type FieldError } from '../../core/checkout/checkout-form.ts';
import { claimedOrEmpty, orderFromCart, type PlacedOrderRef } from '../../core/checkout/order-from-cart.ts';
import type { PlacedOrder } from '../../core/orders/place-order.ts';
import { mailBrand } from '../../core/mail/mail-brand.ts';
import { NO_OWNER_TRANSLATIONS, ownerTextIn } from '../../core/i18n/owner-text.ts';
import { setCartCookies } from './cart-cookies.ts';

export type CheckoutServices = Pick<RequestBase, 'db' | 'dialect' | 'config' | 'session' | 'uploadsUrl' | 'siteOrigin' | 'locale' | 'shippingZones' | 'taxes' | 'country'> & Partial<Pick<RequestBase, 'ownerTranslations'>>;

export interface CheckoutSubmission {
  /** The checkout fields by form name, as the form posts them. */
  values: CheckoutValues;
  /**
   * Where the attribution fields are read: the form's hidden inputs (`<prefix><field>`) or the JSON
   * checkout's extension data (bare field names, prefix `''`). Anything unusable is dropped, never refused.
   */
  attribution: { source: RawAttribution | null; prefix: string };
  /** The JSON checkout's `Idempotency-Key` (already checked), kept with the order; absent for the form. */
  idempotencyKey?: string | null;
}

export type CheckoutOutcome =
  | { kind: 'empty_cart' }
  | { kind: 'invalid'; errors: FieldError[] }
  /** The cart changed since the shopper saw it (gone, sold out, capped): it is saved as it now is. */
  | { kind: 'cart_changed'; notices: string[]; cartEmpty: boolean }
  /** A line ran out while the order was being placed; nothing was written. */
  | { kind: 'not_placed'; message: string }
  /** This cart already became an order (a second submit of it): show that order. */
  | { kind: 'already_placed'; order: PlacedOrderRef }
  | { kind: 'placed'; order: PlacedOrder; checkout: CheckoutInput };

/**
 * The checkout's steps after the caller has checked its nonce, shared by the form and the JSON checkout:
 * read the session's cart, validate the fields, then (orderFromCart, one transaction) re-check the cart
 * against the catalogue, place the order with the shop's options and claim the cart. Every refusal
 * comes back as an outcome for the caller to word; nothing is written unless the order is placed (a
 * changed cart is saved so the shopper sees it). A cart already claimed by an order answers with it.
 */
export async function completeCheckout(app: CheckoutServices, submission: CheckoutSubmission): Promise<CheckoutOutcome> {
  const session = app.session.hasCookie ? await app.session.get() : null;
  if (!session) return { kind: 'empty_cart' };
  if (session.data.cart.length === 0) return claimedOrEmpty(session);

  const { store, attribution } = app.config;
  const checked = validateCheckout(submission.values, store.countries, translator(app.locale));
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };

  // Bad or missing attribution only means fewer fields (or "Unknown"); it never stops the order.
  const tracked = attribution.enabled ? sanitiseAttribution(submission.attribution.source, { prefix: submission.attribution.prefix }).values : null;
  const outcome = await orderFromCart(app.db, {
    sessionId: session.id,
    dialect: app.dialect,
    checkout: checked.value,
    attribution: tracked,
    cart: cartRulesFrom(app.config, app.uploadsUrl, app.locale, { zones: app.shippingZones, taxes: app.taxes, country: app.country, ownerText: ownerTextIn(app.ownerTranslations ?? NO_OWNER_TRANSLATIONS, app.locale) }),
    order: {
      storeName: store.name,
      shopEmail: store.email,
      currency: store.currency,
      locale: store.locale,
      // The page's language: the order keeps it, and its customer e-mail speaks it.
      language: app.locale,
      attributeLocale: { locale: app.locale, defaultLocale: store.locales.default },
      shippingZones: app.shippingZones,
      taxes: app.taxes,
      // The configured origin, never the request's Host: the link goes out in an e-mail.
      siteUrl: app.siteOrigin,
      brand: mailBrand(app.config.theme.brand, app.siteOrigin),
      ownerText: ownerTextIn(app.ownerTranslations ?? NO_OWNER_TRANSLATIONS, app.locale),
    },
    idempotencyKey: submission.idempotencyKey ?? null,
    now: new Date(),
  });
  // The transaction wrote the session: later writes of this request build on what it wrote.
  if (outcome.kind !== 'empty_cart' && outcome.kind !== 'not_placed') app.session.adopt(outcome.session);
  switch (outcome.kind) {
    case 'empty_cart':
    case 'not_placed':
      return outcome;
    case 'cart_changed':
      setCartCookies(app.session, outcome.hash);
      return { kind: 'cart_changed', notices: outcome.notices, cartEmpty: outcome.cartEmpty };
    case 'already_placed':
      setCartCookies(app.session, '');
      return { kind: 'already_placed', order: outcome.order };
    case 'placed':
      setCartCookies(app.session, '');
      return { kind: 'placed', order: outcome.order, checkout: checked.value };
  }
}
