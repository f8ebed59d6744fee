// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initCart } from './index.ts';
import { cartScriptParams } from '../../../core/contract/cart/page-params.ts';

function fakeWindow(params: object) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ fragments: {}, cart_hash: 'h' })));
  const doc = document.implementation.createHTMLDocument('cart');
  doc.body.innerHTML = '<a class="ajax_add_to_cart" href="?add-to-cart=1" data-product_id="1">Add</a>';
  const win = Object.assign(Object.create(window), { document: doc, fetch: fetchMock, ...params }) as Window;
  return { win, doc, fetchMock };
}

describe('initCart', () => {
  afterEach(() => {
    document.cookie = 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('does nothing without the page configuration objects', async () => {
    const { win, doc, fetchMock } = fakeWindow({});
    initCart(win);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    doc.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('wires add to cart and the fragment refresh, once however often it is called', async () => {
    const { win, doc, fetchMock } = fakeWindow(cartScriptParams({ storeKey: 't', isCart: false, redirectAfterAdd: false }));
    initCart(win);
    initCart(win);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    doc.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/?wc-ajax=add_to_cart', expect.objectContaining({ method: 'POST' }));
    doc.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/?wc-ajax=get_refreshed_fragments', expect.anything());
  });
});
