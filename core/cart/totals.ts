import type { CartRules } from './types.ts';

export interface CartTotals {
  subtotal: number;
  shipping: number;
  total: number;
}

/** Flat-rate shipping, free from the threshold up; an empty cart ships nothing. All minor units. */
export function shippingFor(subtotal: number, rules: Pick<CartRules, 'flatRateShipping' | 'freeShippingThreshold'>): number {
  if (subtotal <= 0) return 0;
  return subtotal >= rules.freeShippingThreshold ? 0 : rules.flatRateShipping;
}

export function cartTotals(subtotal: number, rules: Pick<CartRules, 'flatRateShipping' | 'freeShippingThreshold'>): CartTotals {
  const shipping = shippingFor(subtotal, rules);
  return { subtotal, shipping, total: subtotal + shipping };
}
