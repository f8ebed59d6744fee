import { onReady } from '../ui/dom.ts';
import { initAddToCart } from './add-to-cart.ts';
import { initCartWidget } from './cart-widget.ts';
import { initFragments, type FragmentCache } from './fragment-cache.ts';
import { initMiniCartRemove } from './mini-cart-remove.ts';
import type { CartScriptParams } from '../../../core/contract/cart/page-params.ts';
import { createRequestQueue } from './request-queue.ts';
import { createWcAjaxClient } from './wc-ajax-client.ts';

type CartWindow = Window & Partial<CartScriptParams>;

const started = new WeakSet<Document>();

/**
 * Starts the cart's page behaviour from the configuration objects the server writes into the page:
 * in-place add and remove need `wc_add_to_cart_params`, the fragment cache and widget hiding need
 * `wc_cart_fragments_params`; without an object its part stays off and the links work as plain links.
 */
export function initCart(win: CartWindow = window): void {
  const doc = win.document;
  if (started.has(doc)) return;
  started.add(doc);
  onReady(doc, () => startCart(win, doc));
}

function startCart(win: CartWindow, doc: Document): void {
  const addParams = win.wc_add_to_cart_params;
  const fragmentParams = win.wc_cart_fragments_params;
  // Every cart request waits its turn, so the last fragments applied are those of the last change.
  const queue = createRequestQueue();
  const fetchImpl: typeof fetch = (input, init) => win.fetch(input, init);
  let cache: FragmentCache | undefined;
  if (fragmentParams?.wc_ajax_url) {
    initCartWidget(doc);
    cache = initFragments({ win, params: fragmentParams, post: createWcAjaxClient(fragmentParams.wc_ajax_url, fetchImpl), queue });
  }
  if (addParams?.wc_ajax_url) {
    const deps = {
      doc,
      post: createWcAjaxClient(addParams.wc_ajax_url, fetchImpl),
      queue,
      navigate: (url: string) => win.location.assign(url),
      remember: cache?.remember,
    };
    initAddToCart({ ...deps, params: addParams });
    initMiniCartRemove(deps);
  }
}
