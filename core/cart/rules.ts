import type { AppConfig } from '../../config/schema.ts';
import type { CartViewOptions } from './cart-view.ts';

/** The cart's rules from the shop configuration. */
export function cartRulesFrom(config: AppConfig, uploadsUrl: string): CartViewOptions {
  return {
    maxLineQuantity: config.cart.maxLineQuantity,
    flatRateShipping: config.store.flatRateShipping,
    freeShippingThreshold: config.store.freeShippingThreshold,
    uploadsUrl,
  };
}
