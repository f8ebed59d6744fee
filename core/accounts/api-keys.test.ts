import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateConsumerKey,
  generateConsumerSecret,
  hashConsumerKey,
  isKeyPermission,
  looksLikeConsumerKey,
  looksLikeConsumerSecret,
  oauthSignatureMatches,
  secretMatches,
} from './api-keys.ts';
import { signingKeyDigest, signWithSecret } from './oauth1-signature.ts';
import { chunkApplicationPassword, generateApplicationPassword, normaliseApplicationPassword } from './application-passwords.ts';

describe('API keys', () => {
  it('look like WooCommerce\'s: ck_ and 40 hex digits; the secret cs_ and long enough to keep as its HMAC digest', () => {
    const key = generateConsumerKey();
    const secret = generateConsumerSecret();
    expect(key).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(secret).toMatch(/^cs_[0-9a-f]{64}$/);
    expect(looksLikeConsumerKey(key)).toBe(true);
    expect(looksLikeConsumerSecret(secret)).toBe(true);
    expect(looksLikeConsumerKey('ck_short')).toBe(false);
    expect(looksLikeConsumerKey(`ck_${'A'.repeat(40)}`)).toBe(false);
    expect(generateConsumerKey()).not.toBe(key);
  });

  it('are found by a keyed SHA-256 of the consumer key (WooCommerce\'s wc_api_hash)', () => {
    const key = generateConsumerKey();
    expect(hashConsumerKey(key)).toBe(createHmac('sha256', 'wc-api').update(key).digest('hex'));
    expect(hashConsumerKey(key)).not.toContain(key.slice(3));
  });

  it('check a plain secret and an OAuth signature against the stored digests only', () => {
    const secret = generateConsumerSecret();
    const stored = {
      secret_sha1: signingKeyDigest('HMAC-SHA1', secret).toString('hex'),
      secret_sha256: signingKeyDigest('HMAC-SHA256', secret).toString('hex'),
    };
    expect(secretMatches(stored, secret)).toBe(true);
    expect(secretMatches(stored, generateConsumerSecret())).toBe(false);
    expect(secretMatches(stored, '')).toBe(false);
    const base = 'GET&http%3A%2F%2Fshop.test%2F&a%3D1';
    expect(oauthSignatureMatches(stored, 'HMAC-SHA1', base, signWithSecret('HMAC-SHA1', base, secret))).toBe(true);
    expect(oauthSignatureMatches(stored, 'HMAC-SHA256', base, signWithSecret('HMAC-SHA256', base, secret))).toBe(true);
    expect(oauthSignatureMatches(stored, 'HMAC-SHA256', base, signWithSecret('HMAC-SHA1', base, secret))).toBe(false);
    expect(oauthSignatureMatches(stored, 'HMAC-SHA1', `${base}2`, signWithSecret('HMAC-SHA1', base, secret))).toBe(false);
  });

  it('have three permissions', () => {
    expect(['read', 'write', 'read_write'].every(isKeyPermission)).toBe(true);
    expect(isKeyPermission('admin')).toBe(false);
    expect(isKeyPermission(undefined)).toBe(false);
  });
});

describe('application passwords', () => {
  it('are 24 letters and digits, shown in groups of four, and read with the spaces (or dashes) dropped', () => {
    const password = generateApplicationPassword();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    const shown = chunkApplicationPassword(password);
    expect(shown).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    expect(normaliseApplicationPassword(shown)).toBe(password);
    expect(normaliseApplicationPassword(' abcd-efgh ')).toBe('abcdefgh');
  });
});
