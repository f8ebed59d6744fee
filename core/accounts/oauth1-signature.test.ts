import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { describe, expect, it } from 'vitest';
import {
  oauthEncode,
  parseOAuthHeader,
  sameSignature,
  signatureBaseString,
  signingKeyDigest,
  signWithKeyDigest,
  signWithSecret,
  timestampInWindow,
} from './oauth1-signature.ts';

const SECRET = `cs_${'ab12'.repeat(16)}`;

describe('OAuth 1.0a signatures', () => {
  it('encodes as RFC 3986 (PHP rawurlencode): only unreserved characters stay', () => {
    expect(oauthEncode("a b+c/d~e_f.g-h!*'()")).toBe('a%20b%2Bc%2Fd~e_f.g-h%21%2A%27%28%29');
    expect(oauthEncode('é')).toBe('%C3%A9');
  });

  it('builds the base string of RFC 5849 §3.4.1 from method, URL and sorted, encoded parameters', () => {
    const base = signatureBaseString('get', 'http://shop.test/wp-json/wc/v3/products', [
      ['per_page', '10'],
      ['oauth_signature', 'ignored'],
      ['b', '2 3'],
      ['a', 'z'],
      ['a', 'y'],
    ]);
    expect(base).toBe('GET&http%3A%2F%2Fshop.test%2Fwp-json%2Fwc%2Fv3%2Fproducts&a%3Dy%26a%3Dz%26b%3D2%25203%26per_page%3D10');
  });

  it('agrees with the oauth-1.0a library WooCommerce\'s JavaScript client signs with, HMAC-SHA1 and HMAC-SHA256', () => {
    for (const [method, algorithm] of [
      ['HMAC-SHA1', 'sha1'],
      ['HMAC-SHA256', 'sha256'],
    ] as const) {
      const oauth = new OAuth({
        consumer: { key: 'ck_x', secret: SECRET },
        signature_method: method,
        hash_function: (base, key) => createHmac(algorithm, key).update(base).digest('base64'),
      });
      const url = 'http://127.0.0.1:3000/wp-json/wp/v2/users/me?context=edit&filter[x]=a%20b';
      const signed = oauth.authorize({ url, method: 'GET' });
      // `authorize` answers the URL's own parameters with the oauth_ ones: all that was signed.
      const params = Object.entries(signed).map(([name, value]) => [name, String(value)] as [string, string]);
      expect(params).toContainEqual(['filter[x]', 'a b']);
      const base = signatureBaseString('GET', 'http://127.0.0.1:3000/wp-json/wp/v2/users/me', params);
      expect(signWithSecret(method, base, SECRET)).toBe(signed.oauth_signature);
      // The stored digest of `secret&` signs exactly as the secret does (HMAC hashes a key over 64 bytes).
      expect(signWithKeyDigest(method, base, signingKeyDigest(method, SECRET))).toBe(signed.oauth_signature);
    }
  });

  it('refuses to reduce a secret too short for HMAC to hash', () => {
    expect(() => signingKeyDigest('HMAC-SHA1', 'cs_short')).toThrow(/longer than 63 bytes/);
  });

  it('keeps the 15-minute window either way and refuses timestamps that are not numbers', () => {
    const now = 1_800_000_000;
    expect(timestampInWindow(String(now), now)).toBe(true);
    expect(timestampInWindow(String(now - 900), now)).toBe(true);
    expect(timestampInWindow(String(now - 901), now)).toBe(false);
    expect(timestampInWindow(String(now + 901), now)).toBe(false);
    expect(timestampInWindow('1e9', now)).toBe(false);
    expect(timestampInWindow('', now)).toBe(false);
  });

  it('reads the oauth_ parameters of an Authorization header, decoded, without realm', () => {
    expect(parseOAuthHeader('OAuth realm="x", oauth_consumer_key="ck_1", oauth_signature="a%2Bb%3D", oauth_nonce=n1')).toEqual([
      ['oauth_consumer_key', 'ck_1'],
      ['oauth_signature', 'a+b='],
      ['oauth_nonce', 'n1'],
    ]);
    expect(parseOAuthHeader('Basic abc')).toBeNull();
    expect(parseOAuthHeader(undefined)).toBeNull();
  });

  it('compares signatures of any length without throwing', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abc', 'abcd')).toBe(false);
  });
});
