/**
 * Order attribution in the browser: records where the visitor came from in sourcebuster's cookies
 * (only while tracking is allowed) and hands the values to the checkout's hidden inputs.
 */
import { consentApi, onConsentChange } from '../consent/client.ts';
import { createGate, trackingAllowed } from './consent-gate.ts';
import { documentCookies, expireTrackingCookies } from './cookie-jar.ts';
import { defineInputsElement } from './inputs-element.ts';
import { readConfig, type OrderAttribution } from './params.ts';
import { pushValues } from './push.ts';
import { runTracker } from './tracker.ts';
import { emptyValues } from './values.ts';
import { isThemePreview } from '../shared/theme-preview.ts';

export { INPUTS_ELEMENT } from './inputs-element.ts';
export { UPDATED_EVENT } from './push.ts';
export type { OrderAttribution } from './params.ts';

type AttributionWindow = Window & { wc_order_attribution?: Partial<OrderAttribution> };

const started = new WeakSet<Window>();

/**
 * Starts attribution from `window.wc_order_attribution` (nothing happens without it). The landing
 * URL and referrer are read now and kept, so consent given later on this page still credits them.
 * The tracker is part of this module, not loaded on demand: a visitor who leaves the landing page at
 * once must still be credited to where they came from.
 * Also adds WooCommerce's `setOrderTracking(allow)` and `getAttributionData()` to the page object.
 */
export function initAttribution(win: Window = window): void {
  const page = (win as AttributionWindow).wc_order_attribution;
  const config = readConfig(page);
  // The theme settings' preview sets no attribution cookie.
  if (!page || !config || started.has(win) || isThemePreview(win)) return;
  started.add(win);
  defineInputsElement(win, config);
  const landing = { url: win.location.href, referrer: win.document.referrer };
  const cookies = documentCookies(win.document, win.location.protocol === 'https:');
  const allowed = () => trackingAllowed(config.params.allowTracking, consentApi(win));
  const gate = createGate({
    allowed,
    track: () =>
      runTracker({
        now: new Date(),
        ...landing,
        ownHost: win.location.hostname,
        userAgent: win.navigator.userAgent,
        params: config.params,
        cookies,
        random: Math.random,
        fields: config.fields,
      }),
    expire: () => expireTrackingCookies(cookies),
    push: (values) => pushValues(win, values),
    empty: () => emptyValues(config.fields),
  });
  const update = (): void => {
    try {
      gate.update();
    } catch (error) {
      // Attribution is never worth breaking the page over (cookies blocked, a throwing listener…).
      console.warn('order attribution:', error);
    }
  };
  page.setOrderTracking = (allow: boolean) => {
    config.params.allowTracking = allow === true;
    update();
  };
  page.getAttributionData = () => gate.values() ?? emptyValues(config.fields);
  onConsentChange(consentApi(win), update);
  update();
}
