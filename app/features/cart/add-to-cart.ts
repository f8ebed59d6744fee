import { applyFragments, cartResponse, type CartResponse } from './apply-fragments.ts';
import { dispatchCartEvent, VETO_EVENT } from './events.ts';
import type { AddToCartParams } from './params.ts';
import type { RequestQueue } from './request-queue.ts';
import type { WcAjaxPost } from './wc-ajax-client.ts';

/** The success message is announced this long after the add (spec: announcement delay 1000 ms). */
export const LIVE_REGION_DELAY_MS = 1000;
const ADD_BUTTON = 'a.ajax_add_to_cart';
const VIEW_CART_LINK = 'a.added_to_cart';
const LIVE_REGION = '.widget_shopping_cart_live_region';

export interface AddToCartDeps {
  doc: Document;
  params: AddToCartParams;
  post: WcAjaxPost;
  queue: RequestQueue;
  navigate: (url: string) => void;
  /** Keeps a successful add's fragments for the next page (the fragment cache). */
  remember?: (response: CartResponse) => void;
  signal?: AbortSignal;
}

/** Adds to the cart in place from every AJAX add-to-cart button, present or added later (delegated). */
export function initAddToCart(deps: AddToCartDeps): void {
  deps.doc.addEventListener('click', (event) => onClick(event, deps), { signal: deps.signal });
}

function onClick(event: MouseEvent, deps: AddToCartDeps): void {
  // A click asking for a new tab or window keeps the link's own behaviour (the no-script add).
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const button = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(ADD_BUTTON);
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
  // Every data attribute goes with the request, by its `dataset` key (CONTRACT.md).
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

/** The product page the answer names, only if it is on this site (CONTRACT.md: same-origin). */
function sameOrigin(doc: Document, url: string): string | null {
  try {
    const target = new URL(url, doc.baseURI);
    return target.origin === new URL(doc.baseURI).origin ? target.href : null;
  } catch {
    return null;
  }
}
