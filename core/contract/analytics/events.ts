/**
 * One event the browser's analytics module sends, in batches, to ANALYTICS_ENDPOINT: the browser writes
 * it, the server checks it (core/analytics/event-batch.ts) before counting it.
 */
export type AnalyticsEvent =
  | { type: 'page_view'; path: string; referrerHost?: string | null | undefined }
  | { type: 'add_to_cart'; path: string; productId: number; quantity: number };
