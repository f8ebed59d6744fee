import type { AnalyticsEvent } from '../../../core/contract/analytics/events.ts';
import { MAX_PRODUCT_ID } from '../../../core/contract/analytics/ids.ts';
import { MAX_ADD_QUANTITY, MAX_PATH_LENGTH, MAX_REFERRER_HOST_LENGTH } from '../../../core/contract/analytics/limits.ts';
import { parseUrl } from '../../../core/contract/shared/url.ts';

export type { AnalyticsEvent };

/** The page's path only: `location.pathname` never carries the query string or fragment. */
function pathOf(location: Location): string {
  return location.pathname.slice(0, MAX_PATH_LENGTH);
}

/** The referring page's host alone (no path, no query), or null when there was none. */
export function referrerHost(referrer: string): string | null {
  const host = parseUrl(referrer)?.host;
  return host ? host.slice(0, MAX_REFERRER_HOST_LENGTH) : null;
}

export function pageViewEvent(win: Window): AnalyticsEvent {
  return { type: 'page_view', path: pathOf(win.location), referrerHost: referrerHost(win.document.referrer) };
}

/**
 * The add to cart an `added_to_cart` event reports, from its button's `data-product_id` and
 * `data-quantity` (1 when absent, as the cart request itself defaults); null without a product id.
 */
export function addToCartEvent(win: Window, detail: unknown): AnalyticsEvent | null {
  const button = (detail as { button?: unknown } | null)?.button;
  const dataset = (button as { dataset?: DOMStringMap } | undefined)?.dataset;
  const productId = Number(dataset?.product_id);
  if (!/^\d{1,10}$/.test(dataset?.product_id ?? '') || productId < 1 || productId > MAX_PRODUCT_ID) return null;
  const asked = Number.parseInt(dataset?.quantity ?? '', 10);
  const quantity = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_ADD_QUANTITY) : 1;
  return { type: 'add_to_cart', path: pathOf(win.location), productId, quantity };
}
