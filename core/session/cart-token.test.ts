import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCartToken, openPendingNonce, sealCartToken, sealPendingNonce } from './cart-token.ts';

describe('cart tokens', () => {
  const key = randomBytes(32);
  const sessionId = 'a'.repeat(32);

  it('open to the session they name, and do not show its id', () => {
    const token = sealCartToken(key, sessionId);
    expect(token).not.toContain(sessionId);
    expect(openCartToken(key, token)).toBe(sessionId);
    // Sealed afresh each time: two tokens of one session differ.
    expect(sealCartToken(key, sessionId)).not.toBe(token);
  });

  it('refuse anything not sealed with the key', () => {
    const token = sealCartToken(key, sessionId);
    expect(openCartToken(randomBytes(32), token)).toBeNull();
    const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect(openCartToken(key, flipped)).toBeNull();
    expect(openCartToken(key, token.slice(0, 20))).toBeNull();
    expect(openCartToken(key, undefined)).toBeNull();
    expect(openCartToken(key, 'v1.')).toBeNull();
    expect(openCartToken(key, sessionId)).toBeNull();
  });
});

describe('pending nonces', () => {
  const key = randomBytes(32);
  const sessionId = 'b'.repeat(32);

  it('open to the session they name, and do not show its id', () => {
    const nonce = sealPendingNonce(key, sessionId);
    expect(nonce).not.toContain(sessionId);
    expect(openPendingNonce(key, nonce)).toBe(sessionId);
    expect(openPendingNonce(randomBytes(32), nonce)).toBeNull();
  });

  it('are no cart tokens, and tokens are no nonces, even with their prefixes swapped', () => {
    const nonce = sealPendingNonce(key, sessionId);
    const token = sealCartToken(key, sessionId);
    expect(openCartToken(key, nonce)).toBeNull();
    expect(openPendingNonce(key, token)).toBeNull();
    expect(openCartToken(key, nonce.replace(/^n1\./, 'v1.'))).toBeNull();
    expect(openPendingNonce(key, token.replace(/^v1\./, 'n1.'))).toBeNull();
  });
});
