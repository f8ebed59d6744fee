import type { AppServices } from '../../app/context.ts';
import { addToCart } from '../../core/cart/add-to-cart.ts';
import type { CartView } from '../../core/cart/cart-view.ts';
import { removeFromCart } from '../../core/cart/change-cart.ts';
import { cartMessages } from '../../core/cart/messages.ts';
import { parseProductId } from '../../core/cart/quantity.ts';
import { getPublishedProduct } from '../../core/catalog/products.ts';
import { isWcAjaxEndpoint, type WcAjaxEndpoint } from '../../core/contract/cart/wc-ajax-endpoints.ts';
import type { Db } from '../../db/connect.ts';
import { commitCart, currentCartItems, loadCurrentCart } from '../cart-cookies.ts';
import { cartFragments, type RenderCartFragments } from './fragments.ts';
import { refused, type Reply } from './respond.ts';
import { addToCartForm, readForm, removeFromCartForm } from './schemas.ts';

export interface EndpointContext {
  services: AppServices;
  form: URLSearchParams;
  render: RenderCartFragments;
}

export type Endpoint = (context: EndpointContext) => Promise<Reply>;

/**
 * `add_to_cart`: success answers the new fragments; failure answers `{"error": true, "product_url"}`
 * (both 200, as WooCommerce does) and leaves the reason as a notice for the page the browser goes to.
 */
async function addToCartEndpoint({ services, form, render }: EndpointContext): Promise<Reply> {
  const { db, session, config, settings } = services;
  const fields = readForm(form, addToCartForm);
  const { product_id: productId, quantity } = fields.success ? fields.data : {};
  const added = await addToCart(db, await currentCartItems(session), productId, quantity, config.cart);
  if (!added.ok) {
    await session.addNotice({ type: 'error', message: added.error.message });
    return { status: 200, body: { error: true, product_url: await productUrl(db, productId) } };
  }
  const cart = await committed(services, added.value.items);
  // The browser goes on to the cart page, which says what was added (WooCommerce does the same).
  if (settings.redirectAfterAdd) await session.addNotice({ type: 'success', message: cartMessages.added(added.value.product.name) });
  return { status: 200, body: await cartFragments(services, cart, render) };
}

/** `remove_from_cart`: an unknown key changes nothing and is refused, so the browser follows the link's href. */
async function removeFromCartEndpoint({ services, form, render }: EndpointContext): Promise<Reply> {
  const fields = readForm(form, removeFromCartForm);
  if (!fields.success) return refused(400, cartMessages.unknownItem);
  const removed = await removeFromCart(services.db, await currentCartItems(services.session), fields.data.cart_item_key);
  if (!removed.ok) return refused(400, removed.error.message);
  const cart = await committed(services, removed.value.items);
  return { status: 200, body: await cartFragments(services, cart, render) };
}

/** `get_refreshed_fragments`: read-only unless the catalogue changed the cart; never starts a session. */
async function refreshedFragmentsEndpoint({ services, render }: EndpointContext): Promise<Reply> {
  const { cart, notices } = await loadCurrentCart(services);
  await keepCartNotices(services, notices);
  return { status: 200, body: await cartFragments(services, cart, render) };
}

/** Saves the lines, and says on the next page why any line was dropped or reduced on the way. */
async function committed(services: AppServices, items: CartView['items']): Promise<CartView> {
  const cart = await commitCart(services, items);
  await keepCartNotices(services, cart.notices);
  return cart;
}

async function keepCartNotices(services: AppServices, notices: readonly string[]): Promise<void> {
  for (const message of notices) await services.session.addNotice({ type: 'info', message });
}

/** Where a failed add sends the browser: the product's own page, or the shop for an id that names none. */
async function productUrl(db: Db, rawId: string | undefined): Promise<string> {
  const id = parseProductId(rawId);
  const product = id === null ? null : await getPublishedProduct(db, id);
  return product ? `/product/${encodeURIComponent(product.slug)}/` : '/shop/';
}

// Every endpoint of the shared list is answered (the compiler checks the keys).
const ENDPOINTS: Record<WcAjaxEndpoint, Endpoint> = {
  add_to_cart: addToCartEndpoint,
  remove_from_cart: removeFromCartEndpoint,
  get_refreshed_fragments: refreshedFragmentsEndpoint,
};

export function endpointNamed(name: string): Endpoint | undefined {
  return isWcAjaxEndpoint(name) ? ENDPOINTS[name] : undefined;
}
