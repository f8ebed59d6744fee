import type { ApiFetchOptions } from '../rest/api-fetch.ts';
import { loadPageClient, type ClientLoader } from '../rest/lazy-client.ts';
import { closestTo, hideElement } from './dom.ts';

const BANNER_SELECTOR = '#coming-soon-footer-banner';
const DISMISS_SELECTOR = '.coming-soon-footer-banner-dismiss';
/** The administrator's user meta that keeps the banner dismissed. */
export const COMING_SOON_DISMISS_BODY = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };

/** The REST request that stores the dismissal (URL and nonce from the button's data attributes, spec section 7). */
export function dismissRequest(restUrl: string, nonce: string): ApiFetchOptions {
  return { url: restUrl, method: 'POST', headers: nonce ? { 'X-WP-Nonce': nonce } : {}, data: COMING_SOON_DISMISS_BODY };
}

/**
 * The administrators' coming-soon footer banner: its dismiss button stores the choice, then the banner
 * goes whatever the outcome (a failed request only means it returns on the next page). A real button:
 * the keyboard's Enter and Space reach this click handler without any key handling of its own. The request
 * goes through the page's REST client, loaded on the click.
 */
export function initComingSoonBanner(doc: Document = document, loadClient: ClientLoader = () => loadPageClient()): () => void {
  const controller = new AbortController();
  const banner = doc.querySelector<HTMLElement>(BANNER_SELECTOR);
  if (!banner) return () => controller.abort();
  let sent = false;
  banner.addEventListener(
    'click',
    (event) => {
      const button = closestTo<HTMLButtonElement>(event.target, DISMISS_SELECTOR);
      if (!button) return;
      event.preventDefault();
      if (sent) return;
      sent = true;
      const { restUrl, nonce = '' } = button.dataset;
      if (!restUrl) {
        hideElement(banner);
        return;
      }
      // Through a promise so that even a synchronous throw ends in the hide.
      Promise.resolve()
        .then(loadClient)
        .then((api) => api(dismissRequest(restUrl, nonce)))
        .catch(() => undefined)
        .finally(() => hideElement(banner));
    },
    { signal: controller.signal },
  );
  return () => controller.abort();
}
