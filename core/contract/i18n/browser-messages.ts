/**
 * The words the browser's own scripts write (widget buttons and labels, the cart's wait message), in
 * English. The storefront module carries only these; a page in another language gets its own text for
 * the same keys in `window.vitrine_i18n`, written by the server (core/i18n/browser-text.ts), so no
 * other language's words ever reach the module. Messages here take plain `{name}` arguments only (no
 * plural or select), which `npm run i18n:check` enforces, so the browser needs no ICU formatter.
 */
export const BROWSER_MESSAGES = {
  'cart.pleaseWait': 'Please wait...',
  'content.loadFailed': 'The requested content cannot be loaded. Please try again later.',
  'lightbox.gallery': 'Gallery',
  'lightbox.slideshow': 'Slideshow',
  'lightbox.fullScreen': 'Full screen',
  'lightbox.thumbnails': 'Thumbnails',
  'lightbox.close': 'Close',
  'lightbox.previous': 'Previous',
  'lightbox.next': 'Next',
  'lightbox.counter': '{position} of {count}',
  'lightbox.show': 'Show {position} of {count}',
  'lightbox.showCaptioned': 'Show {position} of {count}: {caption}',
  'modal.close': 'Close',
  'modal.loading': 'Loading…',
  'background.pause': 'Pause background',
  'background.play': 'Play background',
  'background.video': 'Background video',
  'map.label': 'Map',
  'map.labelAddress': 'Map: {address}',
  'map.load': 'Load map',
  'map.source': 'The map comes from {host}, which then sees your IP address.',
  'map.notLoaded': 'The map is not loaded yet.',
  'map.consent': 'It loads once you allow “{category}” in the cookie settings, or now, for this map only, with this button.',
} as const;

export type BrowserMessageKey = keyof typeof BROWSER_MESSAGES;
export type BrowserMessages = Readonly<Record<BrowserMessageKey, string>>;

/** The page object with the page's language's browser messages (absent on pages in English). */
export const BROWSER_MESSAGES_OBJECT = 'vitrine_i18n';

/** Puts each `{name}` argument's value in; one pass, so a value is never read as a placeholder. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The message `key` in the page's language (the page object of `doc`'s window, else English). */
export function pageText(doc: Document, key: BrowserMessageKey, values?: Readonly<Record<string, string | number>>): string {
  const page = (doc.defaultView as unknown as Record<string, Partial<BrowserMessages> | undefined> | null)?.[BROWSER_MESSAGES_OBJECT];
  const message = page?.[key];
  return fillMessage(typeof message === 'string' ? message : BROWSER_MESSAGES[key], values);
}
