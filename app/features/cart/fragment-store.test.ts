// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CART_FRAGMENT_LIFETIME_MS,
  clearStored,
  decideOnCookieChange,
  decideOnLoad,
  fragmentsForCookie,
  openStorage,
  readStored,
  writeStored,
  type StoredCart,
} from './fragment-store.ts';

const NOW = 1_700_000_000_000;
const MINI_CART = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };
const fresh: StoredCart = { fragments: MINI_CART, hash: 'h1', created: NOW - 1000 };
const withCart = { hasCartCookie: true, cartHashCookie: 'h1', now: NOW };
const keys = { fragment_name: 'wc_fragments_t', cart_hash_key: 'wc_cart_hash_t' };

describe('decideOnLoad', () => {
  it('uses fresh stored fragments whose hash matches the cookie', () => {
    expect(decideOnLoad({ ...withCart, stored: fresh })).toBe('use-stored');
  });

  it('costs a visitor with no cart and nothing stored no request', () => {
    expect(decideOnLoad({ hasCartCookie: false, cartHashCookie: '', stored: { fragments: null, hash: '', created: null }, now: NOW })).toBe('nothing');
  });

  it('refreshes once when the cart cookie is gone but this tab last saw items', () => {
    expect(decideOnLoad({ hasCartCookie: false, cartHashCookie: '', stored: fresh, now: NOW })).toBe('refresh');
  });

  it('does nothing without a cart cookie when storage is unavailable', () => {
    expect(decideOnLoad({ hasCartCookie: false, cartHashCookie: '', stored: 'unavailable', now: NOW })).toBe('nothing');
  });

  it('refreshes a cart when storage is unavailable', () => {
    expect(decideOnLoad({ ...withCart, stored: 'unavailable' })).toBe('refresh');
  });

  it('refreshes when the fragments are missing or lack the mini cart', () => {
    expect(decideOnLoad({ ...withCart, stored: { ...fresh, fragments: null } })).toBe('refresh');
    expect(decideOnLoad({ ...withCart, stored: { ...fresh, fragments: { 'a.cart-contents': '<a></a>' } } })).toBe('refresh');
  });

  it('refreshes fragments older than 24 hours, or without a timestamp', () => {
    expect(decideOnLoad({ ...withCart, stored: { ...fresh, created: NOW - CART_FRAGMENT_LIFETIME_MS } })).toBe('use-stored');
    expect(decideOnLoad({ ...withCart, stored: { ...fresh, created: NOW - CART_FRAGMENT_LIFETIME_MS - 1 } })).toBe('refresh');
    expect(decideOnLoad({ ...withCart, stored: { ...fresh, created: null } })).toBe('refresh');
    expect(decideOnLoad({ ...withCart, stored: { ...fresh, created: NOW + 60_000 } })).toBe('refresh');
  });

  it('refreshes when the stored hash differs from the cookie', () => {
    expect(decideOnLoad({ ...withCart, cartHashCookie: 'h2', stored: fresh })).toBe('refresh');
  });
});

describe('fragmentsForCookie', () => {
  it('gives the stored fragments only for the cart the cookie names', () => {
    expect(fragmentsForCookie(fresh, 'h1', NOW)).toBe(MINI_CART);
    expect(fragmentsForCookie(fresh, 'h2', NOW)).toBeNull();
    expect(fragmentsForCookie('unavailable', 'h1', NOW)).toBeNull();
  });

  it('gives none without a cart cookie, even when a stored hash is empty too', () => {
    expect(fragmentsForCookie(fresh, '', NOW)).toBeNull();
    expect(fragmentsForCookie({ ...fresh, hash: '' }, '', NOW)).toBeNull();
  });
});

describe('decideOnCookieChange', () => {
  const shown = { shownHash: 'h1', stored: fresh, now: NOW };

  it('does nothing while the page shows the cart the cookies name', () => {
    expect(decideOnCookieChange({ ...shown, cartHashCookie: 'h1' })).toBe('nothing');
    expect(decideOnCookieChange({ shownHash: '', cartHashCookie: '', stored: { fragments: null, hash: '', created: null }, now: NOW })).toBe('nothing');
  });

  it('fetches the empty cart when the cookies are gone (an order, a log-out), whatever is stored', () => {
    expect(decideOnCookieChange({ ...shown, cartHashCookie: '' })).toBe('refresh');
    expect(decideOnCookieChange({ ...shown, cartHashCookie: '', stored: 'unavailable' })).toBe('refresh');
  });

  it('shows the stored fragments when they belong to the cart the cookies now name', () => {
    expect(decideOnCookieChange({ ...shown, shownHash: '', cartHashCookie: 'h1' })).toBe('use-stored');
  });

  it('fetches when the cookies name a cart nothing is stored for (a log-in, another tab)', () => {
    expect(decideOnCookieChange({ ...shown, cartHashCookie: 'h2' })).toBe('refresh');
    expect(decideOnCookieChange({ ...shown, shownHash: '', cartHashCookie: 'h1', stored: { ...fresh, created: NOW - CART_FRAGMENT_LIFETIME_MS - 1 } })).toBe('refresh');
  });
});

describe('fragment storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('writes the keys of docs/contract.md and reads them back', () => {
    const storage = openStorage(window)!;
    writeStored(storage, keys, MINI_CART, 'h9', NOW);
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_t')!)).toEqual(MINI_CART);
    expect(sessionStorage.getItem('wc_cart_hash_t')).toBe('h9');
    expect(localStorage.getItem('wc_cart_hash_t')).toBe('h9');
    expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW));
    expect(readStored(storage, keys)).toEqual({ fragments: MINI_CART, hash: 'h9', created: NOW });
    clearStored(storage, keys);
    expect(readStored(storage, keys)).toEqual({ fragments: null, hash: '', created: null });
    expect(localStorage.getItem('wc_cart_hash_t')).toBeNull();
  });

  it('reads unparseable fragments as missing', () => {
    sessionStorage.setItem('wc_fragments_t', '{oops');
    expect(readStored(openStorage(window)!, keys)).toMatchObject({ fragments: null });
  });

  it('is unavailable when the browser refuses storage', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    expect(openStorage(blocked)).toBeNull();
    const throwing = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(readStored({ session: throwing, local: throwing }, keys)).toBe('unavailable');
  });
});
