// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CartResponse } from './apply-fragments.ts';
import { initMiniCartRemove } from './mini-cart-remove.ts';
import { createRequestQueue } from './request-queue.ts';
import { createWcAjaxClient } from './wc-ajax-client.ts';

const EMPTY = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">No products in the cart.</div>' };

describe('mini cart remove', () => {
  let controller: AbortController;
  let fetchMock: ReturnType<typeof vi.fn>;
  let navigate: Mock<(url: string) => void>;
  let remember: Mock<(response: CartResponse) => void>;
  let removed: unknown[];
  let followed: boolean | undefined;

  const link = () => document.querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!;
  const click = (target: Element = link()) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  const answer = (body: unknown) => fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));

  beforeEach(() => {
    controller = new AbortController();
    fetchMock = vi.fn();
    navigate = vi.fn<(url: string) => void>();
    remember = vi.fn<(response: CartResponse) => void>();
    removed = [];
    followed = undefined;
    answer({ fragments: EMPTY, cart_hash: '' });
    document.body.innerHTML = `
      <div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">
        <a href="?remove_item=k1&amp;_wpnonce=n" class="remove remove_from_cart_button" data-product_id="7" data-cart_item_key="k1"><span>×</span></a> Hat
      </li></ul></div>
      <table><tr><td><a href="?remove_item=k1" class="remove remove_from_cart_button" data-cart_item_key="k1">×</a></td></tr></table>
      <div class="widget_shopping_cart_live_region" role="status"></div>`;
    document.body.addEventListener('removed_from_cart', (event) => removed.push((event as CustomEvent).detail), { signal: controller.signal });
    window.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { signal: controller.signal },
    );
    initMiniCartRemove({
      doc: document,
      post: createWcAjaxClient('/?wc-ajax=%%endpoint%%', fetchMock as typeof fetch),
      queue: createRequestQueue(),
      navigate,
      remember,
      signal: controller.signal,
    });
  });
  afterEach(() => controller.abort());

  it('blocks the item with an overlay and says so to screen readers while it is removed', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    click(link().querySelector('span')!);
    expect(followed).toBe(false);
    const item = document.querySelector<HTMLElement>('li.woocommerce-mini-cart-item')!;
    const overlay = item.querySelector<HTMLElement>(':scope > div.blockUI.blockOverlay')!;
    expect(overlay.style.position).toBe('absolute');
    expect(overlay.style.opacity).toBe('0.6');
    expect(overlay.style.background).toMatch(/#fff|white|rgb\(255, 255, 255\)/);
    expect(item.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role=status]')!.textContent).toBe('Please wait...');
  });

  it('posts the item key, applies the fragments, remembers them and fires removed_from_cart', async () => {
    const clicked = link();
    click();
    await vi.waitFor(() => expect(removed).toHaveLength(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/?wc-ajax=remove_from_cart');
    expect(fetchMock.mock.calls[0]![1].body).toBe('cart_item_key=k1');
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('No products in the cart.');
    expect(remember).toHaveBeenCalledWith({ fragments: EMPTY, cart_hash: '' });
    expect(removed[0]).toEqual({ fragments: EMPTY, cart_hash: '', button: clicked });
    expect(document.querySelector('[role=status]')!.textContent).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows the link when the answer has no fragments', async () => {
    const href = link().href;
    answer({ error: true });
    click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(href));
    expect(removed).toEqual([]);
  });

  it('follows the link when the request fails', async () => {
    const href = link().href;
    fetchMock.mockRejectedValue(new TypeError('offline'));
    click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(href));
    expect(removed).toEqual([]);
  });

  it('asks once for an item already being removed', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    click();
    click();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(document.querySelectorAll('.blockOverlay')).toHaveLength(1);
  });

  it('leaves remove links outside the mini cart alone', async () => {
    click(document.querySelector('table a')!);
    expect(followed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
