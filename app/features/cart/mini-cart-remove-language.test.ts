// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_MESSAGES_OBJECT } from '../../../core/contract/i18n/browser-messages.ts';
import { pageBrowserMessages } from '../../../core/i18n/browser-text.ts';
import { initMiniCartRemove } from './mini-cart-remove.ts';
import { createRequestQueue } from './request-queue.ts';
import { createWcAjaxClient } from './wc-ajax-client.ts';

describe('mini cart remove on a page in German', () => {
  const controller = new AbortController();
  afterEach(() => {
    controller.abort();
    Reflect.deleteProperty(window, BROWSER_MESSAGES_OBJECT);
  });

  it('asks screen readers to wait in German, then clears its message', async () => {
    Object.assign(window, { [BROWSER_MESSAGES_OBJECT]: pageBrowserMessages('de') });
    document.body.innerHTML = `
      <div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">
        <a href="?remove_item=k1&amp;_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k1">×</a> Hut
      </li></ul></div>
      <div class="widget_shopping_cart_live_region" role="status"></div>`;
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    initMiniCartRemove({
      doc: document,
      post: createWcAjaxClient('/?wc-ajax=%%endpoint%%', fetchMock as unknown as typeof fetch),
      queue: createRequestQueue(),
      navigate: vi.fn(),
      signal: controller.signal,
    });
    const region = document.querySelector('[role=status]')!;
    document.querySelector('a.remove_from_cart_button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(region.textContent).toBe('Bitte warten …');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response(JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' }, cart_hash: '' })));
    await vi.waitFor(() => expect(region.textContent).toBe(''));
  });
});
