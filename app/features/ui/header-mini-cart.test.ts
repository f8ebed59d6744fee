// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cartHasContent, initHeaderMiniCart } from './header-mini-cart.ts';

const ITEM = `<ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item mini_cart_item">
  <a href="?remove_item=k1&_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k1">×</a>
  <a class="woocommerce-mini-cart-item__link" href="/product/mug/">Mug</a></li></ul>`;
const EMPTY = '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>';

function render(miniCart = ITEM) {
  document.body.innerHTML = `
    <a href="/" id="elsewhere">Home</a>
    <ul class="site-header__actions"><li class="site-header-cart">
      <div class="site-header-cart__link"><a href="/cart/" class="cart-contents">Cart <span class="cart-count">1</span></a></div>
      <button type="button" class="site-header-cart__toggle" aria-expanded="false" aria-controls="site-header-mini-cart">Show cart contents</button>
      <div class="site-header-cart__panel" id="site-header-mini-cart" role="region" aria-label="Cart contents" hidden>
        <div class="widget_shopping_cart"><div class="widget_shopping_cart_content">${miniCart}</div></div>
        <button type="button" class="site-header-cart__close">Close</button>
      </div>
    </li></ul>`;
  dispose = initHeaderMiniCart(document);
}

let dispose: () => void = () => {};
const li = () => document.querySelector<HTMLElement>('li.site-header-cart')!;
const panel = () => document.querySelector<HTMLElement>('#site-header-mini-cart')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.site-header-cart__toggle')!;
const cartLink = () => document.querySelector<HTMLAnchorElement>('a.cart-contents')!;
const isOpen = () => !panel().hidden && li().classList.contains('is-open') && toggle().getAttribute('aria-expanded') === 'true';
const isClosed = () => panel().hidden && !li().classList.contains('is-open') && toggle().getAttribute('aria-expanded') === 'false';

const pointer = (target: Element, type: string, pointerType: string) =>
  target.dispatchEvent(new PointerEvent(type, { pointerType, bubbles: type !== 'pointerenter' && type !== 'pointerleave', cancelable: true }));
