import type { AddToCartParams } from '../../../core/contract/cart/page-params.ts';
import { parseUrl } from '../../../core/contract/shared/url.ts';
import { closestTo, isPlainLeftClick } from '../ui/dom.ts';
import { applyFragments, cartResponse } from './apply-fragments.ts';
import { LIVE_REGION, type CartChangeDeps } from './cart-change.ts';
import { dispatchCartEvent, VETO_EVENT } from './events.ts';

/** The success message is announced this long after the add (spec: announcement delay 1000 ms). */
export const LIVE_REGION_DELAY_MS = 1000;
const ADD_BUTTON = 'a.ajax_add_to_cart';
const VIEW_CART_LINK = 'a.added_to_cart';

export interface AddToCartDeps extends CartChangeDeps {
  params: AddToCartParams;
}

/** Adds to the cart in place from every AJAX add-to-cart button, present or added later (delegated). */
export function initAddToCart(deps: AddToCartDeps): void {
  deps.doc.addEventListener('click', (event) => onClick(event, deps), { signal: deps.signal });
}

function onClick(event: MouseEvent, deps: AddToCartDeps): void {
  // A click asking for a new tab or window keeps the link's own behaviour (the no-script add).
  if (!isPlainLeftClick(event)) return;
  const button = closestTo<HTMLAnchorElement>(event.target, ADD_BUTTON);
  if (!button?.dataset.product_id) return;
  const { doc } = deps;
  // The veto is known before preventDefault must be decided: a vetoed click simply follows the link.
  if (!dispatchCartEvent(doc, VETO_EVENT, { button })) {
    dispatchCartEvent(doc, 'ajax_request_not_sent.adding_to_cart', { button });
    button.classList.remove('loading');
    return;
  }
  event.preventDefault();
  button.classList.remove('added');
  button.classList.add('loading');
  // Every data attribute goes with the request, by its `dataset` key (docs/contract.md).
  const data = Object.assign({}, button.dataset) as Record<string, string>;
  dispatchCartEvent(doc, 'adding_to_cart', { button, data });
  void deps.queue.add(() =>
    deps.post('add_to_cart', data).then(
      (answer) => onAnswer(answer, button, deps),
      () => followLink(button, deps),
    ),
  );
}

function onAnswer(answer: unknown, button: HTMLAnchorElement, deps: AddToCartDeps): void {
  const { doc, params, navigate } = deps;
  const { error, product_url } = (answer ?? {}) as { error?: unknown; product_url?: unknown };
  if (error && typeof product_url === 'string') return navigate(sameOrigin(doc, product_url) ?? button.href);
  if (params.cart_redirect_after_add === 'yes') return navigate(params.cart_url);
  const response = cartResponse(answer);
  if (!response) return followLink(button, deps);

  applyFragments(doc, response.fragments, true);
  deps.remember?.(response);
  button.classList.remove('loading');
  button.classList.add('added');
  if (!params.is_cart && !button.nextElementSibling?.matches(VIEW_CART_LINK)) {
    const link = doc.createElement('a');
    link.href = params.cart_url;
    link.className = 'added_to_cart wc-forward';
    link.textContent = params.i18n_view_cart;
    button.after(link);
  }
  dispatchCartEvent(doc, 'added_to_cart', { ...response, button });
  dispatchCartEvent(doc, 'wc_cart_button_updated', { button });
  const message = button.dataset.success_message;
  if (message) {
    // Later than the fragments, so a screen reader is not busy with the page's own changes.
    setTimeout(() => {
      const region = doc.querySelector(LIVE_REGION);
      if (region) region.textContent = message;
    }, LIVE_REGION_DELAY_MS);
  }
}

/** Without an answer to act on, the link's no-script add shows the visitor the real outcome. */
function followLink(button: HTMLAnchorElement, deps: AddToCartDeps): void {
  button.classList.remove('loading');
  deps.navigate(button.href);
}

/** The product page the answer names, only if it is on this site (docs/contract.md: same-origin). */
function sameOrigin(doc: Document, url: string): string | null {
  const target = parseUrl(url, doc.baseURI);
  return target && target.origin === parseUrl(doc.baseURI)?.origin ? target.href : null;
}
