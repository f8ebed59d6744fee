// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headScript } from '../../document/head-script.ts';
import { STORE_NOTICE_DISMISSED_CLASS, initStoreNotice, storeNoticeCookie } from './store-notice.ts';

const NOTICE = `<p class="woocommerce-store-notice demo_store" data-noticeid="abc123">Free shipping this week
  <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;

let dispose: () => void = () => {};
const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const link = () => document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!;

beforeEach(() => {
  document.body.innerHTML = NOTICE;
});
afterEach(() => {
  dispose();
  vi.restoreAllMocks();
  document.cookie = 'store_noticeabc123=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.documentElement.className = '';
});

describe('store notice', () => {
  it('builds the cookie WooCommerce uses: name, value, site-wide path, no expiry', () => {
    expect(storeNoticeCookie('abc123')).toBe('store_noticeabc123=hidden; Path=/; SameSite=Lax');
  });

  it('stays visible without the cookie', () => {
    dispose = initStoreNotice(document);
    expect(notice().hidden).toBe(false);
    expect(notice().style.display).toBe('');
  });

  it('dismisses on click: writes the cookie, hides the notice, cancels the # link', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    dispose = initStoreNotice(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(writes).toEqual(['store_noticeabc123=hidden; Path=/; SameSite=Lax']);
    expect(click.defaultPrevented).toBe(true);
    expect(notice().hidden).toBe(true);
    expect(notice().style.display).toBe('none');
    // The page now carries the class the head script sets on the next one.
    expect(document.documentElement.classList.contains(STORE_NOTICE_DISMISSED_CLASS)).toBe(true);
  });

  it.each(['Enter', ' '])('dismisses on the %j key like a button', (key) => {
    dispose = initStoreNotice(document);
    const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    link().dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(notice().hidden).toBe(true);
    expect(document.cookie).toContain('store_noticeabc123=hidden');
  });

  it('hands focus to the main content when the focused link disappears', () => {
    document.body.insertAdjacentHTML('beforeend', '<main id="main" tabindex="-1"></main>');
    dispose = initStoreNotice(document);
    link().focus();
    link().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(document.querySelector('#main'));
  });

  it('ignores other keys', () => {
    dispose = initStoreNotice(document);
    link().dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    expect(notice().hidden).toBe(false);
  });

  it('stays hidden on the next page once dismissed: the head script finds the cookie the link wrote', () => {
    dispose = initStoreNotice(document);
    link().click();
    dispose();
    document.documentElement.className = '';
    document.body.innerHTML = NOTICE;
    // The next page's head script, run before the first paint.
    new Function(headScript({}, 'abc123'))();
    expect(document.documentElement.classList.contains(STORE_NOTICE_DISMISSED_CLASS)).toBe(true);
  });

  it('leaves a notice dismissed earlier to the head script’s class instead of hiding it a second way', () => {
    document.cookie = 'store_noticeabc123=hidden; path=/';
    dispose = initStoreNotice(document);
    expect(notice().hidden).toBe(false);
    expect(notice().style.display).toBe('');
  });
});
