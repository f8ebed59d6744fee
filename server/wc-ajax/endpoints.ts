import type { AppServices } from '../../app/context.ts';
import { cartMessagesFor } from '../../core/cart/messages.ts';
import { postedAttributes } from '../../core/cart/add-request.ts';
import { prefixedPath } from '../../core/i18n/locale-path.ts';
import { isWcAjaxEndpoint, type WcAjaxEndpoint } from '../../core/contract/cart/wc-ajax-endpoints.ts';
import { cartFragments, type RenderCartFragments, type RenderCheckoutFragments } from './fragments.ts';
import { cartSummary } from '../../app/services/cart-summary.ts';
import { intlLocale } from '../../core/i18n/format.ts';
import { readDestination } from '../../core/shipping/destination-input.ts';
import type { CartView } from '../../core/cart/cart-view.ts';
import { noticesReply, refused, type Reply } from './respond.ts';
import { addToCartForm, applyCouponForm, readForm, removeCouponForm, removeFromCartForm } from './schemas.ts';

export interface EndpointContext {
  services: AppServices;
  form: URLSearchParams;
  render: RenderCartFragments;
  renderCheckout: RenderCheckoutFragments;
  /** The language prefix of the address the endpoint was reached at (`/fr`, or `''`): the answer's language and links follow it. */
  prefix: string;
}

export type Endpoint = (context: EndpointContext) => Promise<Reply>;

/**
 * `add_to_cart`: success answers the new fragments; failure answers `{"error": true, "product_url"}`
 * (both 200, as WooCommerce does) and leaves the reason as a notice for the page the browser goes to.
 */
async function addToCartEndpoint({ services, form, render, prefix }: EndpointContext): Promise<Reply> {
  const fields = readForm(form, addToCartForm);
  const { product_id: productId, quantity, variation_id: variationId } = fields.success ? fields.data : {};
  const added = await services.cart.add({ productId, quantity, variationId, attributes: postedAttributes(form) }, { inPlace: true });
  if (!added.ok) return { status: 200, body: { error: true, product_url: prefixedPath(productUrl(added.product), prefix) } };
  return { status: 200, body: await cartFragments(services, added.cart, render, services.locale, prefix) };
}

/** `remove_from_cart`: an unknown key changes nothing and is refused, so the browser follows the link's href. */
async function removeFromCartEndpoint({ services, form, render, prefix }: EndpointContext): Promise<Reply> {
  const fields = readForm(form, removeFromCartForm);
  if (!fields.success) return refused(400, cartMessagesFor(services.locale).unknownItem);
  const removed = await services.cart.remove(fields.data.cart_item_key, { inPlace: true });
  if (!removed.ok) return refused(400, removed.message);
  return { status: 200, body: await cartFragments(services, removed.cart, render, services.locale, prefix) };
}

/** `get_refreshed_fragments`: read-only unless the catalogue changed the cart; never starts a session. */
async function refreshedFragmentsEndpoint({ services, render, prefix }: EndpointContext): Promise<Reply> {
  const { cart } = await services.cart.view({ inPlace: true });
  return { status: 200, body: await cartFragments(services, cart, render, services.locale, prefix) };
}

/**
 * `apply_coupon` (`coupon_code`, `security`): WooCommerce's scripts read the answer as notices' markup
 * and then reload the totals. A stale nonce changes nothing (403, with the notice that says so).
 */
async function applyCouponEndpoint({ services, form }: EndpointContext): Promise<Reply> {
  const fields = readForm(form, applyCouponForm);
  const values = fields.success ? fields.data : {};
  if (!(await services.session.verifyNonce(values.security ?? null))) return noticesReply(403, [{ type: 'error', message: cartMessagesFor(services.locale).expiredLink }]);
  const applied = await services.cart.applyCoupon(values.coupon_code ?? '', { quiet: true });
  return noticesReply(200, [{ type: applied.ok ? 'success' : 'error', message: applied.message }]);
}

/** `remove_coupon` (`coupon`, `security`): as `apply_coupon`, the notice's markup. */
async function removeCouponEndpoint({ services, form }: EndpointContext): Promise<Reply> {
  const fields = readForm(form, removeCouponForm);
  const values = fields.success ? fields.data : {};
  if (!(await services.session.verifyNonce(values.security ?? null))) return noticesReply(403, [{ type: 'error', message: cartMessagesFor(services.locale).expiredLink }]);
  const removed = await services.cart.removeCoupon(values.coupon ?? '', { quiet: true });
  return noticesReply(200, [{ type: removed.ok ? 'success' : 'error', message: removed.message }]);
}

