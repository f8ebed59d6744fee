import { GA4_ID } from '../../../core/contract/analytics/ids.ts';
import { ensureGtag, type GtagWindow } from '../shared/gtag.ts';

export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** Loads Google's tag for a GA4 measurement id, the way Google's own snippet does. */
export function loadGoogleTag(win: Window, id: string): void {
  if (!GA4_ID.test(id)) return;
  const gtag = ensureGtag(win as GtagWindow);
  gtag('js', new Date());
  gtag('config', id);
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
}

/** Google's documented switch (`window['ga-disable-<id>']`): while true, the tag sends nothing. */
export function setGoogleTagDisabled(win: Window, id: string, disabled: boolean): void {
  (win as Window & Record<string, unknown>)[`ga-disable-${id}`] = disabled;
}
