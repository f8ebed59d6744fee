import type { RequestBase } from './request-base.ts';
import { addToCart, type AddToCartResult } from '../../core/cart/add-to-cart.ts';
import { loadCartView, type CartCoupons, type CartView } from '../../core/cart/cart-view.ts';
import { applyCouponCode, removeCouponCode, type ApplyCouponError } from '../../core/cart/cart-coupons.ts';
import { couponWords } from '../../core/coupons/coupon-messages.ts';
import type { SessionData } from '../../core/session/store.ts';
import type { Destination } from '../../core/shipping/shipping-zone.ts';
import { translator } from '../../core/i18n/translator.ts';
import { removeFromCart, setCartQuantities, type QuantityChange } from '../../core/cart/change-cart.ts';
import { cartRulesFrom } from '../../core/cart/rules.ts';
import { parseProductId } from '../../core/cart/quantity.ts';
import { readSessionWithCartRows } from '../../core/cart/session-cart-rows.ts';
import type { CartErrorCode, CartItem } from '../../core/cart/types.ts';
import { unitsOf, type SellableUnit } from '../../core/catalog/sellable-units.ts';
import { setCartCookies } from './cart-cookies.ts';
import { giveNonce, type RequestSession } from './request-session.ts';
import { NO_OWNER_TRANSLATIONS, ownerTextIn } from '../../core/i18n/owner-text.ts';
import type { AddRequest } from '../../core/cart/add-request.ts';

export type CartServices = Pick<RequestBase, 'db' | 'config' | 'settings' | 'session' | 'uploadsUrl' | 'shippingZones' | 'taxes' | 'country'> & Partial<Pick<RequestBase, 'ownerTranslations'>> & {
  /** The page's language, for the notices; English (the JSON APIs') when absent. */
  locale?: RequestBase['locale'];
  /** Where the lines' images are kept until the catalogue's next edit; read every time when absent. */
  catalog?: RequestBase['catalog'];
};

export interface CartChangeOptions {
  /**
   * The answer updates the page in place (the wc-ajax fragments) rather than sending the browser to a
   * page. Notices are then left only for the page the browser may go to next: the success of an add
   * when the shop sends the shopper to the cart, a refused add (the browser opens the product), and why
   * lines were dropped or reduced. A refused remove leaves none: the browser follows the link, which says it.
   */
  inPlace?: boolean;
  /** The answer says all there is to say (a JSON client such as the Store API's): no notice is left for pages. */
  quiet?: boolean;
}

export type CartAdded =
  | { ok: true; cart: CartView; product: SellableUnit }
  /** `product`: the one named, when it is published (a refused add sends the shopper to its page). */
  | { ok: false; code: CartErrorCode; message: string; product: Pick<SellableUnit, 'slug' | 'name'> | null };

type RemoveResult = Awaited<ReturnType<typeof removeFromCart>>;

export type CartRemoved = { ok: true; cart: CartView; name: string } | { ok: false; code: CartErrorCode; message: string };

export type CouponChanged = { ok: true; cart: CartView; message: string } | { ok: false; code: ApplyCouponError | 'not_applied'; message: string };

export type ShippingChanged = { ok: true; cart: CartView } | { ok: false; code: 'invalid_country' | 'unknown_rate'; message: string; cart: CartView };

export interface CartUpdated {
  cart: CartView;
  /** One message per line that kept its quantity. */
  errors: string[];
  changed: boolean;
}

/**
 * The request's cart (`AppServices.cart`). Every change is saved in the session with the cart cookies
 * set, and leaves its notices: a page, a `?add-to-cart=` link, wc-ajax or the REST API each make one call.
 */
