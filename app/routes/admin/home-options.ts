/** The home page settings' addresses: plain values, safe for the page's browser chunk. */

export const HOME_LAYOUT_PAGE = '/admin/home/';
/** `?preview=true` also keeps the cookie banner out of the frame (app/document/consent-page.ts). */
export const HOME_PREVIEW_URL = '/admin/home/preview/?preview=true';
