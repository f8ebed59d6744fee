// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initComingSoonBanner } from './coming-soon-banner.ts';

const REST_URL = '/wp-json/wp/v2/users/me';
let dispose: () => void = () => {};
const banner = () => document.querySelector<HTMLElement>('#coming-soon-footer-banner')!;
const link = () => document.querySelector<HTMLAnchorElement>('a.coming-soon-footer-banner-dismiss')!;

function clickDismiss() {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  link().dispatchEvent(event);
  return event;
}

/** Lets the request's promise chain run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = `<div id="coming-soon-footer-banner"><p>Your store is in "coming soon" mode.
    <a href="#" class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}" data-nonce="n0nce">Dismiss</a></p></div>`;
});
afterEach(() => dispose());

describe('coming-soon banner', () => {
  it('sends the dismissal to the link’s REST URL with the nonce header and JSON body', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}')));
    dispose = initComingSoonBanner(document, fetchImpl);
    expect(clickDismiss().defaultPrevented).toBe(true);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(REST_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': 'n0nce' },
      body: '{"woocommerce_meta":{"coming_soon_banner_dismissed":"yes"}}',
    });
  });

  it('hides the banner only once the request completes successfully', async () => {
    let respond: (value: Response) => void = () => {};
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    dispose = initComingSoonBanner(document, fetchImpl);
    clickDismiss();
    await settle();
    expect(banner().hidden).toBe(false);
    respond(new Response('{}', { status: 200 }));
    await settle();
    expect(banner().hidden).toBe(true);
    expect(banner().style.display).toBe('none');
  });

  it('hides the banner on an error status', async () => {
    dispose = initComingSoonBanner(document, () => Promise.resolve(new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 })));
    clickDismiss();
    await settle();
    expect(banner().hidden).toBe(true);
  });

  it('hides the banner on a network error', async () => {
    dispose = initComingSoonBanner(document, () => Promise.reject(new TypeError('Failed to fetch')));
    clickDismiss();
    await settle();
    expect(banner().hidden).toBe(true);
  });

  it('sends one request for repeated clicks', async () => {
    const fetchImpl = vi.fn(() => new Promise<Response>(() => {}));
    dispose = initComingSoonBanner(document, fetchImpl);
    clickDismiss();
    expect(clickDismiss().defaultPrevented).toBe(true);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
