/** A review's statuses (WordPress's comment statuses, by the names WooCommerce's REST API gives them). */
export const REVIEW_STATUSES = ['hold', 'approved', 'spam', 'trash'] as const;
export type ReviewStatusName = (typeof REVIEW_STATUSES)[number];
