import { BROWSER_MESSAGES } from '../i18n/browser-messages.ts';

/**
 * A content page answers with its content alone (no layout) to the theme's widgets: the lightbox's ajax
 * items ask `GET /<slug>/?lightbox=1`, a modal with `data-modal-url` posts its form to `<url>?t=<ms>`.
 */
export const LIGHTBOX_FRAGMENT_PARAM = 'lightbox';
export const LIGHTBOX_FRAGMENT_VALUE = '1';
/** The timestamp a modal adds to its URL, so no cache in between ever answers for the server. */
export const MODAL_TIMESTAMP_PARAM = 't';

/** Shown where fetched content could not be loaded: a lightbox item, a modal (spec section 8); in English, the page's language has its own. */
export const LOAD_FAILED_MESSAGE = BROWSER_MESSAGES['content.loadFailed'];
