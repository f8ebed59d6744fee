import { describe, expect, it } from 'vitest';
import { cartItemKey, isCartItemKey } from './cart-key.ts';
import { cartHash } from './cart-hash.ts';

describe('cart item keys', () => {
  it('are 32 hex characters, the same for the same product and different across products', () => {
    expect(cartItemKey(7)).toMatch(/^[0-9a-f]{32}$/);
    expect(cartItemKey(7)).toBe(cartItemKey(7));
    expect(cartItemKey(7)).not.toBe(cartItemKey(8));
    expect(isCartItemKey(cartItemKey(1))).toBe(true);
  });

  it.each(['', 'abc', cartItemKey(1).toUpperCase(), `${cartItemKey(1)}0`, 42, null, '__proto__'])('rejects %j as a key', (value) => {
    expect(isCartItemKey(value)).toBe(false);
  });
});

describe('cart hash', () => {
  const lines = [
    { productId: 1, quantity: 2, unitPrice: 1000 },
    { productId: 5, quantity: 1, unitPrice: 250 },
  ];

  it('is empty for an empty cart and md5 hex otherwise', () => {
    expect(cartHash([])).toBe('');
    expect(cartHash(lines)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not depend on line order', () => {
    expect(cartHash([...lines].reverse())).toBe(cartHash(lines));
  });

  it('changes with the quantity, the price or the product', () => {
    const base = cartHash(lines);
    expect(cartHash([{ ...lines[0]!, quantity: 3 }, lines[1]!])).not.toBe(base);
    expect(cartHash([{ ...lines[0]!, unitPrice: 999 }, lines[1]!])).not.toBe(base);
    expect(cartHash([{ ...lines[0]!, productId: 2 }, lines[1]!])).not.toBe(base);
  });
});
