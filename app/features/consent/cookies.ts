import { matchesNameRule } from '../../../core/contract/consent/cookie-names.ts';
import { EXPIRED, cookieString, parseCookies } from '../../../core/contract/shared/cookies.ts';

/** Where the consent cookies live: the shop's cookie domain (host-only when null), Secure on https. */
export interface CookieScope {
  domain: string | null;
  secure: boolean;
}

/** A consent cookie as docs/contract.md has it: whole site, SameSite=Lax, kept `maxAge` seconds. */
export function consentCookie(name: string, value: string, maxAge: number, scope: CookieScope): string {
  return cookieString(name, value, { maxAge, domain: scope.domain, secure: scope.secure });
}

/** Paths a cookie readable here may have been set on: `/`, the page's own path and its default (directory) path. */
export function cookiePaths(pathname: string): string[] {
  return [...new Set(['/', pathname, pathname.slice(0, pathname.lastIndexOf('/')) || '/'])];
}

/** Domains a cookie readable here may carry: none (host-only), the host, and its parents above the top level. */
export function cookieDomains(hostname: string): (string | null)[] {
  // An IP address has no parent domains.
  if (/^[\d.]+$|:/.test(hostname)) return [null, hostname];
  const domains: (string | null)[] = [null];
  const labels = hostname.split('.');
  for (let i = 0; i === 0 || i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/**
 * Deletes by an expiry long past. Undefined where the library refuses the name, path or domain (a `;`
 * in the path, a host that is no domain name): the other pairs are still tried, the page never breaks.
 */
function expiredCookie(name: string, path: string, domain: string | null): string | undefined {
  try {
    return cookieString(name, '', { expires: new Date(EXPIRED), path, domain });
  } catch {
    return undefined;
  }
}

/** A cookie is identified by name, path and domain, so deleting one we did not set means trying each pair. */
export function expiredCookies(name: string, hostname: string, pathname: string): string[] {
  return cookiePaths(pathname).flatMap((path) => cookieDomains(hostname).flatMap((domain) => expiredCookie(name, path, domain) ?? []));
}

export function expireCookie(win: Window, name: string): void {
  for (const cookie of expiredCookies(name, win.location.hostname, win.location.pathname)) win.document.cookie = cookie;
}

/** Names the page can see in `document.cookie`. */
export function cookieNames(cookies: string): string[] {
  return [...parseCookies(cookies).keys()];
}

/**
 * Deletes what a withdrawn category left behind: the cookies and the localStorage / sessionStorage
 * keys its rules name (exact, or a prefix ending in `*`). Exact names go even when not visible here
 * (set on another path), the prefixed ones as far as this page can see them.
 */
export function forgetCategoryData(win: Window, rules: { cookies: readonly string[]; storage: readonly string[] }): void {
  const matches = (name: string, list: readonly string[]) => list.some((rule) => matchesNameRule(name, rule));
  const names = new Set([...rules.cookies.filter((rule) => !rule.endsWith('*')), ...cookieNames(win.document.cookie).filter((name) => matches(name, rules.cookies))]);
  for (const name of names) expireCookie(win, name);
  if (rules.storage.length === 0) return;
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = win[area];
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
      for (const key of keys) if (matches(key, rules.storage)) storage.removeItem(key);
    } catch {
      // Storage blocked by the browser: nothing of ours can be there either.
    }
  }
}
