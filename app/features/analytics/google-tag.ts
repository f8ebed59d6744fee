/** GA4 measurement ids, as the config file accepts them. */
export const GA4_ID = /^G-[A-Z0-9]{4,20}$/;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Loads Google's tag for a GA4 measurement id, the way Google's own snippet does. A `gtag` already on
 * the page (consent mode defaults, for one) is kept, so its earlier commands stay first in line.
 */
export function loadGoogleTag(win: Window, id: string): void {
  if (!GA4_ID.test(id)) return;
  const page = win as GtagWindow;
  const dataLayer = (page.dataLayer ??= []);
  page.gtag ??= function gtag() {
    // The tag reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  page.gtag('js', new Date());
  page.gtag('config', id);
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
}

/** Google's documented switch (`window['ga-disable-<id>']`): while true, the tag sends nothing. */
export function setGoogleTagDisabled(win: Window, id: string, disabled: boolean): void {
  (win as GtagWindow)[`ga-disable-${id}`] = disabled;
}
