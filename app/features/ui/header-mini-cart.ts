import { cartHasItems } from '../cart/cookies.ts';
import { closestTo, isShown } from './dom.ts';

export const MINI_CART_OPEN_CLASS = 'is-open';
const CART_SELECTOR = 'li.site-header-cart';
const PANEL_SELECTOR = '.site-header-cart__panel';
const TOGGLE_SELECTOR = 'button.site-header-cart__toggle';
const CLOSE_SELECTOR = 'button.site-header-cart__close';
const CART_LINK_SELECTOR = 'a.cart-contents';
const MINI_CART_ITEM_SELECTOR = 'li.woocommerce-mini-cart-item';

type Opener = 'hover' | 'toggle' | 'touch';

/** Whether hovering may show the mini cart: the cart cookie says so, or the mini cart lists items. */
export function cartHasContent(doc: Document, panel: ParentNode): boolean {
  return cartHasItems(doc.cookie) || panel.querySelector(MINI_CART_ITEM_SELECTOR) !== null;
}

/**
 * The header mini cart: hover (mouse only) while the cart has content, the toggle button (keyboard,
 * click), or a first tap on the cart link (touch; the second tap follows it). Listeners sit on the cart
 * item and the document, so cart fragments may replace the link and the mini cart freely.
 */
export function initHeaderMiniCart(doc: Document = document): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const cart = doc.querySelector<HTMLElement>(CART_SELECTOR);
  const panel = cart?.querySelector<HTMLElement>(PANEL_SELECTOR);
  if (!cart || !panel) return () => controller.abort();
  const toggle = cart.querySelector<HTMLButtonElement>(TOGGLE_SELECTOR);
  let openedBy: Opener | null = null;
  let lastPointerType = '';

  const isOpen = () => !panel.hidden;
  const setOpen = (by: Opener | null) => {
    openedBy = by;
    panel.hidden = by === null;
    cart.classList.toggle(MINI_CART_OPEN_CLASS, by !== null);
    toggle?.setAttribute('aria-expanded', String(by !== null));
  };
  // The toggle, or the cart link where the toggle is not shown.
  const returnFocus = () => {
    const target = toggle && isShown(toggle) ? toggle : cart.querySelector<HTMLElement>(CART_LINK_SELECTOR);
    target?.focus();
  };
  const focusPanel = () => {
    if (!panel.hasAttribute('tabindex')) panel.tabIndex = -1;
    panel.focus();
  };

  cart.addEventListener(
    'pointerenter',
    (event) => {
      if (event.pointerType === 'mouse' && !isOpen() && cartHasContent(doc, panel)) setOpen('hover');
    },
    { signal },
  );
  cart.addEventListener(
    'pointerleave',
    (event) => {
      if (event.pointerType !== 'mouse' || !isOpen()) return;
      // A keyboard user working inside the panel keeps it when the mouse happens to move away.
      if (openedBy === 'toggle' && panel.contains(doc.activeElement)) return;
      setOpen(null);
    },
    { signal },
  );
  cart.addEventListener(
    'pointerdown',
    (event) => {
      lastPointerType = event.pointerType;
    },
    { capture: true, signal },
  );

  cart.addEventListener(
    'click',
    (event) => {
      // Keyboard clicks report no pointer: only a real pointer type (or the last pointerdown) counts.
      const ownType = (event as Partial<PointerEvent>).pointerType;
      const pointerType = ownType || lastPointerType;
      lastPointerType = '';
      if (toggle && closestTo(event.target, TOGGLE_SELECTOR) === toggle) {
        // A hover-opened panel stays open when its toggle is clicked: the click meant "open".
        if (isOpen() && openedBy !== 'hover') {
          setOpen(null);
          return;
        }
        setOpen('toggle');
        if (event.detail === 0 && !ownType) focusPanel();
        return;
      }
      if (closestTo(event.target, CLOSE_SELECTOR)) {
        setOpen(null);
        returnFocus();
        return;
      }
      if (closestTo(event.target, CART_LINK_SELECTOR) && pointerType === 'touch' && !isOpen() && cartHasContent(doc, panel)) {
        event.preventDefault();
        setOpen('touch');
      }
    },
    { signal },
  );

  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      const active = doc.activeElement;
      const focusWasHere = !active || active === doc.body || cart.contains(active);
      setOpen(null);
      if (focusWasHere) returnFocus();
    },
    { signal },
  );
  // A tap or click elsewhere closes it (touch pointers never "leave").
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (isOpen() && !cart.contains(event.target as Node | null)) setOpen(null);
    },
    { signal },
  );
  cart.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget as Node | null;
      if (isOpen() && next && !cart.contains(next)) setOpen(null);
    },
    { signal },
  );
  return () => controller.abort();
}
