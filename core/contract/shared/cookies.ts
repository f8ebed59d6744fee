/**
 * Cookie parsing and serialising over the `cookie` package, with the rules the shop relies on. The
 * server reads request headers with it, and the browser reads and writes `document.cookie` with it.
 */
import { parseCookie, stringifySetCookie } from 'cookie';

type SameSite = 'Lax' | 'Strict' | 'None';

/** Attributes of one cookie; the path is `/` and SameSite is Lax unless told otherwise. */
export interface CookieAttributes {
  /** Lifetime in seconds (`Max-Age`). */
  maxAge?: number;
  expires?: Date;
  path?: string;
  /** Host-only when absent. */
  domain?: string | null;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: SameSite;
}

/** Server-side options: a lifetime is written as `Max-Age` and as the matching `Expires` for older clients. */
export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: SameSite;
  path?: string;
}

/** An expiry date long past: a cookie written with it is deleted at once. */
export const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * Name → decoded value. The first of a repeated name wins (the browser sends the most specific path
 * first), a value that is not valid percent-encoding is kept as sent, and garbage never throws.
 */
export function parseCookies(header: string | undefined | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parseCookie(header))) {
    // `=value` parses to an empty name: no cookie can be read or written under it.
    if (name && value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

/** One cookie's decoded value, or undefined when it is not set. */
export function readCookie(header: string | undefined | null, name: string): string | undefined {
  return parseCookies(header).get(name);
}

/**
 * One cookie as `Set-Cookie` and `document.cookie` take it. Every value is percent-encoded in full
 * (not only the characters a cookie cannot hold), so what we write reads back the same anywhere.
 * Throws on a name, path or domain no browser would accept.
 */
export function cookieString(name: string, value: string, attributes: CookieAttributes = {}): string {
  const { sameSite = 'Lax', path = '/', domain, ...rest } = attributes;
  return stringifySetCookie(
    { name, value, ...rest, path, domain: domain ?? undefined, sameSite: sameSite.toLowerCase() as Lowercase<SameSite> },
    { encode: encodeURIComponent },
  );
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAgeSeconds, ...attributes } = options;
  if (maxAgeSeconds === undefined) return cookieString(name, value, attributes);
  return cookieString(name, value, { ...attributes, maxAge: Math.floor(maxAgeSeconds), expires: new Date(Date.now() + maxAgeSeconds * 1000) });
}

export function expireCookie(name: string, options: CookieOptions = {}): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
