// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { initUi } from './index.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'store_noticeidx=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.documentElement.className = '';
});

it('initUi starts the behaviours on the parsed document', () => {
  document.body.innerHTML = `<p class="woocommerce-store-notice" data-noticeid="idx">Note <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>
    <form class="cart"><input type="number" class="qty" name="quantity" min="1" id="qty"></form>
    <form class="woocommerce-ordering"><select class="orderby" name="orderby"></select><button type="submit">Sort</button></form>`;
  document.querySelector<HTMLInputElement>('#qty')!.value = '0';
  initUi();
  document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!.click();
  expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.hidden).toBe(true);
  expect(document.querySelector<HTMLInputElement>('#qty')!.value).toBe('1');
  expect(document.querySelector<HTMLButtonElement>('.woocommerce-ordering button')!.hidden).toBe(true);
});
