import type { CartCouponView, CartLineView } from '../../../core/cart/cart-view.ts';

/** What the cart components need from a loader: the priced lines and the shop's money format. */
export interface CartSummary {
  lines: CartLineView[];
  subtotal: number;
  coupons: CartCouponView[];
  discount: number;
  shipping: number;
  total: number;
  count: number;
}

export interface MoneyFormat {
  currency: string;
  locale: string;
}
