import { createHash } from 'node:crypto';
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

  it('tell apart variations of one product and the values chosen for an "any" attribute, whatever their order', () => {
    const blue = cartItemKey(7, 31, { pa_colour: 'blue', logo: 'yes' });
    expect(blue).toMatch(/^[0-9a-f]{32}$/);
    expect(blue).toBe(cartItemKey(7, 31, { logo: 'yes', pa_colour: 'blue' }));
    expect(blue).not.toBe(cartItemKey(7, 32, { pa_colour: 'blue', logo: 'yes' }));
    expect(blue).not.toBe(cartItemKey(7, 31, { pa_colour: 'red', logo: 'yes' }));
    expect(blue).not.toBe(cartItemKey(7));
  });

  it('keep a simple product\'s key as it always was, so carts made before variations keep their lines', () => {
    expect(cartItemKey(7)).toBe(createHash('md5').update('product:7').digest('hex'));
    expect(cartItemKey(7, null, {})).toBe(cartItemKey(7));
  });

  it.each(['', 'abc', cartItemKey(1).toUpperCase(), `${cartItemKey(1)}0`, 42, null, '__proto__'])('rejects %j as a key', (value) => {
    expect(isCartItemKey(value)).toBe(false);
  });
});

describe('cart hash', () => {
  const lines = [
    { key: cartItemKey(1), quantity: 2, unitPrice: 1000 },
    { key: cartItemKey(5, 9, { size: 'm' }), quantity: 1, unitPrice: 250 },
  ];

  it('is empty for an empty cart and md5 hex otherwise', () => {
    expect(cartHash([])).toBe('');
    expect(cartHash(lines)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not depend on line order', () => {
    expect(cartHash([...lines].reverse())).toBe(cartHash(lines));
  });

  it('changes with the quantity, the price, the product or the variation', () => {
    const base = cartHash(lines);
    expect(cartHash([{ ...lines[0]!, quantity: 3 }, lines[1]!])).not.toBe(base);
    expect(cartHash([{ ...lines[0]!, unitPrice: 999 }, lines[1]!])).not.toBe(base);
    expect(cartHash([{ ...lines[0]!, key: cartItemKey(2) }, lines[1]!])).not.toBe(base);
    expect(cartHash([lines[0]!, { ...lines[1]!, key: cartItemKey(5, 9, { size: 'l' }) }])).not.toBe(base);
  });
});
