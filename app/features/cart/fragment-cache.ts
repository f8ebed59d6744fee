import { applyFragments, cartResponse, type CartResponse, type Fragments } from './apply-fragments.ts';
import { CART_HASH_COOKIE } from '../../../core/contract/cart/cookie-names.ts';
import { readCookie } from '../../../core/contract/shared/cookies.ts';
import { cartHasItems } from './cookies.ts';
import { dispatchCartEvent, onRefreshRequest } from './events.ts';
import type { CartFragmentsParams } from '../../../core/contract/cart/page-params.ts';
import type { RequestQueue } from './request-queue.ts';
import { parseTimeout, type WcAjaxPost } from './wc-ajax-client.ts';
import {
  CART_FRAGMENT_LIFETIME_MS,
  clearStored,
  decideOnCookieChange,
  decideOnLoad,
  openStorage,
  readStored,
  writeStored,
  type CartStorage,
} from './fragment-store.ts';

export interface FragmentsDeps {
  win: Window;
  params: CartFragmentsParams;
  post: WcAjaxPost;
  queue: RequestQueue;
  /** Defaults to the window's storages; null when they are unavailable. */
  storage?: CartStorage | null;
  now?: () => number;
  signal?: AbortSignal;
}

export interface FragmentCache {
  /** Keeps a cart change's fragments and hash (add, remove, refresh) and restarts the 24 h timer. */
  remember(response: CartResponse): void;
  /** Fetches fresh fragments (queued behind other cart requests; repeated asks while queued count once). */
  refresh(): void;
}

/** The browser's cookie change notifications (Cookie Store API), where there are any. */
type CookieChangeSource = Pick<EventTarget, 'addEventListener'>;
/** Same-document navigations (Navigation API): hydrated pages change without a document load. */
type NavigationSource = Pick<EventTarget, 'addEventListener'>;

/** The cart the cookies name: its hash, or '' when they say there is no cart. */
function cookieCartHash(cookies: string): string {
  return cartHasItems(cookies) ? (readCookie(cookies, CART_HASH_COOKIE) ?? '') : '';
}

/**
 * Keeps the page's cart areas current: from storage on load when they are still valid, else from
 * `get_refreshed_fragments`; again when asked by event, when another tab changes the cart, when the
 * page comes back from the back/forward cache, and a day after the last refresh. The areas always
 * follow the cart cookies: whenever they may have changed (a cookie change, a page shown without a
 * document load, the tab shown again) and no longer name the cart on screen, the page catches up.
 */
export function initFragments({ win, params, post, queue, storage = openStorage(win), now = Date.now, signal }: FragmentsDeps): FragmentCache {
  const doc = win.document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshQueued = false;
  let checkQueued = false;
  const hasCartCookie = cartHasItems(doc.cookie);
  // Whether the areas on screen show items; a page showing an empty cart for an empty cart is current.
  let showsItems = hasCartCookie;
  // The cart the areas show, by hash ('' for none). A page is rendered for the cookies it was sent with.
  let shownHash = cookieCartHash(doc.cookie);

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(refresh, ms);
  };
  signal?.addEventListener('abort', () => clearTimeout(timer));

  function remember({ fragments, cart_hash }: CartResponse): void {
    showsItems = cart_hash !== '';
    shownHash = cart_hash;
    if (!showsItems) {
      // An empty cart needs nothing kept: pages for a visitor without a cart already show it empty.
      clearTimeout(timer);
      if (storage) clearStored(storage, params);
      return;
    }
    if (storage) writeStored(storage, params, fragments, cart_hash, now());
    schedule(CART_FRAGMENT_LIFETIME_MS);
  }

  async function fetchFragments(): Promise<void> {
    let response: CartResponse | null = null;
    try {
      response = cartResponse(await post('get_refreshed_fragments', { time: String(now()) }, parseTimeout(params.request_timeout)));
    } catch {
      // Reported below, like an answer without fragments.
    }
    if (!response) {
      dispatchCartEvent(doc, 'wc_fragments_ajax_error', null);
      return;
    }
    applyFragments(doc, response.fragments);
    remember(response);
    dispatchCartEvent(doc, 'wc_fragments_refreshed', null);
  }

  function refresh(): void {
    if (refreshQueued) return;
    refreshQueued = true;
    void queue.add(async () => {
      refreshQueued = false;
      await fetchFragments();
    });
  }

  function showStored(fragments: Fragments, hash: string, created: number): void {
    applyFragments(doc, fragments);
    showsItems = true;
    shownHash = hash;
    schedule(created + CART_FRAGMENT_LIFETIME_MS - now());
    dispatchCartEvent(doc, 'wc_fragments_loaded', null);
  }

  /**
   * Brings the areas in line with the cookies. Queued behind the cart's own requests, so a change this
   * page is making (an add, whose answer it will show) is not fetched a second time.
   */
  function followCookies(): void {
    if (checkQueued) return;
    checkQueued = true;
    void queue.add(async () => {
      checkQueued = false;
      const cartHashCookie = cookieCartHash(doc.cookie);
      const stored = storage ? readStored(storage, params) : 'unavailable';
      const decision = decideOnCookieChange({ cartHashCookie, shownHash, stored, now: now() });
      if (decision === 'nothing') return;
      // Without a cart, whatever is stored belongs to a cart that is gone.
      if (cartHashCookie === '' && storage) clearStored(storage, params);
      if (decision === 'use-stored' && stored !== 'unavailable' && stored.fragments && stored.created !== null) showStored(stored.fragments, stored.hash, stored.created);
      else await fetchFragments();
    });
  }

  const stored = storage ? readStored(storage, params) : 'unavailable';
  const cartHashCookie = readCookie(doc.cookie, CART_HASH_COOKIE) ?? '';
  const decision = decideOnLoad({ hasCartCookie, cartHashCookie, stored, now: now() });
  // Without a cart, whatever is stored belongs to a cart that is gone.
  if (!hasCartCookie && storage) clearStored(storage, params);
  if (decision === 'use-stored' && stored !== 'unavailable' && stored.fragments && stored.created !== null) {
    showStored(stored.fragments, stored.hash, stored.created);
  } else if (decision === 'refresh') {
    refresh();
  }

  onRefreshRequest(doc, refresh, signal);
  if (storage) {
    const tabHash = () => {
      try {
        return storage.session.getItem(params.cart_hash_key) ?? '';
      } catch {
        return '';
      }
    };
    win.addEventListener(
      'storage',
      (event) => {
        if (event.key === params.cart_hash_key && (event.newValue ?? '') !== tabHash()) refresh();
      },
      { signal },
    );
  }
  win.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted && (showsItems || cartHasItems(doc.cookie))) refresh();
    },
    { signal },
  );
  // The cookies change under the page: an order or a log-out answered by the server, another tab.
  const changes = (win as Window & { cookieStore?: CookieChangeSource }).cookieStore;
  changes?.addEventListener('change', followCookies, { signal });
  const navigation = (win as Window & { navigation?: NavigationSource }).navigation;
  navigation?.addEventListener('currententrychange', followCookies, { signal });
  doc.addEventListener(
    'visibilitychange',
    () => {
      if (doc.visibilityState === 'visible') followCookies();
    },
    { signal },
  );
  return { remember, refresh };
}
