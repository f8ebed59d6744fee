import { describe, expect, it } from 'vitest';
import { readIdempotencyKey } from './idempotency-keys.ts';

describe('readIdempotencyKey', () => {
  it('takes no header as no key, and a key of printable ASCII as it is', () => {
    expect(readIdempotencyKey(undefined)).toEqual({ ok: true, key: null });
    expect(readIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toEqual({ ok: true, key: '8e03978e-40d5-43e8-bc93-6894a57f9324' });
    expect(readIdempotencyKey('"quoted key"')).toEqual({ ok: true, key: '"quoted key"' });
  });

  it('refuses an empty, oversized or non-ASCII key with the reason', () => {
    for (const header of ['', 'k'.repeat(256), 'tab\there', 'clé']) {
      expect(readIdempotencyKey(header)).toEqual({ ok: false, reason: 'must be 1 to 255 printable ASCII characters' });
    }
    expect(readIdempotencyKey('k'.repeat(255)).ok).toBe(true);
  });
});
