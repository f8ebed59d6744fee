import type { Db, DialectName } from '../../db/connect.ts';
import type { AttributionValues } from '../attribution/fields.ts';
import { loadCartView, type CartView, type CartViewOptions } from '../cart/cart-view.ts';
import { formatPrice } from '../i18n/format.ts';
import { translator } from '../i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../i18n/messages/index.ts';
import type { Destination } from '../shipping/shipping-zone.ts';
import { normalisePostcode } from '../shipping/zone-match.ts';
import { announceSoldOut, LineUnavailableError, NoShippingError, writeOrder, type PlacedOrder, type PlaceOrderOptions } from '../orders/place-order.ts';
import { CouponRefusedError } from '../coupons/coupon-usage.ts';
import { lockSession, writeSessionData, type SessionRecord } from '../session/store.ts';
import type { CheckoutInput } from './checkout-form.ts';
import { rememberCheckoutKey } from './idempotency-keys.ts';
import { saveOrderAddresses } from '../accounts/customer-addresses.ts';

export interface CartOrderRequest {
  sessionId: string;
  dialect: DialectName;
  checkout: CheckoutInput;
  attribution: AttributionValues | null;
  cart: CartViewOptions;
  order: PlaceOrderOptions;
  /** The JSON checkout's `Idempotency-Key`, recorded with the order; null when none was sent. */
  idempotencyKey: string | null;
  now: Date;
}

export type PlacedOrderRef = Pick<PlacedOrder, 'orderId' | 'orderKey'>;

export type CartOrderOutcome =
  | { kind: 'empty_cart' }
  /** The cart was claimed by an order already (a second submit): that order, and the session as it is. */
  | { kind: 'already_placed'; order: PlacedOrderRef; session: SessionRecord }
  /** The cart changed under the shopper (sold out, capped, gone): saved as it now is. */
  | { kind: 'cart_changed'; session: SessionRecord; hash: string; notices: string[]; cartEmpty: boolean }
  /** A line ran out while the order was being written; nothing was written. */
  | { kind: 'not_placed'; message: string }
  /** The order, and the session whose cart it emptied. */
  | { kind: 'placed'; order: PlacedOrder; session: SessionRecord };

/**
 * One cart makes one order. In a single transaction: lock the session, read its cart as it is now,
 * re-check it against the catalogue, write the order, and claim the cart — empty it and record the
 * order in the session. A second submit of the same cart waits for the lock, then finds the cart
 * claimed and gets the first order back instead of placing another.
 */
export async function orderFromCart(db: Db, request: CartOrderRequest): Promise<CartOrderOutcome> {
  let soldOut = false;
  try {
    const outcome = await db.transaction().execute(async (trx): Promise<CartOrderOutcome> => {
      const session = await lockSession(trx, request.sessionId, request.dialect);
      if (!session) return { kind: 'empty_cart' };
      if (session.data.cart.length === 0) return claimedOrEmpty(session);

      const shopper = { customerId: session.userId, email: null };
      const chosen = session.data.shipping?.chosen ?? null;
      const cart = await loadCartView(trx, session.data.cart, request.cart, undefined, {
        codes: session.data.coupons,
        shopper,
        shipping: { destination: session.data.shipping?.destination, chosenRate: chosen, billing: session.data.shipping?.billing ?? null },
      });
      if (cart.changed) {
        session.data.cart = cart.items;
        session.data.coupons = cart.couponCodes;
        delete session.data.placedOrder;
        await writeSessionData(trx, session);
        return { kind: 'cart_changed', session, hash: cart.hash, notices: cart.notices, cartEmpty: cart.items.length === 0 };
      }

      // The shopper saw shipping (and tax) for the address the cart knew; the checkout's may cost another amount.
      const destination = destinationOf(request.checkout);
      const billing = billingOf(request.checkout);
      const taxes = request.cart.taxes?.settings;
      const billingTaxed = taxes?.enabled === true && taxes.basedOn === 'billing';
      const billingMoved = billingTaxed && !sameDestination(billing, session.data.shipping?.billing ?? cart.destination);
      if (!sameDestination(destination, cart.destination) || billingMoved) {
        const there = await loadCartView(trx, cart.items, request.cart, undefined, { codes: cart.couponCodes, shopper, shipping: { destination, chosenRate: chosen, billing } });
        session.data.shipping = { ...session.data.shipping, destination, billing };
        const shippingMoved = there.shippingRate?.id !== cart.shippingRate?.id || there.shipping !== cart.shipping;
        if (shippingMoved || there.total !== cart.total) {
          delete session.data.placedOrder;
          await writeSessionData(trx, session);
          const notice = shippingMoved ? shippingChangedNotice(there, request.cart) : totalChangedNotice(there, request.cart);
          return { kind: 'cart_changed', session, hash: cart.hash, notices: [notice], cartEmpty: false };
        }
      }

      const written = await writeOrder(
        trx,
        { items: cart.items, coupons: cart.couponCodes, checkout: request.checkout, customerId: session.userId, attribution: request.attribution, chosenShipping: cart.shippingRate?.id ?? null },
        request.order,
      );
      const { order } = written;
      // A signed-in customer's next checkout starts from these addresses, as WooCommerce's does.
      if (session.userId !== null) await saveOrderAddresses(trx, session.userId, request.checkout);
      session.data.cart = [];
      session.data.coupons = [];
      session.data.placedOrder = { orderId: order.orderId, orderKey: order.orderKey };
      await writeSessionData(trx, session);
      if (request.idempotencyKey) await rememberCheckoutKey(trx, session.id, request.idempotencyKey, order.orderId, request.now);
      soldOut = written.soldOut;
      return { kind: 'placed', order, session };
    });
    if (soldOut) await announceSoldOut(db);
    return outcome;
  } catch (error) {
    if (error instanceof LineUnavailableError || error instanceof NoShippingError) return { kind: 'not_placed', message: error.message };
    if (error instanceof CouponRefusedError) return dropRefusedCoupon(db, request, error);
    throw error;
  }
}

