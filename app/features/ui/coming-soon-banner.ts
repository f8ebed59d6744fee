import { hideElement } from './dom.ts';

const BANNER_SELECTOR = '#coming-soon-footer-banner';
const DISMISS_SELECTOR = 'a.coming-soon-footer-banner-dismiss';
/** The administrator's user meta that keeps the banner dismissed. */
export const COMING_SOON_DISMISS_BODY = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };

type Fetch = (input: string, init: RequestInit) => Promise<unknown>;

/** The REST request that stores the dismissal (URL and nonce from the link's data attributes). */
export function dismissRequest(nonce: string): RequestInit {
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
    body: JSON.stringify(COMING_SOON_DISMISS_BODY),
  };
}

/**
 * The administrators' coming-soon footer banner: its dismiss link stores the choice, then the banner
 * goes whatever the outcome (a failed request only means it returns on the next page).
 */
export function initComingSoonBanner(doc: Document = document, fetchImpl: Fetch = (input, init) => fetch(input, init)): () => void {
  const controller = new AbortController();
  const banner = doc.querySelector<HTMLElement>(BANNER_SELECTOR);
  if (!banner) return () => controller.abort();
  let sent = false;
  banner.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(DISMISS_SELECTOR);
      if (!link) return;
      event.preventDefault();
      if (sent) return;
      sent = true;
      const { restUrl, nonce = '' } = link.dataset;
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
