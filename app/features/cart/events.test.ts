// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchCartEvent, onRefreshRequest } from './events.ts';

describe('cart events', () => {
  const controller = new AbortController();
  afterEach(() => controller.abort());

  it('dispatches on document.body with the detail, bubbling to document', () => {
    const button = document.createElement('a');
    const heard = vi.fn();
    document.addEventListener('adding_to_cart', (event) => heard((event as CustomEvent).detail, event.target), { signal: controller.signal });
    dispatchCartEvent(document, 'adding_to_cart', { button, data: { product_id: '7' } });
    expect(heard).toHaveBeenCalledWith({ button, data: { product_id: '7' } }, document.body);
  });

  it('lets a listener veto only the should-send event', () => {
    const button = document.createElement('a');
    const veto = (event: Event) => event.preventDefault();
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', veto, { signal: controller.signal });
    document.body.addEventListener('wc_cart_button_updated', veto, { signal: controller.signal });
    expect(dispatchCartEvent(document, 'should_send_ajax_request.adding_to_cart', { button })).toBe(false);
    expect(dispatchCartEvent(document, 'wc_cart_button_updated', { button })).toBe(true);
  });

  it('hears both refresh requests until the signal aborts', () => {
    const listener = vi.fn();
    const own = new AbortController();
    onRefreshRequest(document, listener, own.signal);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    own.abort();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
