import { storeValues } from './extension-data.ts';
import { INPUTS_ELEMENT, type AttributionInputsElement } from './inputs-element.ts';
import type { AttributionValues } from './values.ts';

/** Fired on `document.body` after each push; `detail` is the values by field name. */
export const UPDATED_EVENT = 'wc_order_attribution_updated';

/**
 * Hands the values to every attribution-inputs element on the page and to the JavaScript checkout
 * (its extension data under `woocommerce/order-attribution`, and an event for listeners).
 */
export function pushValues(win: Window, values: AttributionValues): void {
  const copy = { ...values };
  for (const element of win.document.querySelectorAll(INPUTS_ELEMENT)) {
    // An element not upgraded yet picks the values up from the extension data when it connects.
    const inputs = element as Partial<AttributionInputsElement>;
    if (typeof inputs.setValues === 'function') inputs.setValues(copy);
  }
  storeValues(win, copy);
  const CustomEventImpl = (win as Window & typeof globalThis).CustomEvent ?? CustomEvent;
  win.document.body?.dispatchEvent(new CustomEventImpl(UPDATED_EVENT, { detail: copy }));
}
