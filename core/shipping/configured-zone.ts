import { REST_OF_WORLD_ZONE_ID, type ShippingMethod, type ShippingZone } from './shipping-zone.ts';
import { majorAmountText } from '../shared/money.ts';

/** The shop's shipping before zones: one flat rate, free from a threshold up (both in minor units). */
export interface FlatRateConfig {
  flatRateShipping: number;
  freeShippingThreshold: number;
}

/**
 * The methods the old flat rate becomes in zone 0 ("everywhere else"): free shipping from the threshold
 * or with a free-shipping coupon, first so it is chosen where it is offered, then a flat rate of that
 * cost. A shop charging nothing gets free shipping only.
 */
export function flatRateMethods(config: FlatRateConfig, currency: string): ShippingMethod[] {
  const charges = config.flatRateShipping > 0;
  const methods: ShippingMethod[] = [
    {
      instanceId: 1,
      methodId: 'free_shipping',
      order: 1,
      enabled: true,
      settings: { title: 'Free shipping', requires: charges ? 'either' : '', minAmount: config.freeShippingThreshold, ignoreDiscounts: false },
    },
  ];
  if (charges) {
    methods.push({
      instanceId: 2,
      methodId: 'flat_rate',
      order: 2,
      enabled: true,
      settings: { title: 'Flat rate', taxable: true, cost: majorAmountText(config.flatRateShipping, currency), classCosts: {}, calculationType: 'class' },
    });
  }
  return methods;
}

/** Zone 0 with the old flat rate's methods: what a shop that never set zones ships by (and tests price with). */
export function flatRateZones(config: FlatRateConfig, currency: string): ShippingZone[] {
  return [{ id: REST_OF_WORLD_ZONE_ID, name: 'Locations not covered by your other zones', order: 0, locations: [], methods: flatRateMethods(config, currency) }];
}
