import { describe, expect, it } from 'vitest';
import { cartHasItems } from './cookies.ts';

describe('cartHasItems', () => {
  it('is true only for a count above zero', () => {
    expect(cartHasItems('woocommerce_items_in_cart=1')).toBe(true);
    expect(cartHasItems('woocommerce_items_in_cart=0')).toBe(false);
    expect(cartHasItems('woocommerce_items_in_cart=x')).toBe(false);
    expect(cartHasItems('')).toBe(false);
  });

  it('reads only the items cookie, not one whose name merely ends with it', () => {
    expect(cartHasItems('xwoocommerce_items_in_cart=1; woocommerce_cart_hash=1')).toBe(false);
  });
});
