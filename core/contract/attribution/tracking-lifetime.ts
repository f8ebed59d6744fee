/**
 * The attribution tracker's default lifetimes (spec section 9): the config's defaults on the server, and
 * the browser's fallback when the page's params do not carry a usable number.
 */

/** Cookie lifetime of the attribution tracker, in months. */
export const ORDER_TRACKING_LIFETIME_MONTHS = 6;
/** A visit ends after this many minutes without a page view. */
export const ORDER_TRACKING_SESSION_MINUTES = 30;
