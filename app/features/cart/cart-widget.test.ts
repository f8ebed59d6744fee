// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initCartWidget } from './cart-widget.ts';
import { dispatchCartEvent } from './events.ts';

function setItemsCookie(count: number | null) {
  document.cookie = count === null ? 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `woocommerce_items_in_cart=${count}; path=/`;
}

describe('cart widget', () => {
  let controller: AbortController;
  const widget = () => document.querySelector<HTMLElement>('#hideable')!;
  const other = () => document.querySelector<HTMLElement>('#always')!;

  beforeEach(() => {
    controller = new AbortController();
    document.body.innerHTML = `
      <div id="hideable" class="widget widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>
      <div id="always" class="widget widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>`;
  });
  afterEach(() => {
    controller.abort();
    setItemsCookie(null);
  });

  it('is shown when the items cookie is above zero', () => {
    setItemsCookie(1);
    initCartWidget(document, controller.signal);
    expect(widget().hidden).toBe(false);
  });

  it('is hidden without the cookie, and only where the widget asks for it', () => {
    initCartWidget(document, controller.signal);
    expect(widget().hidden).toBe(true);
    expect(other().hidden).toBe(false);
  });

  it('is shown at once when an item is being added', () => {
    initCartWidget(document, controller.signal);
    dispatchCartEvent(document, 'adding_to_cart', { button: document.body, data: {} });
    expect(widget().hidden).toBe(false);
  });

  it('follows the cookie again after every fragment update', () => {
    setItemsCookie(2);
    initCartWidget(document, controller.signal);
    setItemsCookie(null);
    dispatchCartEvent(document, 'wc_fragments_refreshed', null);
    expect(widget().hidden).toBe(true);
    setItemsCookie(1);
    dispatchCartEvent(document, 'added_to_cart', { fragments: {}, cart_hash: 'h', button: document.body });
    expect(widget().hidden).toBe(false);
    setItemsCookie(null);
    dispatchCartEvent(document, 'removed_from_cart', { fragments: {}, cart_hash: '', button: document.body });
    expect(widget().hidden).toBe(true);
  });
});
