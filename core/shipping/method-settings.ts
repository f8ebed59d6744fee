import { z } from 'zod';
import type { FlatRateSettings, FreeShippingSettings, LocalPickupSettings, ShippingMethod, ShippingMethodId } from './shipping-zone.ts';

/** Each method's title as WooCommerce names it, the default of a new method's title. */
export const METHOD_TITLES: Record<ShippingMethodId, string> = { flat_rate: 'Flat rate', free_shipping: 'Free shipping', local_pickup: 'Local pickup' };

const title = (methodId: ShippingMethodId) => z.string().max(200).catch(METHOD_TITLES[methodId]);

const flatRate = z.object({
  title: title('flat_rate'),
  taxable: z.boolean().catch(true),
  cost: z.string().max(500).catch(''),
  classCosts: z.record(z.string().max(20), z.string().max(500)).catch({}),
  calculationType: z.enum(['class', 'order']).catch('class'),
});
const freeShipping = z.object({
  title: title('free_shipping'),
  requires: z.enum(['', 'coupon', 'min_amount', 'either', 'both']).catch(''),
  minAmount: z.number().int().min(0).catch(0),
  ignoreDiscounts: z.boolean().catch(false),
});
const localPickup = z.object({ title: title('local_pickup'), taxable: z.boolean().catch(true), cost: z.number().int().min(0).catch(0) });

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** A stored method row as shipping reads it; settings that do not read fall back to WooCommerce's defaults, field by field. */
export function methodFromRow(row: { id: number; method_id: ShippingMethodId; method_order: number; enabled: number; settings: string }): ShippingMethod {
  const base = { instanceId: row.id, order: row.method_order, enabled: Boolean(row.enabled) };
  const json = parsed(row.settings);
  const object = json && typeof json === 'object' ? json : {};
  switch (row.method_id) {
    case 'flat_rate':
      return { ...base, methodId: 'flat_rate', settings: flatRate.parse(object) as FlatRateSettings };
    case 'free_shipping':
      return { ...base, methodId: 'free_shipping', settings: freeShipping.parse(object) as FreeShippingSettings };
    case 'local_pickup':
      return { ...base, methodId: 'local_pickup', settings: localPickup.parse(object) as LocalPickupSettings };
  }
}
