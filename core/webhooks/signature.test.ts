import { describe, expect, it } from 'vitest';
import { newWebhookSecret, webhookSignature } from './signature.ts';

describe('webhook signature', () => {
  it('is the base64 HMAC-SHA256 of the body with the secret (the published HMAC-SHA256 example)', () => {
    const published = 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8';
    expect(webhookSignature('The quick brown fox jumps over the lazy dog', 'key')).toBe(Buffer.from(published, 'hex').toString('base64'));
  });

  it('signs the body’s UTF-8 bytes', () => {
    expect(webhookSignature('{"name":"Crème brûlée"}', 's')).not.toBe(webhookSignature('{"name":"Creme brulee"}', 's'));
  });

  it('makes secrets of 50 URL-safe characters, a new one each time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^[\w-]{50}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
