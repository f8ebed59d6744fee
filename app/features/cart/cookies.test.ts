import { describe, expect, it } from 'vitest';
import { cartHasItems, readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; woocommerce_cart_hash=ab%20c; b=2', 'woocommerce_cart_hash')).toBe('ab c');
  });

  it('does not match a cookie whose name only ends with the name asked for', () => {
    expect(readCookie('xwoocommerce_cart_hash=1', 'woocommerce_cart_hash')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('is undefined for a missing cookie or an empty string', () => {
    expect(readCookie('', 'a')).toBeUndefined();
    expect(readCookie('b=1', 'a')).toBeUndefined();
  });
});

describe('cartHasItems', () => {
  it('is true only for a count above zero', () => {
    expect(cartHasItems('woocommerce_items_in_cart=1')).toBe(true);
    expect(cartHasItems('woocommerce_items_in_cart=0')).toBe(false);
    expect(cartHasItems('woocommerce_items_in_cart=x')).toBe(false);
    expect(cartHasItems('')).toBe(false);
  });
});
