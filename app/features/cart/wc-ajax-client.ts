import { ENDPOINT_PLACEHOLDER, type WcAjaxEndpoint } from '../../../core/contract/cart/wc-ajax-endpoints.ts';

/**
 * Posts form fields to one endpoint and resolves with the parsed JSON body. Rejects on a network
 * failure, a body that is not JSON, or when `timeoutMs` passes first.
 */
export type WcAjaxPost = (endpoint: WcAjaxEndpoint, fields: Record<string, string>, timeoutMs?: number) => Promise<unknown>;

export function endpointUrl(template: string, endpoint: WcAjaxEndpoint): string {
  return template.replace(ENDPOINT_PLACEHOLDER, endpoint);
}

/** `request_timeout` arrives as a string; anything but a positive number means no time limit. */
export function parseTimeout(value: string | undefined): number | undefined {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

export function createWcAjaxClient(urlTemplate: string, fetchImpl: typeof fetch = fetch): WcAjaxPost {
  return async (endpoint, fields, timeoutMs) => {
    const controller = new AbortController();
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(endpointUrl(urlTemplate, endpoint), {
        method: 'POST',
        // Same-origin only: the session cookie goes with the request, never to another site.
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', Accept: 'application/json' },
        body: new URLSearchParams(fields).toString(),
        signal: controller.signal,
      });
      // Any status is read: an add error comes as JSON (`error`, `product_url`), and callers check the shape.
      return (await response.json()) as unknown;
    } finally {
      clearTimeout(timer);
    }
  };
}
