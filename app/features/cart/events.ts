import type { Fragments } from './apply-fragments.ts';

/** What one add or remove changed, as third-party scripts read it from `added_to_cart`/`removed_from_cart`. */
export interface CartChangeDetail {
  fragments: Fragments;
  cart_hash: string;
  button: HTMLElement;
}

/** The CustomEvents of docs/contract.md fired on `document.body`, each with its documented `detail`. */
export interface CartEventDetails {
  'should_send_ajax_request.adding_to_cart': { button: HTMLElement };
  'ajax_request_not_sent.adding_to_cart': { button: HTMLElement };
  adding_to_cart: { button: HTMLElement; data: Record<string, string> };
  added_to_cart: CartChangeDetail;
  removed_from_cart: CartChangeDetail;
  wc_cart_button_updated: { button: HTMLElement };
  wc_fragments_refreshed: null;
  wc_fragments_loaded: null;
  wc_fragments_ajax_error: null;
}

export type CartEventName = keyof CartEventDetails;

/** The one event a listener may cancel: `preventDefault()` on it vetoes the add request. */
export const VETO_EVENT = 'should_send_ajax_request.adding_to_cart';

/** Events other scripts dispatch to ask for fresh fragments (no detail). */
export const REFRESH_REQUEST_EVENTS = ['wc_fragment_refresh', 'updated_wc_div'] as const;

/**
 * Dispatches a cart event on `document.body`. It bubbles, so listeners on `document` hear it too.
 * Returns false when a listener cancelled it (only the veto event is cancelable).
 */
export function dispatchCartEvent<K extends CartEventName>(doc: Document, type: K, detail: CartEventDetails[K]): boolean {
  return doc.body.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, cancelable: type === VETO_EVENT }));
}

/** Listens on `document.body` to any of the named events; the signal ends the listening. */
export function onBodyEvents(doc: Document, types: readonly string[], listener: () => void, signal?: AbortSignal): void {
  for (const type of types) doc.body.addEventListener(type, listener, { signal });
}

/** Calls `listener` whenever another script asks for a fragment refresh. */
export function onRefreshRequest(doc: Document, listener: () => void, signal?: AbortSignal): void {
  onBodyEvents(doc, REFRESH_REQUEST_EVENTS, listener, signal);
}
