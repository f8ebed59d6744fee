// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ComingSoonBanner } from '../../components/ComingSoonBanner.tsx';
import { initComingSoonBanner } from './coming-soon-banner.ts';
import { clientLoaderOver } from '../rest/page-client.fixture.ts';

const REST_URL = '/wp-json/wp/v2/users/me';
let dispose: () => void = () => {};
const banner = () => document.querySelector<HTMLElement>('#coming-soon-footer-banner')!;
const dismissButton = () => document.querySelector<HTMLButtonElement>('button.coming-soon-footer-banner-dismiss')!;

function clickDismiss() {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  dismissButton().dispatchEvent(event);
  return event;
}

/** Lets the request's promise chain run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = `<div id="coming-soon-footer-banner"><p>Your store is in "coming soon" mode.
    <button type="button" class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}" data-nonce="n0nce">Dismiss</button></p></div>`;
});
afterEach(() => dispose());

describe('coming-soon banner', () => {
  it('sends the dismissal to the link’s REST URL through the REST client, with the nonce header and JSON body', async () => {
    const fetchImpl = vi.fn((_input: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    dispose = initComingSoonBanner(document, clientLoaderOver(fetchImpl));
    expect(clickDismiss().defaultPrevented).toBe(true);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(`${REST_URL}?_locale=user`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-WP-Nonce': 'n0nce', Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"woocommerce_meta":{"coming_soon_banner_dismissed":"yes"}}',
    });
  });

  it('uses the page’s nonce settings when the page has them, and refreshes a stale nonce once', async () => {
    (window as unknown as { wpApiSettings?: unknown }).wpApiSettings = { root: 'https://shop.test/wp-json/', nonce: 'n0nce' };
    const answers = [
      new Response('{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed.","data":{"status":403}}', { status: 403 }),
      new Response('fresh1'),
      new Response('{}'),
    ];
    const fetchImpl = vi.fn((_input: string, _init: RequestInit) => Promise.resolve(answers.shift()!));
    try {
      dispose = initComingSoonBanner(document, clientLoaderOver(fetchImpl));
      clickDismiss();
      await settle();
      await settle();
    } finally {
      delete (window as unknown as { wpApiSettings?: unknown }).wpApiSettings;
    }
    expect(fetchImpl.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url} ${(init.headers as Record<string, string> | undefined)?.['X-WP-Nonce'] ?? ''}`)).toEqual([
      `POST ${REST_URL}?_locale=user n0nce`,
      'GET /wp-admin/admin-ajax.php?action=rest-nonce ',
      `POST ${REST_URL}?_locale=user fresh1`,
    ]);
    expect(banner().hidden).toBe(true);
  });

  it('hides the banner only once the request completes successfully', async () => {
    let respond: (value: Response) => void = () => {};
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    dispose = initComingSoonBanner(document, clientLoaderOver(fetchImpl));
    clickDismiss();
    await settle();
    expect(banner().hidden).toBe(false);
    respond(new Response('{}', { status: 200 }));
    await settle();
    expect(banner().hidden).toBe(true);
    expect(banner().style.display).toBe('none');
  });

  it('hides the banner on an error status', async () => {
    dispose = initComingSoonBanner(document, clientLoaderOver(() => Promise.resolve(new Response('{"code":"rest_forbidden"}', { status: 403 }))));
    clickDismiss();
    await settle();
    expect(banner().hidden).toBe(true);
  });

  it('hides the banner on a network error', async () => {
    dispose = initComingSoonBanner(document, clientLoaderOver(() => Promise.reject(new TypeError('Failed to fetch'))));
    clickDismiss();
    await settle();
    expect(banner().hidden).toBe(true);
  });

  it('drives the component’s dismiss control, a real button the keyboard activates like any other', async () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(ComingSoonBanner, { restUrl: REST_URL, nonce: 'n0nce' }));
    const control = document.querySelector('.coming-soon-footer-banner-dismiss')!;
    expect(control.tagName).toBe('BUTTON');
    expect(control.getAttribute('type')).toBe('button');
    expect(control.hasAttribute('href')).toBe(false);
    const fetchImpl = vi.fn((_input: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    dispose = initComingSoonBanner(document, clientLoaderOver(fetchImpl));
    // A key press on a button reaches the page as this click.
    (control as HTMLButtonElement).click();
    await settle();
    expect(fetchImpl).toHaveBeenCalledExactlyOnceWith(`${REST_URL}?_locale=user`, expect.objectContaining({ method: 'POST' }));
    expect(banner().hidden).toBe(true);
  });

  it('hides the banner when the REST client cannot be loaded', async () => {
    dispose = initComingSoonBanner(document, () => Promise.reject(new Error('ChunkLoadError')));
    clickDismiss();
    await settle();
    expect(banner().hidden).toBe(true);
  });

  it('sends one request for repeated clicks', async () => {
    const fetchImpl = vi.fn(() => new Promise<Response>(() => {}));
    dispose = initComingSoonBanner(document, clientLoaderOver(fetchImpl));
    clickDismiss();
    expect(clickDismiss().defaultPrevented).toBe(true);
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