/** The checkout review and cart totals of a cart, in the asking page's language. */
function checkoutMarkup({ services, renderCheckout, prefix }: EndpointContext, cart: CartView) {
  const locale = intlLocale(services.locale, services.config.store.locale);
  return renderCheckout({ cart: cartSummary(cart, locale), money: { currency: services.config.store.currency, locale } }, services.locale, prefix);
}

/**
 * `update_order_review`, as WooCommerce's `checkout.js` sends it while the address is typed: the
 * shipping address (`s_country`, `s_state`, `s_postcode`, `s_city`; the billing `country` … when those
 * are absent) and the rate chosen (`shipping_method[0]`). Answers `{result, messages, reload, fragments}`
 * with the order review for that address.
 */
async function updateOrderReviewEndpoint(context: EndpointContext): Promise<Reply> {
  const { services, form } = context;
  if (!(await services.session.verifyNonce(form.get('security')))) {
    return { status: 403, body: { result: 'failure', messages: noticesReply(403, [{ type: 'error', message: cartMessagesFor(services.locale).expiredLink }]).body, reload: false, fragments: {} } };
  }
  const field = (part: string) => form.get(`s_${part}`) ?? form.get(part);
  const destination = readDestination({ country: field('country'), state: field('state'), postcode: field('postcode'), city: field('city') });
  // WooCommerce's names: `country` … is the billing address, `s_country` … the shipping one.
  const billing = readDestination({ country: form.get('country'), state: form.get('state'), postcode: form.get('postcode'), city: form.get('city') });
  const messages: string[] = [];
  if (destination.country !== '') {
    const moved = await services.cart.shipTo(destination, { quiet: true, billing });
    if (!moved.ok) messages.push(moved.message);
  }
  const chosen = form.get('shipping_method[0]');
  if (chosen) await services.cart.chooseShipping(chosen, { quiet: true });
  const { cart } = await services.cart.view({ quiet: true });
  // An empty cart sends the page back to the cart, as WooCommerce's does.
  if (cart.lines.length === 0) return { status: 200, body: { result: 'failure', messages: '', reload: true, fragments: {} } };
  const markup = checkoutMarkup(context, cart);
  const notices = messages.length > 0 ? String(noticesReply(200, messages.map((message) => ({ type: 'error' as const, message }))).body) : '';
  return { status: 200, body: { result: 'success', messages: notices, reload: false, fragments: { '.woocommerce-checkout-review-order-table': markup.review } } };
}

/** `update_shipping_method`, as `cart.js` sends it (`shipping_method[0]`): the cart totals' table for the rate chosen. */
async function updateShippingMethodEndpoint(context: EndpointContext): Promise<Reply> {
  const { services, form } = context;
  if (!(await services.session.verifyNonce(form.get('security')))) return noticesReply(403, [{ type: 'error', message: cartMessagesFor(services.locale).expiredLink }]);
  const chosen = await services.cart.chooseShipping(form.get('shipping_method[0]'), { quiet: true });
  const markup = checkoutMarkup(context, chosen.cart);
  const notice = chosen.ok ? '' : String(noticesReply(200, [{ type: 'error', message: chosen.message }]).body);
  return { status: 200, body: `${notice}${markup.totals}`, html: true };
}

/** Where a failed add sends the browser: the product's own page, or the shop for an id that names none. */
function productUrl(product: { slug: string } | null): string {
  return product ? `/product/${encodeURIComponent(product.slug)}/` : '/shop/';
}

// Every endpoint of the shared list is answered (the compiler checks the keys).
const ENDPOINTS: Record<WcAjaxEndpoint, Endpoint> = {
  add_to_cart: addToCartEndpoint,
  remove_from_cart: removeFromCartEndpoint,
  get_refreshed_fragments: refreshedFragmentsEndpoint,
  apply_coupon: applyCouponEndpoint,
  remove_coupon: removeCouponEndpoint,
  update_order_review: updateOrderReviewEndpoint,
  update_shipping_method: updateShippingMethodEndpoint,
};

export function endpointNamed(name: string): Endpoint | undefined {
  return isWcAjaxEndpoint(name) ? ENDPOINTS[name] : undefined;
}
