/**
 * The one check every redirect whose target comes from a request goes through (a `redirect_to`
 * parameter, the trailing-slash rule, the cart links' return address).
 *
 * It normalises first and checks the result: a target is checked as the browser will read it, after
 * dot segments are resolved (`/x/..//evil.example` is `//evil.example`), and once more after one round
 * of percent-decoding (`/%2F%2Fevil.example`, `/%5Cevil.example`), which a proxy or a later redirect may
 * apply. What survives is a path on this site that no browser can read as another host.
 */

const PROBE_ORIGIN = 'http://vitrine.invalid';
const MAX_LENGTH = 2000;
/** Paths made only of these characters (no dot, no percent sign) cannot hide a host: the common case skips URL parsing. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9_~\-/]*(?:\?[A-Za-z0-9_~\-=&.+]*)?$/;

/**
 * `value` as a same-site path (`/shop/?orderby=price`), normalised, or null when it is not one: another
 * origin (`https://…`, `//host`, `/\host`), a relative path, backslashes or control characters (tabs and
 * newlines, which browsers drop before reading the address), or any of these once percent-decoded.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (PLAIN_PATH.test(value)) return value;
  if (value[0] !== '/' || hasControlCharacters(value)) return null;
  const pathEnd = firstIndexOf(value, '?', '#');
  if (value.slice(0, pathEnd).includes('\\')) return null;
  const url = parseOnSite(value);
  if (!url || !isSafePathname(url.pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || hasControlCharacters(decoded)) return null;
  const reparsed = parseOnSite(decoded);
  if (!reparsed || !isSafePathname(reparsed.pathname)) return null;
  // A backslash left in the query or fragment is harmless to browsers, but nothing downstream needs it raw.
  return `${url.pathname}${url.search}${url.hash}`.replaceAll('\\', '%5C');
}

/** Whether a request's path is one this shop could answer: what fails the redirect check names no page here. */
export function isSameSitePath(path: string): boolean {
  return safeRedirectTarget(path) !== null;
}

function parseOnSite(path: string): URL | null {
  const url = URL.parse(path, PROBE_ORIGIN);
  return url && url.origin === PROBE_ORIGIN ? url : null;
}

function isSafePathname(pathname: string): boolean {
  return pathname.startsWith('/') && !pathname.startsWith('//') && !pathname.includes('\\');
}

function firstIndexOf(value: string, ...marks: string[]): number {
  let end = value.length;
  for (const mark of marks) {
    const at = value.indexOf(mark);
    if (at !== -1 && at < end) end = at;
  }
  return end;
}

function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
