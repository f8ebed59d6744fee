import { CART_MESSAGES, cartText } from '../../../core/contract/i18n/cart-messages.ts';
import { closestTo, isPlainLeftClick } from '../ui/dom.ts';
import { applyFragments, cartResponse } from './apply-fragments.ts';
import { LIVE_REGION, type CartChangeDeps } from './cart-change.ts';
import { dispatchCartEvent } from './events.ts';

/** Spec: the item being removed is blocked by an overlay at 60% opacity, default text "Please wait...". */
export const BLOCK_OVERLAY_OPACITY = '0.6';
export const BLOCK_MESSAGE = CART_MESSAGES['cart.pleaseWait'];
const REMOVE_LINK = '.widget_shopping_cart_content a.remove_from_cart_button';
const ITEM = 'li.woocommerce-mini-cart-item';

/** Removes mini cart items in place; the link's own `?remove_item=` URL is the fallback. */
export function initMiniCartRemove(deps: CartChangeDeps): void {
  const { doc, post, queue, navigate, remember, signal } = deps;
  doc.addEventListener(
    'click',
    (event) => {
      if (!isPlainLeftClick(event)) return;
      const link = closestTo<HTMLAnchorElement>(event.target, REMOVE_LINK);
      const key = link?.dataset.cart_item_key;
      if (!link || !key) return;
      event.preventDefault();
      const item = link.closest<HTMLElement>(ITEM);
      // A second activation (keyboard) while the first is on its way asks for nothing more.
      if (item?.getAttribute('aria-busy') === 'true') return;
      const region = doc.querySelector(LIVE_REGION);
      if (item) block(item, doc);
      const waitMessage = cartText(doc, 'cart.pleaseWait');
      if (region) region.textContent = waitMessage;
      void queue.add(() =>
        post('remove_from_cart', { cart_item_key: key }).then(
          (answer) => {
            const response = cartResponse(answer);
            if (!response) return navigate(link.href);
            applyFragments(doc, response.fragments, true);
            remember?.(response);
            if (region?.textContent === waitMessage) region.textContent = '';
            dispatchCartEvent(doc, 'removed_from_cart', { ...response, button: link });
          },
          () => navigate(link.href),
        ),
      );
    },
    { signal },
  );
}

/** Covers the item so it cannot be clicked twice; the fragments that follow replace it whole. */
function block(item: HTMLElement, doc: Document): void {
  item.setAttribute('aria-busy', 'true');
  item.style.position = 'relative';
  const overlay = doc.createElement('div');
  overlay.className = 'blockUI blockOverlay';
  overlay.style.cssText = `position:absolute;inset:0;z-index:1000;background:#fff;opacity:${BLOCK_OVERLAY_OPACITY};cursor:wait`;
  item.append(overlay);
}
