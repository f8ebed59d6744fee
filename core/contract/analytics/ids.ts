// No imports, and a file of its own rather than a part of limits.ts: the browser's analytics chunk reads
// these, and limits.ts is read by the admin report as well, which would split it into a chunk of its own.

/** The largest product id counted: the largest an `integer` column holds on both databases. */
export const MAX_PRODUCT_ID = 2_147_483_647;

/** GA4 measurement ids, as the config file accepts them. */
export const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
