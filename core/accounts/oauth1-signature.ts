import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * OAuth 1.0a one-legged signatures as WooCommerce checks them (its REST authentication): a base string of
 * the method, the encoded base URL and the encoded, sorted parameters; HMAC-SHA1 or HMAC-SHA256 keyed by
 * `consumer_secret&` (no token secret); a 15-minute timestamp window; a nonce used once.
 */

export const OAUTH_METHODS = ['HMAC-SHA1', 'HMAC-SHA256'] as const;
export type OAuthSignatureMethod = (typeof OAUTH_METHODS)[number];

/** How far a request's `oauth_timestamp` may be from the server's clock, either way (WooCommerce's window). */
export const OAUTH_TIMESTAMP_WINDOW_SECONDS = 15 * 60;

/** The parameters WooCommerce requires of an OAuth request; one present and another missing is an error. */
export const OAUTH_REQUIRED = ['oauth_consumer_key', 'oauth_timestamp', 'oauth_nonce', 'oauth_signature', 'oauth_signature_method'] as const;

/** RFC 3986 percent-encoding, as OAuth and PHP's `rawurlencode` do: only `A-Z a-z 0-9 - . _ ~` stay. */
export function oauthEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The signature base string: `METHOD&encoded URL&encoded parameters`, the parameters (without
 * `oauth_signature`) encoded, sorted by name then value, joined `name=value` with `&`.
 */
export function signatureBaseString(method: string, baseUrl: string, params: ReadonlyArray<readonly [string, string]>): string {
  const normalised = params
    .filter(([name]) => name !== 'oauth_signature')
    .map(([name, value]) => [oauthEncode(name), oauthEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `${method.toUpperCase()}&${oauthEncode(baseUrl)}&${oauthEncode(normalised)}`;
}

const ALGORITHM: Record<OAuthSignatureMethod, 'sha1' | 'sha256'> = { 'HMAC-SHA1': 'sha1', 'HMAC-SHA256': 'sha256' };

/** The base64 signature a client with this consumer secret sends (one-legged: the key is `secret&`). */
export function signWithSecret(method: OAuthSignatureMethod, baseString: string, consumerSecret: string): string {
  return createHmac(ALGORITHM[method], `${consumerSecret}&`).update(baseString).digest('base64');
}

/**
 * The HMAC key a long secret reduces to. HMAC replaces a key longer than the hash's 64-byte block by its
 * hash (RFC 2104), so for `secret&` over 64 bytes, signing with this digest equals signing with the secret:
 * the server can check signatures holding only the digest.
 */
export function signingKeyDigest(method: OAuthSignatureMethod, consumerSecret: string): Buffer {
  const key = Buffer.from(`${consumerSecret}&`, 'utf8');
  if (key.length <= 64) throw new Error('The consumer secret must be longer than 63 bytes to be kept as its HMAC key digest.');
  return createHash(ALGORITHM[method]).update(key).digest();
}

/** The signature made with a stored key digest (see `signingKeyDigest`). */
export function signWithKeyDigest(method: OAuthSignatureMethod, baseString: string, keyDigest: Buffer): string {
  return createHmac(ALGORITHM[method], keyDigest).update(baseString).digest('base64');
}

/** Compares two signatures in constant time. */
export function sameSignature(expected: string, sent: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `timestamp` (seconds, as sent) lies within the window around `nowSeconds`. */
export function timestampInWindow(timestamp: string, nowSeconds: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - nowSeconds) <= OAUTH_TIMESTAMP_WINDOW_SECONDS;
}

/**
 * The `oauth_*` parameters of an `Authorization: OAuth …` header (`realm` dropped), or null when the
 * header is not OAuth.
 */
export function parseOAuthHeader(header: string | undefined): Array<[string, string]> | null {
  const value = header?.trim();
  if (!value || !/^OAuth\s/i.test(value)) return null;
  const params: Array<[string, string]> = [];
  for (const match of value.slice(6).matchAll(/([A-Za-z0-9_.-]+)\s*=\s*(?:"([^"]*)"|([^,\s]*))/g)) {
    const name = match[1] as string;
    if (!name.startsWith('oauth_')) continue;
    try {
      params.push([name, decodeURIComponent(match[2] ?? match[3] ?? '')]);
    } catch {
      params.push([name, match[2] ?? match[3] ?? '']);
    }
  }
  return params;
}
