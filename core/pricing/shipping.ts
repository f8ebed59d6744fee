/** What the shop charges for shipping, from config (`store.flatRateShipping`, `store.freeShippingThreshold`). */
export interface ShippingRules {
  flatRateShipping: number;
  freeShippingThreshold: number;
}

/** Flat-rate shipping, free from the threshold up; an empty cart ships nothing. All minor units. */
export function shippingFor(subtotal: number, rules: ShippingRules): number {
  if (subtotal <= 0) return 0;
  return subtotal >= rules.freeShippingThreshold ? 0 : rules.flatRateShipping;
}
