import type { CartResponse } from './apply-fragments.ts';
import type { RequestQueue } from './request-queue.ts';
import type { WcAjaxPost } from './wc-ajax-client.ts';

/** The mini cart's live region: adds and removes are announced there for screen readers. */
export const LIVE_REGION = '.widget_shopping_cart_live_region';

/** What an in-place cart change (an add, a mini cart remove) needs from the page. */
export interface CartChangeDeps {
  doc: Document;
  post: WcAjaxPost;
  queue: RequestQueue;
  navigate: (url: string) => void;
  /** Keeps a change's fragments for the next page (the fragment cache). */
  remember?: (response: CartResponse) => void;
  signal?: AbortSignal;
}
