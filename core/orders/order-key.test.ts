import { describe, expect, it } from 'vitest';
import { newOrderKey, orderKeyMatches } from './order-key.ts';

describe('order keys', () => {
  it('are wc_order_ plus at least 16 URL-safe characters, and unique', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newOrderKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^wc_order_[A-Za-z0-9_-]{16,}$/);
  });

  it('match only the exact key', () => {
    const key = newOrderKey();
    expect(orderKeyMatches(key, key)).toBe(true);
    expect(orderKeyMatches(key, `${key}x`)).toBe(false);
    expect(orderKeyMatches(key, key.slice(0, -1))).toBe(false);
    expect(orderKeyMatches(key, key.toUpperCase())).toBe(false);
    expect(orderKeyMatches(key, '')).toBe(false);
    expect(orderKeyMatches(key, undefined)).toBe(false);
    expect(orderKeyMatches(key, ['x'])).toBe(false);
  });
});
