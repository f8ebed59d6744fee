import { MINI_CART_SELECTOR } from '../../../core/contract/cart/fragment-selectors.ts';
import { isFragments, type Fragments } from './apply-fragments.ts';

/** Stored fragments older than this are fetched again (spec: cart fragment lifetime 24 hours). */
export const CART_FRAGMENT_LIFETIME_MS = 86_400_000;
/** docs/contract.md: when this tab stored its fragments (ms timestamp). */
export const CART_CREATED_KEY = 'wc_cart_created';

/** The two storages; the hash goes to both so other tabs hear of a change (`storage` event). */
export interface CartStorage {
  session: Storage;
  local: Storage;
}

export interface StorageKeys {
  fragment_name: string;
  cart_hash_key: string;
}

export interface StoredCart {
  fragments: Fragments | null;
  hash: string;
  created: number | null;
}

/** The storages, or null where the browser refuses them (blocked cookies, some private modes). */
export function openStorage(win: Window): CartStorage | null {
  try {
    const storage = { session: win.sessionStorage, local: win.localStorage };
    // A storage may be readable yet refuse every write (a zero quota): probe once.
    storage.session.setItem(CART_CREATED_KEY + '_probe', '1');
    storage.session.removeItem(CART_CREATED_KEY + '_probe');
    return storage;
  } catch {
    return null;
  }
}

export function readStored(storage: CartStorage, keys: StorageKeys): StoredCart | 'unavailable' {
  try {
    let fragments: unknown = null;
    try {
      fragments = JSON.parse(storage.session.getItem(keys.fragment_name) ?? 'null');
    } catch {
      // Unparseable fragments count as missing.
    }
    const created = Number(storage.session.getItem(CART_CREATED_KEY));
    return {
      fragments: isFragments(fragments) ? fragments : null,
      hash: storage.session.getItem(keys.cart_hash_key) ?? '',
      created: created > 0 ? created : null,
    };
  } catch {
    return 'unavailable';
  }
}

export function writeStored(storage: CartStorage, keys: StorageKeys, fragments: Fragments, hash: string, now: number): void {
  try {
    storage.session.setItem(keys.fragment_name, JSON.stringify(fragments));
    storage.session.setItem(keys.cart_hash_key, hash);
    storage.local.setItem(keys.cart_hash_key, hash);
    storage.session.setItem(CART_CREATED_KEY, String(now));
  } catch {
    // Full or revoked storage: the next page load fetches the fragments instead.
  }
}

export function clearStored(storage: CartStorage, keys: StorageKeys): void {
  try {
    storage.session.removeItem(keys.fragment_name);
    storage.session.removeItem(keys.cart_hash_key);
    storage.local.removeItem(keys.cart_hash_key);
    storage.session.removeItem(CART_CREATED_KEY);
  } catch {
    // Nothing to do: what cannot be removed cannot be read back either.
  }
}

export type LoadDecision = 'use-stored' | 'refresh' | 'nothing';

/**
 * The stored fragments when they may be shown for the cart the cookies name: stored for that very
 * hash, with the mini cart, and younger than 24 hours. Null otherwise, and always without a cart
 * cookie: fragments are only ever valid for the cart they were stored with.
 */
export function fragmentsForCookie(stored: StoredCart | 'unavailable', cartHashCookie: string, now: number): Fragments | null {
  if (stored === 'unavailable' || cartHashCookie === '' || stored.hash !== cartHashCookie) return null;
  // Every fragments object carries the mini cart, so a stored one without it is not usable.
  if (!stored.fragments || !(MINI_CART_SELECTOR in stored.fragments)) return null;
  if (stored.created === null || stored.created > now || now - stored.created > CART_FRAGMENT_LIFETIME_MS) return null;
  return stored.fragments;
}

export interface LoadState {
  /** Whether the cart cookies say the visitor has a cart. */
  hasCartCookie: boolean;
  /** `woocommerce_cart_hash`, '' when absent. */
  cartHashCookie: string;
  stored: StoredCart | 'unavailable';
  now: number;
}

/**
 * What the page does with the mini cart on load. Without a cart cookie the page was rendered for an
 * empty cart and costs no request, unless this tab last saw a cart with items: the cart has been
 * emptied since (another tab, an order, an expired session), and a page taken from the browser's
 * history cache may still show the items, so it is fetched once.
 */
export function decideOnLoad({ hasCartCookie, cartHashCookie, stored, now }: LoadState): LoadDecision {
  if (!hasCartCookie) return stored !== 'unavailable' && stored.hash !== '' ? 'refresh' : 'nothing';
  return fragmentsForCookie(stored, cartHashCookie, now) ? 'use-stored' : 'refresh';
}

export interface CookieChangeState {
  /** The cart the cookies name now: `woocommerce_cart_hash`, '' when the cookies say there is no cart. */
  cartHashCookie: string;
  /** The cart the page's areas show ('' for an empty cart). */
  shownHash: string;
  stored: StoredCart | 'unavailable';
  now: number;
}

/**
 * What the page does when the cart cookies may have changed after it loaded (an order, a log-in or
 * log-out, a change in another tab, a page shown without a document load): nothing while the areas
 * show the cart the cookies name; else the stored fragments when they belong to that cart, or fresh
 * ones. An empty cart is always fetched: whatever is stored belongs to a cart that is gone.
 */
export function decideOnCookieChange({ cartHashCookie, shownHash, stored, now }: CookieChangeState): LoadDecision {
  if (cartHashCookie === shownHash) return 'nothing';
  return fragmentsForCookie(stored, cartHashCookie, now) ? 'use-stored' : 'refresh';
}
