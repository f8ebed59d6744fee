import { hasControlCharacters } from './validation.ts';

const PROBE_ORIGIN = 'http://vitrine.invalid';

/**
 * A `redirect_to` value made safe: only a path on this site ("/admin/orders/?status=processing"),
 * never another origin ("//evil.example", "https://…", "/\\evil"), else the fallback.
 */
export function safeRedirectPath(value: unknown, fallback = '/my-account/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes are how browsers are talked into leaving the site.
  if (value.includes('\\') || hasControlCharacters(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
