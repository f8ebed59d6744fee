import { closestTo, hideElement } from './dom.ts';

const BANNER_SELECTOR = '#coming-soon-footer-banner';
const DISMISS_SELECTOR = '.coming-soon-footer-banner-dismiss';
/** The administrator's user meta that keeps the banner dismissed. */
export const COMING_SOON_DISMISS_BODY = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };

type Fetch = (input: string, init: RequestInit) => Promise<unknown>;

/** The REST request that stores the dismissal (URL and nonce from the button's data attributes). */
export function dismissRequest(nonce: string): RequestInit {
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
    body: JSON.stringify(COMING_SOON_DISMISS_BODY),
  };
}

/**
 * The administrators' coming-soon footer banner: its dismiss button stores the choice, then the banner
 * goes whatever the outcome (a failed request only means it returns on the next page). A real button:
 * the keyboard's Enter and Space reach this click handler without any key handling of its own.
 */
export function initComingSoonBanner(doc: Document = document, fetchImpl: Fetch = (input, init) => fetch(input, init)): () => void {
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
        .then(() => fetchImpl(restUrl, dismissRequest(nonce)))
        .catch(() => undefined)
        .finally(() => hideElement(banner));
    },
    { signal: controller.signal },
  );
  return () => controller.abort();
}
