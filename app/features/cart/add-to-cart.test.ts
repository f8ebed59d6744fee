// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CartResponse } from './apply-fragments.ts';
import { initAddToCart } from './add-to-cart.ts';
import { cartScriptParams, type AddToCartParams } from '../../../core/contract/cart/page-params.ts';
import { createRequestQueue } from './request-queue.ts';
import { createWcAjaxClient } from './wc-ajax-client.ts';

const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 hat</div>' };
const EVENTS = [
  'should_send_ajax_request.adding_to_cart',
  'ajax_request_not_sent.adding_to_cart',
  'adding_to_cart',
  'added_to_cart',
  'wc_cart_button_updated',
];

describe('AJAX add to cart', () => {
  let controller: AbortController;
  let fetchMock: ReturnType<typeof vi.fn>;
  let navigate: Mock<(url: string) => void>;
  let remember: Mock<(response: CartResponse) => void>;
  let events: { type: string; detail: unknown }[];
  /** Whether the last click went on to follow its link. */
  let followed: boolean | undefined;

  const button = () => document.querySelector<HTMLAnchorElement>('#hat')!;
  const answer = (body: unknown) => fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));
  const click = (target: Element = button()) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  const start = (overrides: Partial<AddToCartParams> = {}) =>
    initAddToCart({
      doc: document,
      params: { ...cartScriptParams({ storeKey: 't', isCart: false, redirectAfterAdd: false }).wc_add_to_cart_params, ...overrides },
      post: createWcAjaxClient('/?wc-ajax=%%endpoint%%', fetchMock as typeof fetch),
      queue: createRequestQueue(),
      navigate,
      remember,
      signal: controller.signal,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    controller = new AbortController();
    fetchMock = vi.fn();
    navigate = vi.fn<(url: string) => void>();
    remember = vi.fn<(response: CartResponse) => void>();
    events = [];
    followed = undefined;
    answer({ fragments: FRAGMENTS, cart_hash: 'h1' });
    document.body.innerHTML = `
      <div class="widget_shopping_cart_content">empty</div>
      <div class="widget_shopping_cart_live_region" role="status"></div>
      <ul><li><a id="hat" href="?add-to-cart=7" class="button add_to_cart_button ajax_add_to_cart" data-product_id="7"
        data-quantity="2" data-product_sku="HAT-1" data-success_message="“Hat” has been added to your cart"><span>Add</span></a></li>
      <li><a id="plain" href="?add-to-cart=8" class="button ajax_add_to_cart">Add</a></li></ul>`;
    for (const type of EVENTS) {
      document.body.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }), { signal: controller.signal });
    }
    // Runs after the handler under test; keeps happy-dom from navigating.
    window.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { signal: controller.signal },
    );
  });
  afterEach(() => {
    controller.abort();
    vi.useRealTimers();
  });

  it('leaves links without a product id alone', async () => {
    start();
    click(document.querySelector('#plain')!);
    await vi.advanceTimersByTimeAsync(0);
    expect(followed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('lets a listener veto the request: not-sent event, no request, loading removed, link followed', async () => {
    start();
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault(), { signal: controller.signal });
    button().classList.add('loading');
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(events.map((event) => event.type)).toEqual(['should_send_ajax_request.adding_to_cart', 'ajax_request_not_sent.adding_to_cart']);
    expect(events[1]!.detail).toEqual({ button: button() });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button().classList.contains('loading')).toBe(false);
    expect(followed).toBe(true);
  });

  it('posts every data attribute, from a click on the button’s content, with the button loading', async () => {
    start();
    button().classList.add('added');
    click(button().querySelector('span')!);
    expect(followed).toBe(false);
    expect(button().className).toContain('loading');
    expect(button().classList.contains('added')).toBe(false);
    const data = { product_id: '7', quantity: '2', product_sku: 'HAT-1', success_message: '“Hat” has been added to your cart' };
    expect(events[1]).toEqual({ type: 'adding_to_cart', detail: { button: button(), data } });
    await vi.advanceTimersByTimeAsync(0);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/?wc-ajax=add_to_cart');
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual(data);
  });

  it('goes to the product page on an error with a product url, even with redirect-after-add on', async () => {
    start({ cart_redirect_after_add: 'yes' });
    answer({ error: true, product_url: '/product/hat/' });
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(new URL('/product/hat/', document.baseURI).href);
  });

  it('does not follow a product url to another site', async () => {
    start();
    answer({ error: true, product_url: 'https://elsewhere.example/' });
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(button().href);
  });

  it('goes to the cart after a successful add when redirect-after-add is on', async () => {
    start({ cart_redirect_after_add: 'yes' });
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/cart/');
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('empty');
  });

  it('refreshes the fragments, marks the button added, adds one view-cart link and fires the events', async () => {
    start();
    click();
    await vi.advanceTimersByTimeAsync(0);
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('1 hat');
    expect(remember).toHaveBeenCalledWith({ fragments: FRAGMENTS, cart_hash: 'h1' });
    expect(button().classList.contains('loading')).toBe(false);
    expect(button().classList.contains('added')).toBe(true);
    const links = document.querySelectorAll<HTMLAnchorElement>('a.added_to_cart.wc-forward');
    expect(links).toHaveLength(1);
    expect(button().nextElementSibling).toBe(links[0]);
    expect(links[0]!.textContent).toBe('View cart');
    expect(links[0]!.getAttribute('href')).toBe('/cart/');
    const after = events.slice(2, 4);
    expect(after).toEqual([
      { type: 'added_to_cart', detail: { fragments: FRAGMENTS, cart_hash: 'h1', button: button() } },
      { type: 'wc_cart_button_updated', detail: { button: button() } },
    ]);
  });

  it('announces the success message 1000 ms after the add', async () => {
    start();
    click();
    await vi.advanceTimersByTimeAsync(0);
    const region = document.querySelector('.widget_shopping_cart_live_region')!;
    await vi.advanceTimersByTimeAsync(999);
    expect(region.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(region.textContent).toBe('“Hat” has been added to your cart');
  });

  it('adds no view-cart link on the cart page', async () => {
    start({ is_cart: true });
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(button().classList.contains('added')).toBe(true);
    expect(document.querySelector('a.added_to_cart')).toBeNull();
  });

  it('follows the link when the request fails or the answer is not JSON', async () => {
    start();
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(new Response('<html>'));
    click();
    await vi.advanceTimersByTimeAsync(0);
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate.mock.calls).toEqual([[button().href], [button().href]]);
    expect(button().classList.contains('loading')).toBe(false);
    expect(events.some((event) => event.type === 'added_to_cart')).toBe(false);
  });

  it('sends one add at a time, in click order', async () => {
    start();
    let release!: () => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify({ fragments: FRAGMENTS, cart_hash: 'h1' }))))));
    click();
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