export interface CartService {
  /** The cart priced for a page, with notices about lines changed since they were added (a changed cart is saved). */
  view(options?: CartChangeOptions): Promise<{ cart: CartView; notices: string[] }>;
  /** Adds what a form, link or request asks for: a simple product, or a variation by the options chosen. */
  add(request: AddRequest, options?: CartChangeOptions): Promise<CartAdded>;
  remove(key: unknown, options?: CartChangeOptions): Promise<CartRemoved>;
  /** The cart page's "Update cart": new quantities for several lines at once (0 removes). */
  setQuantities(changes: readonly QuantityChange[], options?: CartChangeOptions): Promise<CartUpdated>;
  /** Applies a coupon by the code typed (any case); the notice says it was applied, or why not. */
  applyCoupon(code: unknown, options?: CartChangeOptions): Promise<CouponChanged>;
  /** Takes a coupon off the cart by its code. */
  removeCoupon(code: unknown, options?: CartChangeOptions): Promise<CouponChanged>;
  /** Where the cart ships (the cart's calculator, checkout's address as it is typed); a country the shop does not ship to is refused. */
  shipTo(destination: Destination, options?: CartChangeOptions & { billing?: Destination | undefined }): Promise<ShippingChanged>;
  /** The shipping rate chosen (`flat_rate:2`); one not offered for the cart's address is refused. */
  chooseShipping(rateId: unknown, options?: CartChangeOptions): Promise<ShippingChanged>;
}

export function cartService(app: CartServices): CartService {
  const { session } = app;
  // Notices in the page's language: the page that shows them is reached from this one, in its language.
  const rules = viewRules(app);
  const cartMessages = rules.messages;
  const notifier = (options: CartChangeOptions) => (type: 'success' | 'error' | 'info', message: string) =>
    options.quiet ? Promise.resolve() : session.addNotice({ type, message });
  // The fragments show no notices: why lines changed is said on the next page instead.
  const keepCartNotices = async (cart: CartView, options: CartChangeOptions) => {
    if (options.inPlace) for (const message of cart.notices) await notifier(options)('info', message);
  };
  // A change that took a coupon off (the cart no longer qualifies) says why on the page it leads to; in place, keepCartNotices does.
  const keepCouponNotices = async (cart: CartView | null, options: CartChangeOptions) => {
    if (cart && !options.inPlace) for (const message of cart.couponNotices) await notifier(options)('error', message);
  };

  return {
    async view(options = {}) {
      const along = await cartRowsAlong(session, []);
      const stored = await currentCart(session);
      const view = await loadCartView(app.db, stored.cart, viewRules(app), along && unitsOf(along.rows), await cartCoupons(session, stored));
      // Lines changed since they were added are saved as they are now: reconciled again over the cart the session holds.
      const cart = view.changed ? (await changeCart(app, async (items, again) => ({ items, products: again ? undefined : along && unitsOf(along.rows), outcome: null }))).cart! : view;
      await keepCartNotices(view, options);
      return { cart, notices: view.notices };
    },

    async add(request, options = {}) {
      const notify = notifier(options);
      // The session and the products the add reads first, together when nothing has read the session yet.
      const productId = parseProductId(request.productId);
      const along = productId === null ? undefined : await cartRowsAlong(session, [productId]);
      const { outcome: added, cart } = await changeCart<AddToCartResult>(app, async (items, again) => {
        // Made again over another request's cart, the add reads that cart's products itself.
        const outcome = await addToCart(app.db, items, request, rules, again ? undefined : along?.rows);
        // The add read every product the new cart holds: it is priced from them.
        return outcome.ok ? { items: outcome.value.items, products: outcome.value.products, outcome } : { refused: outcome };
      });
      if (!added.ok) {
        await notify('error', added.error.message);
        return { ok: false, code: added.error.code, message: added.error.message, product: added.product ?? null };
      }
      await keepCartNotices(cart!, options);
      await keepCouponNotices(cart, options);
      // In place, the page says what was added; the cart page the shop may send the shopper to says it instead.
      if (!options.inPlace || app.settings.redirectAfterAdd) await notify('success', cartMessages.added(added.value.addedName));
      return { ok: true, cart: cart!, product: added.value.product };
    },

    async remove(key, options = {}) {
      const notify = notifier(options);
      const along = await cartRowsAlong(session, []);
      const { outcome: removed, cart } = await changeCart<RemoveResult>(app, async (items, again) => {
        const outcome = await removeFromCart(app.db, items, key, cartMessages, again ? undefined : along?.rows);
        // The rows read with the session hold every line the cart keeps.
        return outcome.ok ? { items: outcome.value.items, products: again ? undefined : along && unitsOf(along.rows), outcome } : { refused: outcome };
      });
      if (!removed.ok) {
        if (!options.inPlace) await notify('error', removed.error.message);
        return { ok: false, code: removed.error.code, message: removed.error.message };
      }
      await keepCartNotices(cart!, options);
      await keepCouponNotices(cart, options);
      if (!options.inPlace) await notify('success', cartMessages.removed(removed.value.name));
      return { ok: true, cart: cart!, name: removed.value.name };
    },

    async setQuantities(changes, options = {}) {
      const notify = notifier(options);
      const { outcome: result, cart } = await changeCart(app, async (items) => {
        const outcome = await setCartQuantities(app.db, items, changes, rules);
        return { items: outcome.items, outcome };
      });
      for (const message of result.errors) await notify('error', message);
      if (result.changed) await notify('success', cartMessages.updated);
      await keepCouponNotices(cart, options);
      return { cart: cart!, errors: result.errors, changed: result.changed };
    },

    async applyCoupon(typed, options = {}) {
      const shopper = await shopperOf(session);
      let waiting = false;
      const { outcome, cart } = await changeCart<CouponChanged | null>(app, async (items, _again, data) => {
        // Checked against the lines and coupons as the cart prices them now.
        const current = await loadCartView(app.db, items, viewRules(app), undefined, { codes: data.coupons, shopper, shipping: shippingOf(data) });
        const added = await applyCouponCode(app.db, current.couponCodes, typed, current.lines.map(checkedLine), { ...couponOptions(app), shopper });
        if (!added.ok) return { refused: { ok: false, code: added.error.code, message: added.error.message } };
        waiting = added.value.waiting;
        return { items, coupons: added.value.codes, outcome: null };
      });
      const words = couponWords(app.locale ?? 'en');
      return couponOutcome(outcome, cart, waiting ? words.waiting : words.applied, notifier(options));
    },

    async shipTo(destination, options = {}) {
      const { cart: before } = await this.view({ quiet: true });
      if (!app.config.store.countries.includes(destination.country)) {
        const message = translator(app.locale ?? 'en')('notice.invalidShippingCountry');
        if (!options.quiet) await session.addNotice({ type: 'error', message });
        return { ok: false, code: 'invalid_country', message, cart: before };
      }
      const { cart } = await changeCart(app, async (items, _again, data) => {
        data.shipping = { ...data.shipping, destination, ...(options.billing && options.billing.country !== '' ? { billing: options.billing } : {}) };
        return { items, outcome: null };
      });
      if (!options.quiet && !options.inPlace) await session.addNotice({ type: 'success', message: translator(app.locale ?? 'en')('notice.shippingUpdated') });
      return { ok: true, cart: cart! };
    },

    async chooseShipping(rateId, options = {}) {
      const { cart: before } = await this.view({ quiet: true });
      const rate = before.shippingRates.find((offered) => offered.id === rateId);
      if (!rate) {
        const message = translator(app.locale ?? 'en')('notice.unknownShippingRate');
        if (!options.quiet) await session.addNotice({ type: 'error', message });
        return { ok: false, code: 'unknown_rate', message, cart: before };
      }
      const { cart } = await changeCart(app, async (items, _again, data) => {
        data.shipping = { ...data.shipping, chosen: rate.id };
        return { items, outcome: null };
      });
      return { ok: true, cart: cart! };
    },

    async removeCoupon(typed, options = {}) {
      const { outcome, cart } = await changeCart<CouponChanged | null>(app, async (items, _again, data) => {
        const removed = removeCouponCode(data.coupons, typed, app.locale ?? 'en');
        if (!removed.ok) return { refused: { ok: false, code: removed.error.code, message: removed.error.message } };
        return { items, coupons: removed.value, outcome: null };
      });
      return couponOutcome(outcome, cart, couponWords(app.locale ?? 'en').removed, notifier(options));
    },
  };
}

