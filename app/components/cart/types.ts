import type { CartCouponView, CartLineView } from '../../../core/cart/cart-view.ts';
import type { ShippingRate } from '../../../core/shipping/shipping-zone.ts';

/** What the cart components need from a loader: the priced lines and the shop's money format. */
export interface CartSummary {
  lines: CartLineView[];
  subtotal: number;
  coupons: CartCouponView[];
  discount: number;
  /** The ways the cart ships to its address, the one chosen, and that address in words ("London, SW1A 1AA, United Kingdom"). */
  shippingRates: ShippingRate[];
  shippingRateId: string | null;
  shippingTo: string;
  /** How much more the cart needs for free shipping; null when none waits. */
  freeShippingShortfall: number | null;
  shipping: number;
  /** The cart's tax as the totals show it: rows before the total (without tax) or "includes …" in it (with); absent when the shop charges none. */
  tax?: CartTaxSummary;
  total: number;
  count: number;
}

export interface CartTaxSummary {
  display: 'incl' | 'excl';
  /** A row per rate, or one "Tax" row. */
  itemized: boolean;
  total: number;
  rows: { code: string; label: string; amount: number }[];
}

export interface MoneyFormat {
  currency: string;
  locale: string;
}
