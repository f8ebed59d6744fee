// No imports: the browser module keeps to these limits too, so it never sends a batch the endpoint refuses,
// and the report page reads its row count here without pulling the server's code into the admin bundle.

/** Where the storefront's own analytics events go (docs/contract.md "Analytics"). */
export const ANALYTICS_ENDPOINT = '/wp-json/vitrine/v1/analytics';

/** The most events one request may carry. */
export const MAX_EVENTS_PER_BATCH = 20;

/** The longest path counted; longer ones are cut by the browser and refused by the endpoint. */
export const MAX_PATH_LENGTH = 512;

/** The longest referrer host accepted (a DNS name is at most 253 characters, plus a port). */
export const MAX_REFERRER_HOST_LENGTH = 255;

/** Largest quantity of one add to cart, the cart's own line limit. */
export const MAX_ADD_QUANTITY = 999;

/** Largest request body the endpoint reads. */
export const MAX_ANALYTICS_BODY_BYTES = 16 * 1024;

/** The event kinds counted. */
export const ANALYTICS_EVENT_TYPES = ['page_view', 'add_to_cart'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Rows shown in the report's top pages and products tables. */
export const ANALYTICS_TOP_ROWS = 20;
