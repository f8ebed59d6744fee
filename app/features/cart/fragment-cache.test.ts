// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initFragments } from './fragment-cache.ts';
import { CART_FRAGMENT_LIFETIME_MS, openStorage } from './fragment-store.ts';
import { cartScriptParams } from '../../../core/contract/cart/page-params.ts';
import { createRequestQueue } from './request-queue.ts';
import { createWcAjaxClient } from './wc-ajax-client.ts';

const params = cartScriptParams({ storeKey: 't', isCart: false, redirectAfterAdd: false }).wc_cart_fragments_params;
const NOW = 1_700_000_000_000;
const miniCart = (text: string) => ({ 'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${text}</div>` });
const EVENTS = ['wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error', 'added_to_cart', 'removed_from_cart'];

function setCookie(name: string, value: string | null) {
  document.cookie = value === null ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/` : `${name}=${value}; path=/`;
}

function setCart(hash: string | null) {
  setCookie('woocommerce_items_in_cart', hash === null ? null : '1');
  setCookie('woocommerce_cart_hash', hash);
}

function store(fragments: object, hash: string, created = NOW - 1000) {
  sessionStorage.setItem(params.fragment_name, JSON.stringify(fragments));
  sessionStorage.setItem(params.cart_hash_key, hash);
  localStorage.setItem(params.cart_hash_key, hash);
  sessionStorage.setItem('wc_cart_created', String(created));
}

describe('initFragments', () => {
  let controller: AbortController;
  let events: string[];
  let fetchMock: ReturnType<typeof vi.fn>;

  const answer = (body: unknown) => fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));
  const shown = () => document.querySelector('.widget_shopping_cart_content')!.textContent;
  const start = (storage = openStorage(window), queue = createRequestQueue()) =>
    initFragments({
      win: window,
      params,
      post: createWcAjaxClient(params.wc_ajax_url, fetchMock as typeof fetch),
      queue,
      storage,
      now: () => Date.now(),
      signal: controller.signal,
    });

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    controller = new AbortController();
    events = [];
    for (const type of EVENTS) document.body.addEventListener(type, () => events.push(type), { signal: controller.signal });
    document.body.innerHTML = '<div class="widget_shopping_cart_content">server</div>';
    sessionStorage.clear();
    localStorage.clear();
    fetchMock = vi.fn();
    answer({ fragments: miniCart('fresh'), cart_hash: 'h2' });
  });
  afterEach(() => {
    controller.abort();
    setCart(null);
    vi.useRealTimers();
  });

  it('applies valid stored fragments without a request', async () => {
    setCart('h1');
    store(miniCart('stored'), 'h1');
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toBe('stored');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual(['wc_fragments_loaded']);
  });

  it('fetches, applies and stores fragments when none are stored', async () => {
    setCart('h2');
    start();
    await vi.advanceTimersByTimeAsync(0);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(init.body).toBe(`time=${NOW}`);
    expect(shown()).toBe('fresh');
    expect(events).toEqual(['wc_fragments_refreshed']);
    expect(JSON.parse(sessionStorage.getItem(params.fragment_name)!)).toEqual(miniCart('fresh'));
    expect(sessionStorage.getItem(params.cart_hash_key)).toBe('h2');
    expect(localStorage.getItem(params.cart_hash_key)).toBe('h2');
    expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW));
  });

  it('fetches when the stored fragments are expired or their hash differs from the cookie', async () => {
    setCart('h1');
    store(miniCart('old'), 'h1', NOW - CART_FRAGMENT_LIFETIME_MS - 1);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    controller.abort();
    controller = new AbortController();
    setCart('h3');
    store(miniCart('old'), 'h1');
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetches when storage is unavailable and there is a cart', async () => {
    setCart('h1');
    start(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('fresh');
  });

  it('costs a visitor with no cart no request', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(CART_FRAGMENT_LIFETIME_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shown()).toBe('server');
  });

  it('clears what a gone cart left and fetches the empty cart once', async () => {
    store(miniCart('stale'), 'h1');
    answer({ fragments: miniCart('empty'), cart_hash: '' });
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toBe('empty');
    expect(sessionStorage.getItem(params.fragment_name)).toBeNull();
    expect(localStorage.getItem(params.cart_hash_key)).toBeNull();
    controller.abort();
    controller = new AbortController();
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on a request error only dispatches wc_fragments_ajax_error', async () => {
    setCart('h1');
    store(miniCart('old'), 'h0');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['wc_fragments_ajax_error']);
    expect(shown()).toBe('server');
    expect(sessionStorage.getItem(params.cart_hash_key)).toBe('h0');
  });

  it('refreshes when another tab stores a different hash, not when it stores ours', async () => {
    setCart('h1');
    store(miniCart('stored'), 'h1');
    start();
    window.dispatchEvent(new StorageEvent('storage', { key: params.cart_hash_key, newValue: 'h1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: params.cart_hash_key, newValue: 'h2' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('fresh');
  });

  it('refreshes a cart page restored from the back/forward cache', async () => {
    setCart('h1');
    store(miniCart('stored'), 'h1');
    start();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes on wc_fragment_refresh and updated_wc_div, once while one is queued', async () => {
    setCart('h1');
    store(miniCart('stored'), 'h1');
    start();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the stored fragments reach 24 hours, and 24 hours after each refresh', async () => {
    setCart('h1');
    store(miniCart('stored'), 'h1', NOW - 1000);
    start();
    await vi.advanceTimersByTimeAsync(CART_FRAGMENT_LIFETIME_MS - 1001);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CART_FRAGMENT_LIFETIME_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe('following the cart cookies after load', () => {
    let cookieStore: EventTarget;
    let navigation: EventTarget;
    const cookiesChange = async () => {
      cookieStore.dispatchEvent(new Event('change'));
      await vi.advanceTimersByTimeAsync(0);
    };
    beforeEach(() => {
      cookieStore = new EventTarget();
      navigation = new EventTarget();
      Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
      Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'cookieStore');
      Reflect.deleteProperty(window, 'navigation');
    });

    it('shows the empty cart and forgets the stored one when the cookies go (an order, a log-out)', async () => {
      setCart('h1');
      store(miniCart('stored'), 'h1');
      start();
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toBe('stored');
      answer({ fragments: miniCart('empty'), cart_hash: '' });
      setCart(null);
      await cookiesChange();
      expect(shown()).toBe('empty');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sessionStorage.getItem(params.fragment_name)).toBeNull();
      expect(localStorage.getItem(params.cart_hash_key)).toBeNull();
      // Once the page shows the empty cart, more changes of other cookies cost nothing.
      await cookiesChange();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('fetches the cart the cookies now name when nothing is stored for it (a log-in, another tab)', async () => {
      setCart('h1');
      store(miniCart('stored'), 'h1');
      start();
      await vi.advanceTimersByTimeAsync(0);
      setCart('h2');
      await cookiesChange();
      expect(shown()).toBe('fresh');
      expect(sessionStorage.getItem(params.cart_hash_key)).toBe('h2');
    });

    it('checks after a same-document navigation and when the tab is shown again, at no cost while nothing changed', async () => {
      setCart('h1');
      store(miniCart('stored'), 'h1');
      start();
      await vi.advanceTimersByTimeAsync(0);
      navigation.dispatchEvent(new Event('currententrychange'));
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).not.toHaveBeenCalled();

      setCart('h2');
      navigation.dispatchEvent(new Event('currententrychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      answer({ fragments: miniCart('empty'), cart_hash: '' });
      setCart(null);
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(shown()).toBe('empty');
    });

    it('does not fetch again a change this page is making itself', async () => {
      setCart('h1');
      store(miniCart('stored'), 'h1');
      const queue = createRequestQueue();
      const cache = start(openStorage(window), queue);
      await vi.advanceTimersByTimeAsync(0);
      // An add in flight: its answer sets the cookies before the page shows its fragments.
      const adding = queue.add(async () => {
        setCart('h3');
        cookieStore.dispatchEvent(new Event('change'));
        await Promise.resolve();
        cache.remember({ fragments: miniCart('added'), cart_hash: 'h3' });
      });
      await adding;
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it('remembers an add or remove, and forgets an emptied cart', () => {
    setCart('h1');
    const cache = start();
    cache.remember({ fragments: miniCart('added'), cart_hash: 'h5' });
    expect(localStorage.getItem(params.cart_hash_key)).toBe('h5');
    expect(sessionStorage.getItem(params.fragment_name)).toContain('added');
    cache.remember({ fragments: miniCart('none'), cart_hash: '' });
    expect(localStorage.getItem(params.cart_hash_key)).toBeNull();
    expect(sessionStorage.getItem(params.fragment_name)).toBeNull();
  });
});