/**
 * A cart change as made from the lines the session holds: the new lines (with the products read for
 * them) and, when it changes them, the coupon codes; or a refusal.
 */
type MadeChange<T> = { items: readonly CartItem[]; products?: ReadonlyMap<number, SellableUnit> | undefined; coupons?: readonly string[]; outcome: T } | { refused: T };

/**
 * Every cart change ends here. `make` makes the new lines from the cart the session holds; they are
 * reconciled against the catalogue, saved in the session, and the cart cookies follow. Where another
 * request of the session saved its cart meanwhile (two tabs, a double click), the change is made again
 * over that cart (`again`): neither request's lines are lost. `cart` is null when the change was refused.
 */
async function changeCart<T>(
  app: CartServices,
  make: (items: readonly CartItem[], again: boolean, data: SessionData) => Promise<MadeChange<T>>,
): Promise<{ outcome: T; cart: CartView | null }> {
  // A visitor with no session and nothing to store gets no session row.
  const stored = (await app.session.get()) !== null;
  const shopper = await shopperOf(app.session);
  let made: MadeChange<T> | undefined;
  let view: CartView | null = null;
  await app.session.change(async (data, again) => {
    made = await make(data.cart, again, data);
    if ('refused' in made) return false;
    const codes = made.coupons ?? data.coupons;
    view = await loadCartView(app.db, made.items, viewRules(app), made.products, { codes, shopper, shipping: shippingOf(data) });
    if (!stored && !again && view.items.length === 0 && view.couponCodes.length === 0) return false;
    data.cart = view.items;
    data.coupons = view.couponCodes;
    // The cart's forms and remove links need the nonce; creating it here, on a path that runs alone,
    // keeps page loaders (which run side by side) from each writing the session. One save for both.
    if (view.items.length > 0) giveNonce(data);
    // A changed cart is no longer the one an order was placed from.
    delete data.placedOrder;
    return true;
  });
  if (!made) throw new Error('The cart change was never made');
  if ('refused' in made) return { outcome: made.refused, cart: null };
  setCartCookies(app.session, view!.hash);
  return { outcome: made.outcome, cart: view };
}