const click = (target: Element, detail: number) => {
  const event = new MouseEvent('click', { detail, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

afterEach(() => {
  dispose();
  document.cookie = 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('cartHasContent', () => {
  it('is true for the items-in-cart cookie or for listed items, false otherwise', () => {
    const empty = document.createElement('div');
    empty.innerHTML = EMPTY;
    const full = document.createElement('div');
    full.innerHTML = ITEM;
    expect(cartHasContent(document, empty)).toBe(false);
    expect(cartHasContent(document, full)).toBe(true);
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    expect(cartHasContent(document, empty)).toBe(true);
    document.cookie = 'woocommerce_items_in_cart=0; path=/';
    expect(cartHasContent(document, empty)).toBe(false);
  });
});

describe('hover', () => {
  it('opens on mouse enter when the cart has items and closes on leave', () => {
    render();
    pointer(li(), 'pointerenter', 'mouse');
    expect(isOpen()).toBe(true);
    pointer(li(), 'pointerleave', 'mouse');
    expect(isClosed()).toBe(true);
  });

  it('opens on the cookie alone (mini cart not yet refreshed)', () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    render(EMPTY);
    pointer(li(), 'pointerenter', 'mouse');
    expect(isOpen()).toBe(true);
  });

  it('does not open for an empty cart', () => {
    render(EMPTY);
    pointer(li(), 'pointerenter', 'mouse');
    expect(isClosed()).toBe(true);
  });

  it('ignores touch and pen "hover"', () => {
    render();
    pointer(li(), 'pointerenter', 'touch');
    pointer(li(), 'pointerenter', 'pen');
    expect(isClosed()).toBe(true);
  });

  it('a touch pointer lifting off (pointerleave) does not close it', () => {
    render();
    click(toggle(), 1);
    pointer(li(), 'pointerleave', 'touch');
    expect(isOpen()).toBe(true);
  });

  it('clicking the toggle of a hover-opened panel keeps it open', () => {
    render();
    pointer(li(), 'pointerenter', 'mouse');
    click(toggle(), 1);
    expect(isOpen()).toBe(true);
    click(toggle(), 1);
    expect(isClosed()).toBe(true);
  });

  it('a pointer down outside closes it', () => {
    render();
    pointer(li(), 'pointerenter', 'mouse');
    pointer(document.querySelector('#elsewhere')!, 'pointerdown', 'touch');
    expect(isClosed()).toBe(true);
  });
});

describe('toggle and keyboard', () => {
  it('toggles and keeps aria-expanded in sync', () => {
    render(EMPTY);
    expect(isClosed()).toBe(true);
    click(toggle(), 1);
    expect(isOpen()).toBe(true);
    click(toggle(), 1);
    expect(isClosed()).toBe(true);
  });

  it('moves focus into the panel when opened from the keyboard, not by mouse', () => {
    render();
    toggle().focus();
    click(toggle(), 1);
    expect(document.activeElement).toBe(toggle());
    click(toggle(), 1);
    click(toggle(), 0);
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(panel());
    expect(panel().getAttribute('tabindex')).toBe('-1');
  });

  it('Escape closes and returns focus to the toggle', () => {
    render();
    click(toggle(), 0);
    expect(document.activeElement).toBe(panel());
    escape();
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('Escape returns focus to the cart link when the toggle is hidden', () => {
    render();
    click(toggle(), 0);
    toggle().style.display = 'none';
    escape();
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(cartLink());
  });

  it('Escape does not pull focus from elsewhere on the page', () => {
    render();
    pointer(li(), 'pointerenter', 'mouse');
    const other = document.querySelector<HTMLElement>('#elsewhere')!;
    other.focus();
    escape();
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(other);
  });

  it('the close button closes and returns focus to the toggle', () => {
    render();
    click(toggle(), 0);
    const close = document.querySelector<HTMLButtonElement>('.site-header-cart__close')!;
    close.focus();
    click(close, 1);
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('a keyboard-opened panel with focus inside survives the mouse leaving', () => {
    render();
    click(toggle(), 0);
    pointer(li(), 'pointerleave', 'mouse');
    expect(isOpen()).toBe(true);
  });

  it('closes when focus leaves the cart item', () => {
    render();
    click(toggle(), 0);
    const other = document.querySelector<HTMLElement>('#elsewhere')!;
    panel().dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: other }));
    expect(isClosed()).toBe(true);
  });
});

describe('touch', () => {
  const tap = (target: Element) => {
    pointer(target, 'pointerdown', 'touch');
    return click(target, 1);
  };

  it('the first tap on the cart link opens the panel, the second follows the link', () => {
    render();
    const first = tap(cartLink());
    expect(first.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(true);
    const second = tap(cartLink());
    expect(second.defaultPrevented).toBe(false);
    expect(isOpen()).toBe(true);
  });

  it('follows the link at once when the cart is empty', () => {
    render(EMPTY);
    expect(tap(cartLink()).defaultPrevented).toBe(false);
    expect(isClosed()).toBe(true);
  });

  it('a mouse click on the cart link follows it', () => {
    render();
    pointer(cartLink(), 'pointerdown', 'mouse');
    expect(click(cartLink(), 1).defaultPrevented).toBe(false);
  });

  it('still works after a fragment replaced the cart link', () => {
    render();
    document.querySelector('.site-header-cart__link')!.innerHTML = '<a href="/cart/" class="cart-contents">Cart 2</a>';
    expect(tap(cartLink()).defaultPrevented).toBe(true);
    expect(isOpen()).toBe(true);
  });
});

it('does nothing without the panel (cart and checkout pages)', () => {
  document.body.innerHTML = '<ul><li class="site-header-cart"><a href="/cart/" class="cart-contents">Cart</a></li></ul>';
  dispose = initHeaderMiniCart(document);
  const link = document.querySelector('a.cart-contents')!;
  pointer(link, 'pointerdown', 'touch');
  expect(click(link, 1).defaultPrevented).toBe(false);
});
