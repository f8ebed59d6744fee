import type { RequestBase } from './request-base.ts';
import { addToCart, type AddToCartResult } from '../../core/cart/add-to-cart.ts';
import { loadCartView, type CartView } from '../../core/cart/cart-view.ts';
import { removeFromCart, setCartQuantities, type QuantityChange } from '../../core/cart/change-cart.ts';
import { cartRulesFrom } from '../../core/cart/rules.ts';
import { parseProductId } from '../../core/cart/quantity.ts';
import { readSessionWithCartRows } from '../../core/cart/session-cart-rows.ts';
import type { CartErrorCode, CartItem } from '../../core/cart/types.ts';
import { unitsOf, type SellableUnit } from '../../core/catalog/sellable-units.ts';
import { setCartCookies } from './cart-cookies.ts';
import { giveNonce, type RequestSession } from './request-session.ts';
import type { AddRequest } from '../../core/cart/add-request.ts';

export type CartServices = Pick<RequestBase, 'db' | 'config' | 'settings' | 'session' | 'uploadsUrl'> & {
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

  return {
    async view(options = {}) {
      const along = await cartRowsAlong(session, []);
      const view = await loadCartView(app.db, await currentCartItems(session), viewRules(app), along && unitsOf(along.rows));
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
      return { cart: cart!, errors: result.errors, changed: result.changed };
    },
  };
}

/** A cart change as made from the lines the session holds: the new lines (with the products read for them), or a refusal. */
type MadeChange<T> = { items: readonly CartItem[]; products?: ReadonlyMap<number, SellableUnit> | undefined; outcome: T } | { refused: T };

/**
 * Every cart change ends here. `make` makes the new lines from the cart the session holds; they are
 * reconciled against the catalogue, saved in the session, and the cart cookies follow. Where another
 * request of the session saved its cart meanwhile (two tabs, a double click), the change is made again
 * over that cart (`again`): neither request's lines are lost. `cart` is null when the change was refused.
 */
async function changeCart<T>(app: CartServices, make: (items: readonly CartItem[], again: boolean) => Promise<MadeChange<T>>): Promise<{ outcome: T; cart: CartView | null }> {
  // A visitor with no session and nothing to store gets no session row.
  const stored = (await app.session.get()) !== null;
  let made: MadeChange<T> | undefined;
  let view: CartView | null = null;
  await app.session.change(async (data, again) => {
    made = await make(data.cart, again);
    if ('refused' in made) return false;
    view = await loadCartView(app.db, made.items, viewRules(app), made.products);
    if (!stored && !again && view.items.length === 0) return false;
    data.cart = view.items;
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

/** The visitor's cart as stored, without creating a session. */
async function currentCartItems(session: RequestSession): Promise<CartItem[]> {
  return session.hasCookie ? (await session.data()).cart : [];
}

/** The cart's rules, with its notices in the request's language. */
function viewRules(app: CartServices) {
  return { ...cartRulesFrom(app.config, app.uploadsUrl, app.locale ?? 'en'), ...(app.catalog ? { memo: app.catalog } : {}) };
}
