import { cartHasItems } from './cookies.ts';
import { onBodyEvents } from './events.ts';

/** Cart widgets that ask to disappear while the cart is empty (docs/contract.md "Cart widget hiding"). */
function hideableWidgets(doc: Document): HTMLElement[] {
  const widgets = new Set<HTMLElement>();
  for (const marker of doc.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widgets.add(widget);
  }
  return [...widgets];
}

/** Shows or hides the widgets by the `woocommerce_items_in_cart` cookie. */
export function updateCartWidgets(doc: Document): void {
  const show = cartHasItems(doc.cookie);
  for (const widget of hideableWidgets(doc)) widget.hidden = !show;
}

/** Events after which the mini cart may have changed, so the cookie is read again. */
const FRAGMENT_UPDATE_EVENTS = ['wc_fragments_loaded', 'wc_fragments_refreshed', 'added_to_cart', 'removed_from_cart'];

/**
 * Sets the widgets' visibility now and after every fragment update; an add in progress shows them at
 * once, before its answer arrives.
 */
export function initCartWidget(doc: Document, signal?: AbortSignal): void {
  updateCartWidgets(doc);
  onBodyEvents(doc, FRAGMENT_UPDATE_EVENTS, () => updateCartWidgets(doc), signal);
  onBodyEvents(
    doc,
    ['adding_to_cart'],
    () => {
      for (const widget of hideableWidgets(doc)) widget.hidden = false;
    },
    signal,
  );
}
