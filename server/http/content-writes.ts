/**
 * Requests that can change what every visitor sees (the content version, core/settings/settings.ts):
 * the back office (settings, products, order status and restocking), the same edits through the REST API
 * (`wc/v3`, `wp/v2/settings`), and checkout, the form or the JSON one (an order can sell a product out).
 * The process that served one re-reads the version at once
 * instead of within a second.
 * Every other write is per visitor or anonymous (cart, account, the one-per-page-view analytics and
 * consent beacons): re-reading after those would cost a query on nearly every request.
 */
const CONTENT_EDITING_PATH = /^\/(?:admin|checkout|wp-json\/wc\/store\/v1\/checkout|wp-json\/wc\/v3|wp-json\/wp\/v2\/settings)(?:[/.]|$)/;

export function mayEditContent(method: string, path: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && CONTENT_EDITING_PATH.test(path);
}
