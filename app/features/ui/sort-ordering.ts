import { onLoad } from './dom.ts';

/** Spec section 4: the sort result count's live region is refreshed this long after load. */
export const RESULT_COUNT_REFRESH_MS = 2000;
/** The gap between emptying and refilling the region, so the change is not merged into none. */
export const RESULT_COUNT_RESTORE_MS = 100;
const FORM_SELECTOR = 'form.woocommerce-ordering';
const SELECT_SELECTOR = 'select.orderby';
const RESULT_COUNT_SELECTOR = 'p.woocommerce-result-count';

/** Submits with the form's own validation and submit event where the browser has `requestSubmit`. */
export function submitForm(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

/** Makes the element a (polite) live region unless it already is one. */
export function ensureLiveRegion(element: HTMLElement): void {
  const role = element.getAttribute('role');
  if (role === 'status' || role === 'alert' || role === 'log' || element.hasAttribute('aria-live')) return;
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
}

/** Only a page reached by sorting or filtering announces its count again; a plain visit stays quiet. */
export function isSortedListing(count: HTMLElement, win: Window): boolean {
  return count.dataset.isSortedBy === 'true' || count.dataset.isFiltered === 'true' || new URLSearchParams(win.location.search).has('orderby');
}

/** Empties the live region, then puts the same nodes back, so screen readers announce the text again. */
export function refreshLiveRegion(element: HTMLElement, win: Window, signal?: AbortSignal): void {
  const nodes = Array.from(element.childNodes);
  element.replaceChildren();
  const timer = win.setTimeout(() => element.replaceChildren(...nodes), RESULT_COUNT_RESTORE_MS);
  signal?.addEventListener('abort', () => {
    win.clearTimeout(timer);
    element.replaceChildren(...nodes);
  });
}

/**
 * The sort dropdown submits on change (its no-script button is hidden), and after a sorted or filtered
 * page loads the result count is announced again so screen-reader users hear the outcome.
 */
export function initSortOrdering(doc: Document = document, win: Window = window): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  for (const form of doc.querySelectorAll<HTMLFormElement>(FORM_SELECTOR)) {
    const select = form.querySelector<HTMLSelectElement>(SELECT_SELECTOR);
    if (!select) continue;
    for (const button of form.querySelectorAll<HTMLElement>('button[type="submit"], input[type="submit"]')) button.hidden = true;
    select.addEventListener('change', () => submitForm(form), { signal });
  }
  const count = doc.querySelector<HTMLElement>(RESULT_COUNT_SELECTOR);
  if (count) ensureLiveRegion(count);
  if (count && isSortedListing(count, win)) {
    onLoad(
      win,
      () => {
        const timer = win.setTimeout(() => refreshLiveRegion(count, win, signal), RESULT_COUNT_REFRESH_MS);
        signal.addEventListener('abort', () => win.clearTimeout(timer));
      },
      signal,
    );
  }
  return () => controller.abort();
}
