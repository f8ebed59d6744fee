import { CART_MESSAGES } from './cart-messages.ts';
import { pageTextOf } from './page-text.ts';

export { BROWSER_MESSAGES_OBJECT, fillMessage } from './page-text.ts';

/**
 * The words the browser's own scripts write (widget buttons and labels, the cart's wait message), in
 * English. The scripts carry only these (the storefront module only the cart's); a page in another language gets its own text for
 * the same keys in `window.vitrine_i18n`, written by the server (core/i18n/browser-text.ts), so no
 * other language's words ever reach the module. Messages here take plain `{name}` arguments only (no
 * plural or select), which `npm run i18n:check` enforces, so the browser needs no ICU formatter.
 */
export const BROWSER_MESSAGES = {
  ...CART_MESSAGES,
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

/** The message `key` in the page's language (the page object of `doc`'s window, else English). */
export const pageText = pageTextOf(BROWSER_MESSAGES);
