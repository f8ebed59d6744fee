/**
 * The analytics chunk, loaded only after statistics consent (see index.ts). It counts this page view
 * and every add to cart with the shop's own endpoint: the path, the referrer's host and the product,
 * never a cookie, an id or anything kept in the browser. Google's tag loads from here too, when the
 * shop configured a GA4 id, so it never runs without the same consent.
 */
import type { AnalyticsPageConfig } from '../../../core/contract/analytics/page-params.ts';
import type { ClientLoader } from '../rest/lazy-client.ts';
import { createBeaconQueue } from './beacon-queue.ts';
import { addToCartEvent, pageViewEvent } from './events.ts';
import { loadGoogleTag, setGoogleTagDisabled } from './google-tag.ts';

/** WooCommerce's event after a successful AJAX add (docs/contract.md "DOM events"). */
export const ADDED_TO_CART_EVENT = 'added_to_cart';

export interface AnalyticsSession {
  /** Sends the events waiting now. */
  flush(): void;
  /** Consent withdrawn: events waiting are dropped and no more are collected or sent. */
  stop(): void;
  /** Consent given again: collecting goes on (the page view was already counted). */
  resume(): void;
}

/**
 * Counts this page view and starts listening. The work that reads or changes the page comes before any
 * event is queued or listener added: should it throw, the start fails as a whole and leaves nothing
 * behind that a later start would double.
 */
export function startAnalytics(win: Window, config: AnalyticsPageConfig, loadClient?: ClientLoader): AnalyticsSession {
  const pageView = pageViewEvent(win);
  if (config.ga4Id) loadGoogleTag(win, config.ga4Id);
  const queue = createBeaconQueue(win, config.endpoint, loadClient);
  let active = true;
  const record = (event: ReturnType<typeof addToCartEvent>) => {
    if (active && event) queue.add(event);
  };
  record(pageView);

  win.document.body?.addEventListener(ADDED_TO_CART_EVENT, (event) => record(addToCartEvent(win, (event as CustomEvent).detail)));
  // Whatever waits goes out before the page is left or hidden (a phone may never show it again).
  win.addEventListener('pagehide', () => queue.flush());
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') queue.flush();
  });

  return {
    flush: () => queue.flush(),
    stop() {
      active = false;
      queue.clear();
      if (config.ga4Id) setGoogleTagDisabled(win, config.ga4Id, true);
    },
    resume() {
      active = true;
      if (config.ga4Id) setGoogleTagDisabled(win, config.ga4Id, false);
    },
  };
}
