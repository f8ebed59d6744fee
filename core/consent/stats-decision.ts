import type { ConsentStatsPayload } from '../contract/consent/stats-payload.ts';
import type { ConsentCategory, ConsentStatus } from '../contract/consent/vocabulary.ts';

/**
 * What is kept of one stats payload: the answer, and where it was given reduced so that it cannot
 * point at a person. The page is a path on this shop only (query strings and fragments carry e-mail
 * addresses, order keys and tracking ids), the referrer only a host name. The cookie name and the
 * client's revision are checked but not kept.
 */
export interface ConsentDecision {
  mainStatus: ConsentStatus;
  openCount: number;
  /** Path of the page the banner was answered on; null when the page was not on this shop. */
  path: string | null;
  /** Host name of the page before it; null when there was none or it was not an http(s) URL. */
  referrerHost: string | null;
  categories: { name: ConsentCategory; status: 'allow' | 'deny' }[];
}

/**
 * `siteHostnames`: the shop's own host names (the request's host, the configured base URL's), so a
 * banner copied onto another site cannot make us store that site's paths.
 */
export function consentDecisionFrom(payload: ConsentStatsPayload, siteHostnames: readonly string[]): ConsentDecision {
  return {
    mainStatus: payload.mainStatus,
    openCount: payload.openCount,
    path: sameSitePath(payload.href, siteHostnames),
    referrerHost: httpUrl(payload.referrer)?.hostname ?? null,
    categories: payload.cookieTypeConsent.map(({ name, status }) => ({ name, status })),
  };
}

/** The URL's path when its host name is one of the shop's (any port or scheme), else null. */
export function sameSitePath(href: string, siteHostnames: readonly string[]): string | null {
  const url = httpUrl(href);
  if (!url) return null;
  const own = new Set(siteHostnames.map(hostnameOf).filter((name) => name !== null));
  return own.has(url.hostname) ? url.pathname : null;
}

/** A `Host` header value or a bare host name, as URL parsing normalises it (lower case, punycode). */
function hostnameOf(host: string): string | null {
  return URL.parse(`http://${host}`)?.hostname || null;
}

function httpUrl(value: string): URL | null {
  const url = URL.parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}
