import { cookieString } from '../../../core/contract/shared/cookies.ts';
import { hideElement } from './dom.ts';

/** docs/contract.md: `store_notice<ID>` holds `hidden` once the notice is dismissed, for the whole site. */
export const STORE_NOTICE_COOKIE_PREFIX = 'store_notice';
export const STORE_NOTICE_HIDDEN = 'hidden';
/** Set on `<html>` by the head script for a dismissed notice, before the first paint; the CSS hides the notice. */
export const STORE_NOTICE_DISMISSED_CLASS = 'store-notice-dismissed';
const NOTICE_SELECTOR = '.woocommerce-store-notice[data-noticeid]';
const DISMISS_SELECTOR = '.woocommerce-store-notice__dismiss-link';
const MAIN_SELECTOR = 'main#main';

export function storeNoticeCookieName(id: string): string {
  return `${STORE_NOTICE_COOKIE_PREFIX}${id}`;
}

/** A session cookie, as WooCommerce sets it: the notice returns in a new browser session. */
export function storeNoticeCookie(id: string): string {
  return cookieString(storeNoticeCookieName(id), STORE_NOTICE_HIDDEN);
}

/**
 * Wires the store notices' dismiss link; a notice already dismissed is hidden by the head script's class.
 * The link is `role=button` with `href="#"`: Enter and Space dismiss too, and the `#` is never followed.
 */
export function initStoreNotice(doc: Document = document): () => void {
  const controller = new AbortController();
  for (const notice of doc.querySelectorAll<HTMLElement>(NOTICE_SELECTOR)) {
    const id = notice.dataset.noticeid ?? '';
    const dismiss = (event: Event) => {
      event.preventDefault();
      doc.cookie = storeNoticeCookie(id);
      const hadFocus = notice.contains(doc.activeElement);
      // The page now looks as the next one will, where the head script sets the class.
      doc.documentElement.classList.add(STORE_NOTICE_DISMISSED_CLASS);
      hideElement(notice);
      // Focus must not vanish with the link: the main content takes it.
      if (hadFocus) doc.querySelector<HTMLElement>(MAIN_SELECTOR)?.focus({ preventScroll: true });
    };
    for (const link of notice.querySelectorAll<HTMLElement>(DISMISS_SELECTOR)) {
      link.addEventListener('click', dismiss, { signal: controller.signal });
      link.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter' || event.key === ' ') dismiss(event);
        },
        { signal: controller.signal },
      );
    }
  }
  return () => controller.abort();
}