/**
 * A coupon refused while the order was written (its last use taken meanwhile, not the billing e-mail's):
 * nothing was written; the coupon comes off the cart and the shopper sees why, with the cart as it now is.
 */
async function dropRefusedCoupon(db: Db, request: CartOrderRequest, refused: CouponRefusedError): Promise<CartOrderOutcome> {
  return db.transaction().execute(async (trx): Promise<CartOrderOutcome> => {
    const session = await lockSession(trx, request.sessionId, request.dialect);
    if (!session) return { kind: 'not_placed', message: refused.message };
    session.data.coupons = session.data.coupons.filter((code) => code !== refused.code);
    delete session.data.placedOrder;
    await writeSessionData(trx, session);
    const shipping = { destination: session.data.shipping?.destination, chosenRate: session.data.shipping?.chosen ?? null, billing: session.data.shipping?.billing ?? null };
    const cart = await loadCartView(trx, session.data.cart, request.cart, undefined, { codes: session.data.coupons, shopper: { customerId: session.userId, email: null }, shipping });
    return { kind: 'cart_changed', session, hash: cart.hash, notices: [refused.message], cartEmpty: cart.items.length === 0 };
  });
}

/** Where the order ships: the shipping address when there is one, else the billing address. */
function destinationOf(checkout: CheckoutInput): Destination {
  const address = checkout.shipping ?? checkout.billing;
  return { country: address.country, state: address.state, postcode: address.postcode, city: address.city };
}

/** The billing address's place, where tax may follow it. */
function billingOf(checkout: CheckoutInput): Destination {
  const { country, state, postcode, city } = checkout.billing;
  return { country, state, postcode, city };
}

function sameDestination(a: Destination, b: Destination): boolean {
  return a.country === b.country && a.state.trim().toUpperCase() === b.state.trim().toUpperCase() && normalisePostcode(a.postcode) === normalisePostcode(b.postcode) && a.city.trim().toLowerCase() === b.city.trim().toLowerCase();
}

/** What shipping to the checkout's address costs, or that nothing ships there, in the shopper's words. */
function shippingChangedNotice(there: CartView, rules: CartViewOptions): string {
  const t = translator(rules.language ?? DEFAULT_MESSAGE_LOCALE);
  if (!there.shippingRate) return t('notice.noShipping');
  const money = rules.money ?? { currency: rules.currency, locale: 'en-US' };
  return t('notice.shippingChanged', { amount: formatPrice(there.shipping, money.currency, money.locale), method: there.shippingRate.label });
}

/** The order's total for the checkout's addresses (its tax follows them), in the shopper's words. */
function totalChangedNotice(there: CartView, rules: CartViewOptions): string {
  const t = translator(rules.language ?? DEFAULT_MESSAGE_LOCALE);
  const money = rules.money ?? { currency: rules.currency, locale: 'en-US' };
  return t('notice.totalChanged', { amount: formatPrice(there.total, money.currency, money.locale) });
}

/** What an empty cart means: the order it became, if it became one, else nothing to order. */
export function claimedOrEmpty(session: SessionRecord): Extract<CartOrderOutcome, { kind: 'already_placed' | 'empty_cart' }> {
  const placed = session.data.placedOrder;
  return placed ? { kind: 'already_placed', order: placed, session } : { kind: 'empty_cart' };
}
