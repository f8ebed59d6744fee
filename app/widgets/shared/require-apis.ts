/**
 * The widgets' guard for what a browser lacks (the spec's toolkit version check, section 8): a widget
 * whose browser API is missing logs one error naming itself and the API, and leaves its markup as the
 * server wrote it, which is always usable.
 */
export function requireApis(widget: string, apis: Record<string, unknown>, log: Pick<Console, 'error'> = console): boolean {
  const missing = Object.entries(apis)
    .filter(([, api]) => api === undefined || api === null)
    .map(([name]) => name);
  if (missing.length === 0) return true;
  log.error(`Vitrine ${widget}: this browser lacks ${missing.join(', ')}; the ${widget} is left as the page was served.`);
  return false;
}
