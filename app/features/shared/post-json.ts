/**
 * Fire and forget: a JSON POST with `keepalive`, so the request outlives a click that leaves the page.
 * Failures stay quiet, a fetch that throws at once (blocked by an extension) included: a count or a
 * statistic is never worth breaking the page over.
 */
export function postJson(fetchFn: typeof fetch, url: string, body: string, credentials: RequestCredentials): void {
  try {
    fetchFn(url, { method: 'POST', keepalive: true, credentials, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
  } catch {
    // Quiet, as above.
  }
}