/**
 * The session and the catalogue rows of its cart's lines and of `ids`, read together (one query on
 * PostgreSQL) when nothing has read the session yet; undefined otherwise, and the caller reads them itself.
 */
export function cartRowsAlong(session: RequestSession, ids: readonly number[]) {
  return session.loadAlong((db, id) => readSessionWithCartRows(db, id, ids));
}

/** A coupon change's answer, and its notice: the refusal, or `success` over the cart as saved. */
async function couponOutcome(
  refusal: CouponChanged | null,
  cart: CartView | null,
  success: string,
  notify: (type: 'success' | 'error', message: string) => Promise<void>,
): Promise<CouponChanged> {
  if (refusal && !refusal.ok) {
    await notify('error', refusal.message);
    return refusal;
  }
  if (!cart) throw new Error('A coupon change saved no cart');
  await notify('success', success);
  return { ok: true, cart, message: success };
}

/** The visitor's cart and coupons as stored, without creating a session. */
async function currentCart(session: RequestSession): Promise<Pick<SessionData, 'cart' | 'coupons' | 'shipping'>> {
  return session.hasCookie ? await session.data() : { cart: [], coupons: [] };
}

/** Where the session's cart ships and the rate chosen, as pricing reads them (the rules' default destination when not said). */
export function shippingOf(data: Pick<SessionData, 'shipping'>): CartCoupons['shipping'] {
  return { destination: data.shipping?.destination, chosenRate: data.shipping?.chosen ?? null, billing: data.shipping?.billing ?? null };
}

/** Who the cart's coupons are checked for: the signed-in account (an e-mail only once checkout has one). */
async function shopperOf(session: RequestSession): Promise<CartCoupons['shopper']> {
  return { customerId: session.hasCookie ? await session.userId() : null, email: null };
}

async function cartCoupons(session: RequestSession, stored: Pick<SessionData, 'coupons' | 'shipping'>): Promise<CartCoupons> {
  return { codes: stored.coupons, shopper: await shopperOf(session), shipping: shippingOf(stored) };
}

/** How coupon refusals are worded for this request. */
function couponOptions(app: CartServices) {
  const rules = viewRules(app);
  return { language: rules.language, money: rules.money, now: new Date() };
}

/** A cart line as the coupon checks read it. */
function checkedLine(line: CartView['lines'][number]) {
  return { unitPrice: line.unitPrice, quantity: line.quantity, name: line.name, target: { productId: line.productId, variationId: line.variationId, categories: [], onSale: line.onSale } };
}

/** The cart's rules, with its notices in the request's language. */
function viewRules(app: CartServices) {
  return { ...cartRulesFrom(app.config, app.uploadsUrl, app.locale ?? 'en', { zones: app.shippingZones, taxes: app.taxes, country: app.country, ownerText: ownerTextIn(app.ownerTranslations ?? NO_OWNER_TRANSLATIONS, app.locale ?? 'en') }), ...(app.catalog ? { memo: app.catalog } : {}) };
}
