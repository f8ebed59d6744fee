import type { ServerBuild } from 'react-router';
import type { AppServices } from '../../app/context.ts';
import type { MiniCartProps } from '../../app/components/cart/MiniCart.tsx';
import type { CheckoutFragments, CheckoutFragmentsProps } from '../../app/components/checkout/checkout-fragments.tsx';
import type { CartView } from '../../core/cart/cart-view.ts';
import { intlLocale } from '../../core/i18n/format.ts';
import { shownCart } from '../../core/tax/tax-display.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../../core/i18n/messages/index.ts';

/** The fragments' markup for a cart, in a language (English when none is given). */
export type RenderCartFragments = (props: MiniCartProps, locale?: MessageLocale, prefix?: string) => Record<string, string>;

/** The built app, or a loader for it (development reloads it on change), as `createShopApp` gets it. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** `{"fragments", "cart_hash"}` (docs/contract.md): the markup the page would render for this cart. */
export interface FragmentsBody {
  fragments: Record<string, string>;
  cart_hash: string;
}

/** The checkout review's and cart totals' markup for a cart (app/components/checkout/checkout-fragments.tsx). */
export type RenderCheckoutFragments = (props: CheckoutFragmentsProps, locale?: MessageLocale, prefix?: string) => CheckoutFragments;

/** The renderers the endpoints answer with. */
export interface FragmentRenderers {
  cart: RenderCartFragments;
  checkout: RenderCheckoutFragments;
}

/**
 * The fragments are the page's own components (JSX), which the server process cannot load from source:
 * the built app exports the renderers from its server entry (`app/entry.server.tsx`).
 */
export function cartFragmentRenderer(build: BuildSource): () => Promise<FragmentRenderers> {
  return async () => {
    const resolved = typeof build === 'function' ? await build() : build;
    const exported = resolved.entry.module as unknown as Record<string, unknown>;
    const cart = exported.renderCartFragments;
    const checkout = exported.renderCheckoutFragments;
    if (typeof cart !== 'function' || typeof checkout !== 'function') throw new Error('The server build does not export renderCartFragments and renderCheckoutFragments (app/entry.server.tsx).');
    return { cart: cart as RenderCartFragments, checkout: checkout as RenderCheckoutFragments };
  };
}

/** Renders a cart's fragments with the same props the root loader gives the page, in the page's language. */
export async function cartFragments(
  services: Pick<AppServices, 'config' | 'session'>,
  cart: CartView,
  render: RenderCartFragments,
  locale: MessageLocale = DEFAULT_MESSAGE_LOCALE,
  prefix = '',
): Promise<FragmentsBody> {
  const { currency, locale: storeLocale } = services.config.store;
  const nonce = cart.lines.length > 0 ? await services.session.nonce() : '';
  const fragments = render({ cart: { ...shownCart(cart), count: cart.count }, money: { currency, locale: intlLocale(locale, storeLocale) }, nonce }, locale, prefix);
  return { fragments, cart_hash: cart.hash };
}
